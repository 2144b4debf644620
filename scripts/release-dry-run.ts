// A release rehearsal on a throwaway copy: `changeset version` with a patch changeset for every package, then
// the packs of the bumped packages. It proves the changesets config, the changelogs and the pack step work
// together, and touches nothing in the checkout.
//
//   pnpm release:dry-run        (after a build: it packs the existing dist folders)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PackedPackage, packPackages, publishablePackages, repoRoot } from './pack.js';
import { runCommand } from './run-command.js';

/** What the rehearsal produced: the packed packages with their new versions, and the copy it ran in. */
export interface DryRunResult {
  readonly copy: string;
  readonly packed: readonly PackedPackage[];
}

const rootFiles = ['package.json', 'pnpm-workspace.yaml', '.changeset'];
const packageFiles = ['package.json', 'CHANGELOG.md', 'README.md', 'LICENSE', 'dist', 'bin'];

/** Copies what `changeset version` and the pack need, adds a changeset, versions, and packs. */
export async function releaseDryRun(
  outDir = mkdtempSync(join(tmpdir(), 'slashkit-release-')),
): Promise<DryRunResult> {
  const copy = join(outDir, 'repo');
  for (const file of rootFiles) cpSync(join(repoRoot, file), join(copy, file), { recursive: true });
  const packages = publishablePackages();
  for (const pkg of packages) {
    const target = join(copy, 'packages', pkg.dir.split('/').pop() ?? '');
    mkdirSync(target, { recursive: true });
    for (const file of packageFiles) {
      if (existsSync(join(pkg.dir, file)))
        cpSync(join(pkg.dir, file), join(target, file), { recursive: true });
    }
  }
  const frontMatter = packages.map((pkg) => `'${pkg.name}': patch`).join('\n');
  writeFileSync(
    join(copy, '.changeset', 'release-dry-run.md'),
    `---\n${frontMatter}\n---\n\nRelease rehearsal.\n`,
  );
  const changeset = join(repoRoot, 'node_modules', '.bin', 'changeset');
  await runCommand(changeset, ['version'], { cwd: copy });
  const packed = await packPackages(publishablePackages(copy), join(outDir, 'packed'));
  return { copy, packed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = mkdtempSync(join(tmpdir(), 'slashkit-release-'));
  try {
    const { copy, packed } = await releaseDryRun(outDir);
    for (const pkg of packed) {
      const changelog = readFileSync(join(pkg.dir, 'CHANGELOG.md'), 'utf8').split('\n').slice(0, 3).join(' ');
      console.log(`${pkg.name}@${pkg.version}: ${pkg.tarball.split('/').pop()} (${changelog})`);
    }
    console.log(`release dry run ok (copy in ${copy}, removed)`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
