// `pnpm demo [--keep-open]`: runs the guided demo and exits 0 when every step worked.
import { runDemo } from './demo.js';

await runDemo({ keepOpen: process.argv.includes('--keep-open') });
