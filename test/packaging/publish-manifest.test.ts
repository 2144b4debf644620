// `pnpm publish` (which `changeset publish` runs in a pnpm workspace) packs each package from its workspace
// folder, putting the fields of `publishConfig` in place: the tarballs of `pnpm pack:all` carry that same
// manifest, the repo-only fields (scripts, devDependencies) apart. And no manifest can ship the
// `@slashkit/source` condition, whose `src/*.ts` are not in the tarball.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { publishablePackages, publishManifest } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';

const { tarballs } = inject('packaging');
const out = mkdtempSync(join(tmpdir(), 'slashkit-pnpm-pack-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function manifestOf(tarball: string): Record<string, unknown> {
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
}

const packages = publishablePackages().map((pkg) => [pkg.name, pkg] as const);

it.each(packages)(
  '%s: pnpm pack gives the manifest of pack:all, repo-only fields apart',
  async (name, pkg) => {
    const destination = mkdtempSync(join(out, 'pack-'));
    await runCommand('npx', ['--yes', 'pnpm@10', 'pack', '--pack-destination', destination], {
      cwd: pkg.dir,
    });
    const [tarball = ''] = readdirSync(destination).filter((file) => file.endsWith('.tgz'));
    const { scripts, devDependencies, ...byPnpm } = manifestOf(join(destination, tarball));
    expect(JSON.stringify(byPnpm)).not.toContain('@slashkit/source');
    expect(byPnpm).toEqual(manifestOf(tarballs[name] ?? ''));
  },
);

it('refuses a manifest that would publish the source condition, or whose publishConfig.exports drifted', () => {
  const exports = { '.': { '@slashkit/source': './src/index.ts', default: './dist/index.js' } };
  const manifest = { name: '@slashkit/x', version: '0.1.0', exports };
  expect(() => publishManifest(manifest, new Map())).toThrow(
    /@slashkit\/x: its exports carry the @slashkit\/source condition .* add publishConfig\.exports/,
  );
  const drifted = { ...manifest, publishConfig: { exports: { '.': { default: './dist/other.js' } } } };
  expect(() => publishManifest(drifted, new Map())).toThrow(
    /publishConfig\.exports is not its exports without the @slashkit\/source condition/,
  );
  const right = { ...manifest, publishConfig: { exports: { '.': { default: './dist/index.js' } } } };
  expect(publishManifest(right, new Map())).toEqual({
    name: '@slashkit/x',
    version: '0.1.0',
    exports: { '.': { default: './dist/index.js' } },
  });
});
