// Each tarball as a user receives it: publint --strict and Are The Types Wrong are clean, and it holds what
// a user needs and nothing else.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';

const { tarballs } = inject('packaging');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

function manifestOf(tarball: string): Record<string, unknown> {
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
}
function filesOf(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
}

describe.each(Object.entries(tarballs))('%s', (name, tarball) => {
  it('passes publint --strict', async () => {
    const output = await runCommand(bin('publint'), ['run', '--strict', tarball], { cwd: repoRoot });
    expect(output).toContain('All good!');
  });

  it('has a manifest with what a user needs and no repo-only fields', () => {
    const manifest = manifestOf(tarball);
    expect(manifest).toMatchObject({
      name,
      license: 'MIT',
      repository: { type: 'git', url: expect.stringMatching(/^git\+https:/) },
      homepage: expect.stringMatching(/^https:/),
      bugs: { url: expect.stringMatching(/^https:/) },
      keywords: expect.arrayContaining([expect.any(String)]),
    });
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['scripts']));
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['devDependencies']));
    // The source condition points at src/*.ts, which is not shipped.
    expect(JSON.stringify(manifest.exports ?? {})).not.toContain('@slashkit/source');
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
  });

  it('ships LICENSE, README and its build only: no source maps (their sources do not ship), no unused CJS CLI', () => {
    const files = filesOf(tarball);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
    expect(files).not.toContain('dist/cli.cjs');
  });
});

// create-slashkit is a command with no module to import, so it has no types to check.
const typed = Object.entries(tarballs).filter(([name]) => name !== 'create-slashkit');
it.each(typed)(
  '%s passes Are The Types Wrong under node10, node16 (CJS and ESM) and bundler',
  async (_, tarball) => {
    // Exits non-zero on any problem, in any resolution mode (the default profile includes node10).
    await runCommand(bin('attw'), [tarball, '--format', 'ascii'], { cwd: repoRoot });
  },
);

it('keeps zod an optional peer of @slashkit/api and ws an optional peer of @slashkit/interactions', () => {
  const api = manifestOf(tarballs['@slashkit/api'] ?? '');
  expect(api.dependencies ?? {}).not.toHaveProperty('zod');
  expect(api).toMatchObject({
    peerDependencies: { zod: expect.any(String) },
    peerDependenciesMeta: { zod: { optional: true } },
  });
  const interactions = manifestOf(tarballs['@slashkit/interactions'] ?? '');
  expect(interactions.dependencies ?? {}).not.toHaveProperty('ws');
  expect(interactions).toMatchObject({
    peerDependencies: { ws: expect.any(String) },
    peerDependenciesMeta: { ws: { optional: true } },
  });
});
