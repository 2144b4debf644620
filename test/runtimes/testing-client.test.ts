import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RunningEmulator } from '@slashkit/emulator';
import { connectTestClient } from '@slashkit/emulator/testing';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botEnv, type RuntimeProcess, root, startBotEmulator, startRuntime } from './support.js';

// @slashkit/emulator/testing from the test runners users have besides vitest: node:test (ESM, TypeScript
// through tsx) and Jest (a CommonJS project: no transform, no VM modules, so the package's CommonJS build).
// Both get the emulator's URL by environment, as under `slashkit-emulator exec`.
const require = createRequire(import.meta.url);
const fixtures = join(import.meta.dirname, 'testing-client');
const run = promisify(execFile);

/** The testing entry's CommonJS build, as tsup makes it (esbuild, CJS). */
async function buildTestingCjs(): Promise<string> {
  const dir = join(root, 'packages/emulator/node_modules/.cache/slashkit-testing-jest');
  await mkdir(dir, { recursive: true });
  const outfile = join(dir, 'testing.cjs');
  await build({
    entryPoints: [join(root, 'packages/emulator/src/testing/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: ['@slashkit/source'],
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

let emu: RunningEmulator;
let runtime: RuntimeProcess;
let testingCjs: string;
beforeAll(async () => {
  [emu, testingCjs] = await Promise.all([startBotEmulator(), buildTestingCjs()]);
  runtime = await startRuntime(
    process.execPath,
    ['--import', 'tsx', '--conditions=@slashkit/source', 'src/node-http.ts'],
    botEnv(emu),
  );
  const client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(`${runtime.url}/interactions`);
});
afterAll(async () => {
  await runtime?.stop();
  await emu?.stop();
});

const failed = (error: { stdout?: string; stderr?: string }) => {
  throw new Error(`the runner failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
};

describe('@slashkit/emulator/testing in other test runners', () => {
  it('node:test', async () => {
    console.info(`runner under test: node:test on Node ${process.version}`);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions=@slashkit/source', '--test', join(fixtures, 'fruit.node-test.ts')],
      { cwd: root, env: { ...process.env, SLASHKIT_EMULATOR_URL: emu.url } },
    ).catch(failed);
    expect(stdout).toMatch(/# pass 2\n# fail 0/);
  });

  it('Jest (CommonJS)', async () => {
    const { version } = require('jest/package.json') as { version: string };
    console.info(`runner under test: Jest ${version} on Node ${process.version} (CommonJS, no VM modules)`);
    const config = {
      rootDir: fixtures,
      testMatch: ['**/*.test.cjs'],
      transform: {},
      testEnvironment: 'node',
    };
    const { stdout, stderr } = await run(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--ci',
        '--no-watchman',
        '--no-cache',
        '--config',
        JSON.stringify(config),
      ],
      {
        cwd: fixtures,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          SLASHKIT_TESTING_CJS: testingCjs,
          SLASHKIT_EMULATOR_URL: emu.url,
        },
      },
    ).catch(failed);
    expect(`${stdout}${stderr}`).toMatch(/Tests:\s+2 passed, 2 total/);
  });
});
