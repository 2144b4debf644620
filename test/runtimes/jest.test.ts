import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RunningEmulator } from '@slashkit/emulator';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from '../examples-support.js';
import { root, startBotEmulator } from './support.js';

// @slashkit/rest under Jest as a CommonJS project runs it: Jest evaluates modules in a VM context without
// a dynamic-import callback, so `import('undici')` rejects (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). The
// client must fall back to fetch rather than report a network error.
const require = createRequire(import.meta.url);
const jestBin = require.resolve('jest/bin/jest');
const fixture = join(import.meta.dirname, 'jest');

/**
 * The package's CommonJS build, as tsup makes it (esbuild, CJS, dependencies external), written into the
 * package's own node_modules so that `undici` resolves from it as it would once installed.
 */
async function buildRestCjs(): Promise<string> {
  const dir = join(root, 'packages/rest/node_modules/.cache/slashkit-jest');
  await mkdir(dir, { recursive: true });
  const outfile = join(dir, 'rest.cjs');
  await build({
    entryPoints: [join(root, 'packages/rest/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['undici'],
    conditions: ['@slashkit/source'],
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

let emu: RunningEmulator;
let restCjs: string;
beforeAll(async () => {
  const { version } = require('jest/package.json') as { version: string };
  console.info(`runtime under test: Jest ${version} on Node ${process.version} (CommonJS, no VM modules)`);
  [emu, restCjs] = await Promise.all([startBotEmulator(), buildRestCjs()]);
});
afterAll(() => emu?.stop());

describe('@slashkit/rest under Jest', () => {
  it('falls back to fetch where import("undici") is refused', async () => {
    const app = emu.world.application;
    const config = { rootDir: fixture, testMatch: ['**/*.test.cjs'], transform: {}, testEnvironment: 'node' };
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [jestBin, '--ci', '--no-watchman', '--no-cache', '--config', JSON.stringify(config)],
      {
        cwd: fixture,
        env: {
          ...process.env,
          NODE_OPTIONS: '', // no --experimental-vm-modules, nor anything vitest set
          SLASHKIT_REST_CJS: restCjs,
          API_BASE_URL: emu.apiBaseUrl,
          BOT_TOKEN: app.botToken,
          APPLICATION_ID: app.id,
          GUILD_ID: ids.guild,
        },
      },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`jest failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(`${stdout}${stderr}`).toMatch(/Tests:\s+3 passed, 3 total/);
  });
});
