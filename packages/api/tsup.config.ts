import { defineConfig } from 'tsup';
import { cleanDist, packageBuild } from '../../scripts/tsup-preset.js';
import { zodGuard } from '../../scripts/zod-guard.js';

cleanDist();

export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      'validation/index': 'src/validation/index.ts',
      'schemas/index': 'src/schemas/index.ts',
    },
    { esbuildPlugins: [zodGuard()], noExternal: ['zod'] },
  ),
);
