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

// The Fetch bot on Deno (the binary of the `deno` npm package), from the TypeScript sources and the
// workspace's node_modules. --sloppy-imports lets `./bot.js` name `./bot.ts`, as TypeScript's NodeNext does.
const deno = packagedBinary(
  'deno',
  {
    'linux-x64': '@deno/linux-x64-glibc',
    'linux-arm64': '@deno/linux-arm64-glibc',
    'darwin-x64': '@deno/darwin-x64',
    'darwin-arm64': '@deno/darwin-arm64',
  },
  'deno',
);

let emu: RunningEmulator;
let runtime: RuntimeProcess;
beforeAll(async () => {
  console.info(`runtime under test: ${execFileSync(deno, ['--version']).toString().split('\n')[0]}`);
  emu = await startBotEmulator();
  runtime = await startRuntime(
    deno,
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--no-lock',
      '--sloppy-imports',
      '--conditions=@slashkit/source',
      'src/deno.ts',
    ],
    botEnv(emu),
  );
});
afterAll(async () => {
  await runtime?.stop();
  await emu?.stop();
});

describe('the Fetch bot on Deno (Deno.serve)', () => {
  it('verifies, autocompletes, defers, edits and follows up', async () => {
    await expectBotWorks(emu, `${runtime.url}/interactions`, 'deno');
  });
});
