// The API reference (`pnpm run docs`, out to docs/api): every entry of every publishable package, read from
// the `@slashkit/source` condition of its `exports`, so that a new package or subpath is documented (and its
// undocumented exports fail the check) without editing this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const packagesDir = join(import.meta.dirname, 'packages');

/** The TypeScript source of each export of each publishable package, relative to the repository. */
function entryPoints() {
  return readdirSync(packagesDir)
    .map((folder) => join(packagesDir, folder, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => ({
      folder: join('packages', file.split('/').at(-2)),
      manifest: JSON.parse(readFileSync(file, 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .flatMap(({ folder, manifest }) =>
      Object.values(manifest.exports ?? {})
        .map((target) => (typeof target === 'object' ? target['@slashkit/source'] : undefined))
        .filter((source) => typeof source === 'string')
        .map((source) => join(folder, source)),
    );
}

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'slashkit',
  entryPointStrategy: 'resolve',
  entryPoints: entryPoints(),
  tsconfig: 'tsconfig.docs.json',
  out: 'docs/api',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: ['Class', 'Function', 'Interface', 'TypeAlias', 'Enum', 'Variable', 'Namespace'],
  treatWarningsAsErrors: true,
  // Source links from the repository's URL, not the clone's remote (a clone without one would warn).
  disableGit: true,
  gitRevision: 'main',
  sourceLinkTemplate: 'https://github.com/slashkit/slashkit/blob/{gitRevision}/{path}#L{line}',
};
