// The release rehearsal (scripts/release-dry-run.ts): `changeset version` on a throwaway copy bumps every
// package, writes its changelog from the pending changesets (and the rehearsal's own), keeps the sibling
// ranges in step, and the bumped packages pack with every file they publish; and it never packs a missing or
// stale build.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { publishablePackages, repoRoot, type WorkspacePackage } from '../../scripts/pack.js';
import { releaseDryRun, staleBuild } from '../../scripts/release-dry-run.js';

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
  // The global setup built this checkout moments ago; building again would empty the dist folders that
  // other packaging tests are reading. With build: false the rehearsal checks those builds are fresh instead.
  const progress: string[] = [];
  const { copy, packed } = await releaseDryRun(undefined, {
    build: false,
    log: (line) => progress.push(line),
  });
  copyRoot = dirname(copy);
  expect(progress.map((line) => line.split(' ')[0])).toEqual(['copying', 'changeset', 'packing']);
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
    const contents = execFileSync('tar', ['-tzf', pkg.tarball], { encoding: 'utf8' }).split('\n');
    for (const file of manifest.files as string[])
      expect(
        contents.some((path) => path === `package/${file}` || path.startsWith(`package/${file}/`)),
        `${pkg.name}: ${file}`,
      ).toBe(true);
    for (const [name, range] of Object.entries({ ...manifest.dependencies })) {
      if (after.has(name)) expect(range, `${pkg.name} -> ${name}`).toBe(after.get(name));
    }
  }
});

describe('staleBuild', () => {
  /** A scratch package: a tsup config unless told otherwise, and files written with the given mtimes (s). */
  function scratchPackage(files: Record<string, number>, tsup = true): WorkspacePackage {
    const dir = mkdtempSync(join(tmpdir(), 'slashkit-stale-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    if (tsup) writeFileSync(join(dir, 'tsup.config.ts'), 'export default {};\n');
    for (const [file, seconds] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), '\n');
      utimesSync(join(dir, file), seconds, seconds);
    }
    return { name: '@scratch/pkg', version: '1.0.0', dir, manifest: {} };
  }

  it('accepts a build newer than every source file', () => {
    const pkg = scratchPackage({ 'src/index.ts': 1000, 'src/deep/x.ts': 1500, 'dist/index.js': 2000 });
    expect(staleBuild(pkg)).toBeUndefined();
  });

  it('names the source file that changed after the build', () => {
    const pkg = scratchPackage({ 'src/index.ts': 1000, 'src/deep/x.ts': 3000, 'dist/index.js': 2000 });
    expect(staleBuild(pkg)).toBe('@scratch/pkg: src/deep/x.ts changed after dist was built');
  });

  it('judges by the oldest output, so a partly rebuilt dist is stale', () => {
    const pkg = scratchPackage({ 'src/index.ts': 1500, 'dist/index.js': 2000, 'dist/index.cjs': 1000 });
    expect(staleBuild(pkg)).toMatch(/src\/index\.ts changed after dist was built/);
  });

  it('refuses a missing build', () => {
    const pkg = scratchPackage({ 'src/index.ts': 1000 });
    expect(staleBuild(pkg)).toMatch(/^@scratch\/pkg has no build \(.*dist is missing or empty\)$/);
  });

  it('has nothing to say about a package with nothing to build', () => {
    expect(staleBuild(scratchPackage({ 'bin/run.js': 1000 }, false))).toBeUndefined();
  });
});
