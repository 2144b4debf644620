// The release rehearsal (scripts/release-dry-run.ts): `changeset version` on a throwaway copy bumps every
// package, writes its changelog from the pending changesets (and the rehearsal's own), keeps the sibling
// ranges in step, and the bumped packages pack.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { publishablePackages, repoRoot } from '../../scripts/pack.js';
import { releaseDryRun } from '../../scripts/release-dry-run.js';

let copyRoot = '';
afterAll(() => {
  if (copyRoot) rmSync(copyRoot, { recursive: true, force: true });
});

/** A pending changeset of the checkout: the packages it names and the first line of its summary. */
interface PendingChangeset {
  readonly file: string;
  readonly packages: readonly string[];
  readonly firstLine: string;
}

function pendingChangesets(): PendingChangeset[] {
  const dir = join(repoRoot, '.changeset');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const [, frontMatter = '', body = ''] = readFileSync(join(dir, file), 'utf8').split(/^---$/m);
      const packages = [...frontMatter.matchAll(/^['"]?([^'":\s]+)['"]?:\s*(?:patch|minor|major)\s*$/gm)].map(
        (match) => match[1] ?? '',
      );
      const firstLine = body.trim().split('\n')[0] ?? '';
      return { file, packages, firstLine };
    });
}

it('names only packages of the workspace in the pending changesets', () => {
  const names = new Set(publishablePackages().map((pkg) => pkg.name));
  for (const changeset of pendingChangesets()) {
    expect(changeset.packages.length, changeset.file).toBeGreaterThan(0);
    for (const name of changeset.packages) expect(names.has(name), `${changeset.file}: ${name}`).toBe(true);
  }
});

it('versions every package from the changesets and packs the result', async () => {
  const before = new Map(publishablePackages().map((pkg) => [pkg.name, pkg.version]));
  const { copy, packed } = await releaseDryRun();
  copyRoot = dirname(copy);
  const after = new Map(packed.map((pkg) => [pkg.name, pkg.version]));
  const pending = pendingChangesets();
  for (const pkg of packed) {
    const previous = before.get(pkg.name) ?? '';
    expect(pkg.version, pkg.name).not.toBe(previous);
    const changelog = readFileSync(`${pkg.dir}/CHANGELOG.md`, 'utf8');
    // The new version's entry comes first, above the previous one, with every changeset naming the package.
    const entry = changelog.slice(
      changelog.indexOf(`## ${pkg.version}`),
      changelog.indexOf(`## ${previous}`),
    );
    expect(entry, pkg.name).toContain('Release rehearsal.');
    for (const changeset of pending.filter((c) => c.packages.includes(pkg.name)))
      expect(entry, `${pkg.name}: ${changeset.file}`).toContain(changeset.firstLine);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', pkg.tarball, 'package/package.json'], { encoding: 'utf8' }),
    );
    expect(manifest.version).toBe(pkg.version);
    for (const [name, range] of Object.entries({ ...manifest.dependencies })) {
      if (after.has(name)) expect(range, `${pkg.name} -> ${name}`).toBe(after.get(name));
    }
  }
});
