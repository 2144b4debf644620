import { defineConfig } from 'tsup';
import { cleanDist, packageBuild } from '../../scripts/tsup-preset.js';

cleanDist();

// The library ships ESM + CJS; the CLI is run by bin/slashkit-emulator.mjs only, so it is ESM alone, with
// no declarations.
export default defineConfig([
  packageBuild({
    index: 'src/index.ts',
    'features/index': 'src/features/index.ts',
    'testing/index': 'src/testing/index.ts',
  }),
  packageBuild({ cli: 'src/cli.ts' }, { format: ['esm'], dts: false }),
]);
