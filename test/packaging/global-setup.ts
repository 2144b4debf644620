// Builds and packs every package once, then installs the tarballs with npm into fresh projects outside the
// workspace, as a user would; the packaging tests read the paths through `inject`.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type PackedPackage, packAll } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';

/** What the global setup hands to the packaging tests. */
export interface PackagingContext {
  /** The folder holding the tarballs (and their staged copies, under `stage/`). */
  readonly packDir: string;
  /** Package name -> tarball path. */
  readonly tarballs: Record<string, string>;
  /** Package name -> workspace folder. */
  readonly packageDirs: Record<string, string>;
  /** A fresh npm project with every tarball, zod, and @types/node installed. */
  readonly consumerDir: string;
  /** A fresh npm project with @slashkit/api alone (no zod: its optional peer). */
  readonly apiOnlyDir: string;
  /** Every import specifier the packages export (`@slashkit/api`, `@slashkit/api/validation`…). */
  readonly entries: readonly string[];
  /** What the pack printed, line by line, as `pnpm pack:all` prints it (its install lines at the end). */
  readonly packOutput: readonly string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    packaging: PackagingContext;
  }
}

const npmQuiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

/** Writes a package.json and installs `specs` with npm. */
async function npmProject(dir: string, specs: readonly string[], type: 'module' | 'commonjs') {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type }, null, 2),
  );
  await runCommand('npm', ['install', ...npmQuiet, ...specs], { cwd: dir });
}

/** The import specifiers of every package's `exports` (its manifest, `./package.json` aside). */
export function entrySpecifiers(packed: readonly PackedPackage[]): string[] {
  return packed.flatMap((pkg) =>
    Object.keys((pkg.manifest.exports ?? {}) as Record<string, unknown>)
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => (subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`)),
  );
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const root = mkdtempSync(join(tmpdir(), 'slashkit-packaging-'));
  const packDir = join(root, 'packed');
  console.log(`[packaging] building and packing into ${packDir}`);
  const packOutput: string[] = [];
  const packed = await packAll(packDir, {
    log: (line: string) => {
      packOutput.push(line);
      console.log(`[packaging] ${line}`);
    },
  });
  const tarballs = Object.fromEntries(packed.map((pkg) => [pkg.name, pkg.tarball]));
  const packageDirs = Object.fromEntries(packed.map((pkg) => [pkg.name, pkg.dir]));

  console.log(`[packaging] (${elapsed()}) installing the tarballs with npm into fresh projects`);
  const consumerDir = join(root, 'consumer');
  const apiOnlyDir = join(root, 'api-only');
  await Promise.all([
    npmProject(consumerDir, [...Object.values(tarballs), 'zod@^4', '@types/node@^20'], 'module'),
    npmProject(apiOnlyDir, [tarballs['@slashkit/api'] ?? ''], 'module'),
  ]);
  cpSync(join(import.meta.dirname, 'fixtures'), consumerDir, { recursive: true });
  console.log(`[packaging] (${elapsed()}) ready`);

  const entries = entrySpecifiers(packed);
  project.provide('packaging', {
    packDir,
    tarballs,
    packageDirs,
    consumerDir,
    apiOnlyDir,
    entries,
    packOutput,
  });
  return () => rmSync(root, { recursive: true, force: true });
}
