// A release rehearsal: build the packages, then on a throwaway copy run `changeset version` with a patch
// changeset for every package, and pack the bumped packages. It proves the changesets config, the changelogs
// and the pack step work together. In the checkout it only rebuilds the `dist` folders (as `pnpm pack:all`
// does), so what it packs is the current source, never a missing or stale build.
//
//   pnpm release:dry-run [--no-build]
//
// --no-build is for a caller that has just built the same checkout (the packaging tests' global setup); a
// missing build, or a source file newer than its build, is then refused rather than packed.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildPackages,
  type PackedPackage,
  packPackages,
  publishablePackages,
  repoRoot,
  type WorkspacePackage,
} from './pack.js';
import { runCommand } from './run-command.js';

/** What the rehearsal produced: the packed packages with their new versions, and the copy it ran in. */
export interface DryRunResult {
  readonly copy: string;
  readonly packed: readonly PackedPackage[];
}

/** Options of {@link releaseDryRun}. */
export interface DryRunOptions {
  /**
   * Build every package first (the default). `false` only right after a build of this checkout: a package
   * whose build is missing or older than its sources is then refused ({@link staleBuild}).
   */
  readonly build?: boolean;
  /** Where progress goes, one line per step. */
  readonly log?: (line: string) => void;
}

const rootFiles = ['package.json', 'pnpm-workspace.yaml', '.changeset'];
// `changeset version` rewrites these; the rest is what the pack takes (the manifest's `files`).
const versionedFiles = ['package.json', 'CHANGELOG.md', 'README.md', 'LICENSE'];

/** Every file under `dir` (none if it does not exist) with its modification time. */
function filesWithTimes(dir: string): { path: string; mtimeMs: number }[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((entry) => join(dir, entry))
    .map((path) => ({ path, stat: statSync(path) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ path, stat }) => ({ path, mtimeMs: stat.mtimeMs }));
}

/**
 * Why a package's `dist` cannot be packed as it is (it is missing, or a file of `src` changed after it was
 * built), or `undefined` when it can. A package with no tsup config has nothing to build.
 */
export function staleBuild(pkg: WorkspacePackage): string | undefined {
  if (!existsSync(join(pkg.dir, 'tsup.config.ts'))) return undefined;
  const built = filesWithTimes(join(pkg.dir, 'dist'));
  if (built.length === 0) return `${pkg.name} has no build (${join(pkg.dir, 'dist')} is missing or empty)`;
  // The oldest output against the newest source: tsup empties dist, so every output postdates its inputs.
  const buildTime = Math.min(...built.map((file) => file.mtimeMs));
  const newer = filesWithTimes(join(pkg.dir, 'src')).find((file) => file.mtimeMs > buildTime);
  return newer ? `${pkg.name}: ${relative(pkg.dir, newer.path)} changed after dist was built` : undefined;
}

/** Builds the packages, copies what `changeset version` and the pack need, adds a changeset, versions, packs. */
export async function releaseDryRun(
  outDir = mkdtempSync(join(tmpdir(), 'slashkit-release-')),
  options: DryRunOptions = {},
): Promise<DryRunResult> {
  const log = options.log ?? console.log;
  const packages = publishablePackages();
  if (options.build === false) {
    const stale = packages.map(staleBuild).filter((reason) => reason !== undefined);
    if (stale.length > 0)
      throw new Error(
        `release dry run: will not pack these builds:\n  ${stale.join('\n  ')}\nRun \`pnpm build\` first, or \`pnpm release:dry-run\` without --no-build (it builds).`,
      );
  } else {
    log(`building ${packages.length} packages…`);
    await buildPackages(packages, log);
  }

  const copy = join(outDir, 'repo');
  log(`copying the packages into ${copy}`);
  for (const file of rootFiles) cpSync(join(repoRoot, file), join(copy, file), { recursive: true });
  for (const pkg of packages) {
    const target = join(copy, 'packages', pkg.dir.split('/').pop() ?? '');
    mkdirSync(target, { recursive: true });
    const files = new Set([...versionedFiles, ...((pkg.manifest.files as string[] | undefined) ?? [])]);
    for (const file of files) {
      if (existsSync(join(pkg.dir, file)))
        cpSync(join(pkg.dir, file), join(target, file), { recursive: true });
    }
  }
  const frontMatter = packages.map((pkg) => `'${pkg.name}': patch`).join('\n');
  writeFileSync(
    join(copy, '.changeset', 'release-dry-run.md'),
    `---\n${frontMatter}\n---\n\nRelease rehearsal.\n`,
  );
  log('changeset version…');
  const changeset = join(repoRoot, 'node_modules', '.bin', 'changeset');
  await runCommand(changeset, ['version'], { cwd: copy });
  log(`packing ${packages.length} packages…`);
  const packed = await packPackages(publishablePackages(copy), join(outDir, 'packed'));
  return { copy, packed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = mkdtempSync(join(tmpdir(), 'slashkit-release-'));
  try {
    const { copy, packed } = await releaseDryRun(outDir, { build: !process.argv.includes('--no-build') });
    for (const pkg of packed) {
      const changelog = readFileSync(join(pkg.dir, 'CHANGELOG.md'), 'utf8').split('\n').slice(0, 3).join(' ');
      console.log(`${pkg.name}@${pkg.version}: ${pkg.tarball.split('/').pop()} (${changelog})`);
    }
    console.log(`release dry run ok (copy in ${copy}, removed)`);
  } catch (error) {
    // Its messages say what failed and what to run; a stack trace would bury that.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
