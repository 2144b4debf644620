// Builds and packs every publishable package as it would be published, into one folder of tarballs.
//
//   pnpm pack:all [--out DIR] [--no-build]
//
// Then it prints how to install the tarballs in a project until the packages are on the registry (the
// root README's "Install" lines with the tarballs' paths, `@slashkit/api` included).
//
// The workspace manifests carry what only the repository needs: scripts, devDependencies, `workspace:`
// ranges and the `@slashkit/source` export condition (which points at `src/*.ts`, not shipped); their
// `publishConfig.exports` holds the exports as published, which `pnpm publish` (and `changeset publish`)
// put in place. Each package is staged with a manifest rewritten by `publishManifest` the same way and
// packed with `npm pack` from there, so the tarball holds only `files`, README, LICENSE and a manifest a
// user needs. Releases publish these tarballs (see CONTRIBUTING.md).

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './run-command.js';

/** The repository root. */
export const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

/** One publishable package of the workspace. */
export interface WorkspacePackage {
  readonly name: string;
  readonly version: string;
  /** Its folder, absolute. */
  readonly dir: string;
  readonly manifest: Record<string, unknown>;
}

/** One packed package: its workspace description and the tarball, absolute. */
export interface PackedPackage extends WorkspacePackage {
  readonly tarball: string;
}

/** The publishable packages (`packages/*` without `"private": true`) of a checkout, in folder order. */
export function publishablePackages(checkout = repoRoot): WorkspacePackage[] {
  const root = join(checkout, 'packages');
  return readdirSync(root)
    .map((entry) => join(root, entry))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      return { name: String(manifest.name), version: String(manifest.version), dir, manifest };
    })
    .filter((pkg) => pkg.manifest.private !== true);
}

const repoOnlyFields = ['scripts', 'devDependencies', 'packageManager', 'pnpm'];

/** The fields `publishConfig` may replace when pnpm (so `changeset publish` too) packs a package. */
const publishConfigFields = new Set([
  'bin',
  'engines',
  'type',
  'imports',
  'main',
  'module',
  'typings',
  'types',
  'exports',
  'browser',
  'esnext',
  'es2015',
  'unpkg',
  'umd:main',
  'os',
  'cpu',
  'libc',
  'typesVersions',
]);

/**
 * The manifest as published, made as `pnpm publish` makes it, so that a tarball of `pnpm pack:all` and one
 * that `pnpm publish` or `changeset publish` would send carry the same manifest: `workspace:` ranges
 * replaced by the sibling's version (`workspace:*` becomes `x.y.z`, `workspace:^` becomes `^x.y.z`), and
 * each field of `publishConfig` that pnpm lets it replace (here `exports`, without the `@slashkit/source`
 * condition, whose `src/*.ts` do not ship) put in place of the workspace one. On top, the repo-only fields
 * (`scripts`, `devDependencies`) are dropped. A manifest whose published `exports` would still carry the
 * source condition, or whose `publishConfig.exports` is not its `exports` without it, is refused.
 */
export function publishManifest(
  manifest: Record<string, unknown>,
  versions: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const name = String(manifest.name);
  const config = (manifest.publishConfig ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(manifest)) {
    if (repoOnlyFields.includes(key) || key === 'publishConfig') continue;
    if (publishConfigFields.has(key) && Object.hasOwn(config, key)) out[key] = config[key];
    else if (key === 'dependencies' || key === 'peerDependencies' || key === 'optionalDependencies')
      out[key] = resolveWorkspaceRanges(value as Record<string, string>, versions);
    else out[key] = value;
  }
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (!publishConfigFields.has(key)) kept[key] = value;
    else if (!Object.hasOwn(out, key)) out[key] = value;
  }
  if (Object.keys(kept).length > 0) out.publishConfig = kept;
  if (JSON.stringify(out.exports ?? {}).includes('"@slashkit/source"'))
    throw new Error(
      `${name}: its exports carry the @slashkit/source condition (src/*.ts, which is not shipped) and publishConfig.exports does not replace them, so pnpm publish would ship them; add publishConfig.exports: the same exports without that condition.`,
    );
  const expected = JSON.stringify(stripSourceCondition(manifest.exports));
  if (Object.hasOwn(config, 'exports') && JSON.stringify(config.exports) !== expected)
    throw new Error(
      `${name}: publishConfig.exports is not its exports without the @slashkit/source condition; make it exactly that (${expected}).`,
    );
  return out;
}

/** `exports` without the `@slashkit/source` condition, at any depth. */
function stripSourceCondition(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '@slashkit/source')
      .map(([key, inner]) => [key, stripSourceCondition(inner)]),
  );
}

function resolveWorkspaceRanges(
  ranges: Record<string, string>,
  versions: ReadonlyMap<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ranges).map(([name, range]) => {
      if (!range.startsWith('workspace:')) return [name, range];
      const version = versions.get(name);
      if (version === undefined)
        throw new Error(`${name} is a workspace: dependency but not a publishable package`);
      const spec = range.slice('workspace:'.length);
      return [name, spec === '*' ? version : spec === '^' || spec === '~' ? spec + version : spec];
    }),
  );
}

/** Builds every package with its own tsup config, two at a time (the build is CPU-bound). */
export async function buildPackages(packages: readonly WorkspacePackage[], log = console.log): Promise<void> {
  const tsup = join(repoRoot, 'node_modules', '.bin', 'tsup');
  const queue = packages.filter((pkg) => existsSync(join(pkg.dir, 'tsup.config.ts')));
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const started = Date.now();
      await runCommand(tsup, ['--silent'], { cwd: pkg.dir });
      log(`  built ${pkg.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Stages and packs each package into `outDir`; returns the tarballs. */
export async function packPackages(
  packages: readonly WorkspacePackage[],
  outDir: string,
): Promise<PackedPackage[]> {
  const versions = new Map(packages.map((pkg) => [pkg.name, pkg.version]));
  const stageRoot = join(outDir, 'stage');
  rmSync(stageRoot, { recursive: true, force: true });
  const packed: PackedPackage[] = [];
  for (const pkg of packages) {
    const stage = join(stageRoot, pkg.name.replace('/', '+'));
    mkdirSync(stage, { recursive: true });
    const files = [
      ...((pkg.manifest.files as string[] | undefined) ?? []),
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
    ];
    for (const file of new Set(files)) {
      if (existsSync(join(pkg.dir, file)))
        cpSync(join(pkg.dir, file), join(stage, file), { recursive: true });
    }
    writeFileSync(
      join(stage, 'package.json'),
      `${JSON.stringify(publishManifest(pkg.manifest, versions), null, 2)}\n`,
    );
    const output = await runCommand(
      'npm',
      ['pack', '--ignore-scripts', '--pack-destination', outDir, '--json'],
      {
        cwd: stage,
      },
    );
    const [{ filename }] = JSON.parse(output) as [{ filename: string }];
    packed.push({ ...pkg, tarball: join(outDir, filename) });
  }
  return packed;
}

/**
 * What the root README's "Install" installs, in its two lines: the packages a bot imports and, as
 * development dependencies, the emulator. `@slashkit/api` leads the first: the others depend on it, so
 * until the packages are on the registry its tarball must be installed too (npm would look it up there).
 */
export const installedPackages = {
  dependencies: ['@slashkit/api', '@slashkit/builders', '@slashkit/interactions', '@slashkit/rest'],
  devDependencies: ['@slashkit/emulator'],
  /** Installed beside the emulator, from the registry: it runs the TypeScript files. */
  devTools: ['tsx'],
} as const;

/**
 * The lines that tell a user how to install from the tarballs until the first release: the root README's
 * two `npm install` lines with each package's tarball for its name (and `@slashkit/api`), the other
 * packages' tarballs, and the scaffolder's command that creates a project installing from the same folder.
 * `pnpm pack:all` prints them; the first-hour packaging test runs them as they are printed.
 */
export function installInstructions(packed: readonly PackedPackage[], outDir: string): string[] {
  const tarball = (name: string) => {
    const found = packed.find((pkg) => pkg.name === name);
    if (!found) throw new Error(`no tarball of ${name} was packed`);
    return found.tarball;
  };
  const listed = new Set<string>([...installedPackages.dependencies, ...installedPackages.devDependencies]);
  const others = packed.filter((pkg) => pkg.name.startsWith('@slashkit/') && !listed.has(pkg.name));
  const scaffolder = packed.find((pkg) => pkg.name === 'create-slashkit');
  return [
    '',
    'Until the first release, install these tarballs instead of the registry’s packages. In your project:',
    '',
    `  npm install ${installedPackages.dependencies.map(tarball).join(' ')}`,
    `  npm install --save-dev ${[...installedPackages.devDependencies.map(tarball), ...installedPackages.devTools].join(' ')}`,
    '',
    ...(others.length > 0
      ? [
          `Add the others to the first line when you use them: ${others.map((pkg) => `${pkg.tarball} (${pkg.name})`).join(', ')}.`,
          '',
        ]
      : []),
    ...(scaffolder
      ? [
          'Or create a bot project (npm create slashkit) that installs from these tarballs, then npm install and npm test in it:',
          '',
          `  npm exec --yes --package=${scaffolder.tarball} -- create-slashkit my-bot --tarballs ${outDir}`,
        ]
      : []),
  ];
}

/**
 * Builds (unless told not to) and packs every publishable package into `outDir`, then logs how to install
 * the tarballs ({@link installInstructions}).
 */
export async function packAll(outDir: string, options: { build?: boolean; log?: typeof console.log } = {}) {
  const log = options.log ?? console.log;
  const packages = publishablePackages();
  mkdirSync(outDir, { recursive: true });
  if (options.build !== false) {
    log(`building ${packages.length} packages…`);
    await buildPackages(packages, log);
  }
  const packed = await packPackages(packages, outDir);
  for (const pkg of packed) log(`  packed ${pkg.tarball}`);
  for (const line of installInstructions(packed, outDir)) log(line);
  return packed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = resolve(outIndex >= 0 ? (args[outIndex + 1] ?? '.packed') : join(repoRoot, '.packed'));
  await packAll(outDir, { build: !args.includes('--no-build') });
}
