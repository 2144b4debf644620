import { defineConfig } from 'tsup';
import { cleanDist, packageBuild } from '../../scripts/tsup-preset.js';

cleanDist();

export default defineConfig(packageBuild({ index: 'src/index.ts', 'store/index': 'src/store/index.ts' }));
