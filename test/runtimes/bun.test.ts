import { execFileSync } from 'node:child_process';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  botEnv,
  expectBotWorks,
  packagedBinary,
  type RuntimeProcess,
  startBotEmulator,
  startRuntime,
} from './support.js';

// The Fetch bot on Bun (the binary of the `bun` npm package), from the TypeScript sources as they are.
const bun = packagedBinary(
  'bun',
  {
    'linux-x64': '@oven/bun-linux-x64',
    'linux-arm64': '@oven/bun-linux-aarch64',
    'darwin-x64': '@oven/bun-darwin-x64',
    'darwin-arm64': '@oven/bun-darwin-aarch64',
  },
  'bin/bun',
);

let emu: RunningEmulator;
let runtime: RuntimeProcess;
beforeAll(async () => {
  console.info(`runtime under test: Bun ${execFileSync(bun, ['--version']).toString().trim()}`);
  emu = await startBotEmulator();
  runtime = await startRuntime(bun, ['--conditions=@slashkit/source', 'src/bun.ts'], botEnv(emu));
});
afterAll(async () => {
  await runtime?.stop();
  await emu?.stop();
});

describe('the Fetch bot on Bun (Bun.serve)', () => {
  it('verifies, autocompletes, defers, edits and follows up', async () => {
    await expectBotWorks(emu, `${runtime.url}/interactions`, 'bun');
  });
});
