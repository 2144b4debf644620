// Each tarball as a user receives it: publint --strict and Are The Types Wrong are clean, and it holds what
// a user needs and nothing else.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

// publint and attw are processes of their own: they run side by side (the test workers are fewer than the cores).
describe.concurrent.each(Object.entries(tarballs))('%s', (name, tarball) => {
  it('passes publint --strict', async ({ expect }) => {
    const output = await runCommand(bin('publint'), ['run', '--strict', tarball], { cwd: repoRoot });
    expect(output).toContain('All good!');
  });

  it('has a manifest with what a user needs and no repo-only fields', ({ expect }) => {
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

  it('has a README that starts with its install line, and says how to install from the tarballs until the first release', ({
    expect,
  }) => {
    const readme = execFileSync('tar', ['-xzOf', tarball, 'package/README.md'], { encoding: 'utf8' });
    // The first command of the README, before its first section.
    const end = readme.indexOf('\n## ');
    const intro = end === -1 ? readme : readme.slice(0, end);
    const [, firstCommand = ''] = /^```sh\n([^\n]*)/m.exec(intro) ?? [];
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const expected = name.startsWith('create-')
      ? new RegExp(`^npm create ${name.slice('create-'.length)}\\b`)
      : new RegExp(`^npm install (--save-dev )?${escaped}(\\s|$)`);
    expect(firstCommand).toMatch(expected);
    // Until the first release that command answers 404: the README says how to install the tarballs.
    expect(intro).toMatch(/Until the first release[\s\S]*pnpm pack:all/);
    // A library's README sends the reader to the root README's Install, which prints every tarball.
    if (!name.startsWith('create-'))
      expect(intro.replace(/\s+/g, ' ')).toContain(
        "as the root README's [Install](https://github.com/slashkit/slashkit#install) says: `pnpm pack:all`",
      );
  });

  it('ships LICENSE, README and its build only: no source maps (their sources do not ship), no unused CJS CLI', ({
    expect,
  }) => {
    const files = filesOf(tarball);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
    expect(files).not.toContain('dist/cli.cjs');
  });
});

// create-slashkit is a command with no module to import, so it has no types to check.
const typed = Object.entries(tarballs).filter(([name]) => name !== 'create-slashkit');
it.concurrent.each(typed)(
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

/** The rows of the README's "Dependencies, and why" table of published dependencies: name -> where. */
function readmeDependencyRows(): Map<string, string> {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Dependencies, and why'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| dependency |')));
  return new Map(
    table
      .split('\n')
      .filter(
        (line) => line.startsWith('| ') && !line.startsWith('| dependency') && !line.startsWith('| ---'),
      )
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, dependency = '', where = '']) => [dependency.split(' ')[0] ?? '', where]),
  );
}

it("justifies every dependency and peer of every package in the README's table", () => {
  const rows = readmeDependencyRows();
  const unjustified = Object.entries(tarballs).flatMap(([name, tarball]) => {
    const manifest = manifestOf(tarball) as Record<string, Record<string, string> | undefined>;
    return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter((dependency) => !rows.get(dependency)?.includes(`\`${name}\``))
      .map((dependency) => `${dependency} (of ${name})`);
  });
  expect(
    unjustified,
    'add a row (dependency | `package` | why) to the table under "## Dependencies, and why" in README.md',
  ).toEqual([]);
});
