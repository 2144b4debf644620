// The one build recipe of the published packages: ESM + CJS + declarations, no source maps (the sources
// do not ship, so a map would point at nothing), and a CJS build that loads its optional and sibling
// packages with `require`, never with `import()`.
import { rmSync } from 'node:fs';
import type { Options } from 'tsup';

/**
 * tsup options for one package's entries. The output folder is emptied once, here, rather than with tsup's
 * `clean` option, because a package with several configs (the emulator's ESM-only CLI) builds them in
 * parallel and one config's clean would race the other's output.
 */
export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    target: 'node20',
    esbuildOptions(options, context) {
      // In CJS, esbuild keeps `import('x')` as a real dynamic import, which loads x's ESM copy: an
      // `APIError` thrown by that copy of @slashkit/rest would fail `instanceof` against the CJS class the
      // user imported. Lowering `import()` to `require()` keeps a CJS program on CJS copies throughout.
      if (context.format === 'cjs') options.supported = { ...options.supported, 'dynamic-import': false };
    },
    ...overrides,
  };
}

/**
 * Empties `dist` before a build (see {@link packageBuild} for why this is not tsup's `clean`). A build into
 * another directory (a test building a scratch copy, with `SLASHKIT_SCRATCH_BUILD=1`) leaves `dist` alone:
 * other tests may be reading it at that moment.
 */
export function cleanDist(): void {
  if (process.env.SLASHKIT_SCRATCH_BUILD === '1') return;
  rmSync('dist', { recursive: true, force: true });
}
