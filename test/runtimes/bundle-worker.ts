import { join } from 'node:path';
import { build } from 'esbuild';
import { exampleDir } from './support.js';

/**
 * Bundles the example's Workers entry as a user would: one platform-neutral ESM file, everything inlined,
 * nothing external, resolved with the conditions wrangler uses (plus the workspace's source condition).
 * Resolves with the code; esbuild's errors (an unresolvable `node:` built-in, say) reject.
 */
export async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [join(exampleDir, 'src/worker.ts')],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['@slashkit/source', 'workerd', 'worker', 'browser'],
    write: false,
    outfile: 'worker.js',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output');
  return file.text;
}
