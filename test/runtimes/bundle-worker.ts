import { join } from 'node:path';
import { build, type Platform } from 'esbuild';
import { exampleDir } from './support.js';

/** Where the Workers entry is and how to resolve what it imports. */
export interface BundleWorkerOptions {
  /** The entry to bundle; the example's `src/worker.ts` by default. */
  readonly entry?: string;
  /**
   * Also resolve the workspace's `@slashkit/source` condition (the packages' TypeScript sources). Off when
   * bundling packages installed from their tarballs, which resolve as a user's do.
   */
  readonly workspaceSources?: boolean;
  /**
   * `neutral` with the conditions wrangler resolves (`workerd`, `worker`, `browser`), or `browser`, a plain
   * esbuild browser bundle with its default conditions and main fields.
   */
  readonly platform?: Extract<Platform, 'neutral' | 'browser'>;
}

/**
 * Bundles a Workers entry as a user would: one ESM file, everything inlined, nothing external. Resolves
 * with the code; esbuild's errors (an unresolvable `node:` built-in, a `require` of one) reject.
 */
export async function bundleWorker(options: BundleWorkerOptions = {}): Promise<string> {
  const platform = options.platform ?? 'neutral';
  const source = options.workspaceSources === false ? [] : ['@slashkit/source'];
  const result = await build({
    entryPoints: [options.entry ?? join(exampleDir, 'src/worker.ts')],
    bundle: true,
    platform,
    format: 'esm',
    target: 'es2022',
    ...(platform === 'neutral'
      ? { mainFields: ['module', 'main'], conditions: [...source, 'workerd', 'worker', 'browser'] }
      : { conditions: source }),
    write: false,
    outfile: 'worker.js',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output');
  return file.text;
}

/** What must never be in a Workers bundle: a `node:` import or require, undici, tweetnacl. */
export const forbiddenInWorkerBundle = {
  nodeBuiltins: /from\s*["']node:|require\(["'](crypto|node:)/,
  undici: 'class UndiciError',
  tweetnacl: 'crypto_sign_open',
} as const;
