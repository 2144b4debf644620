import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bunBinary,
  expectFetchBotWorks,
  expectLoopbackOnly,
  readmeCommand,
  startFetchBotEmulator,
  startReadmeCommand,
  workspaceFlags,
} from './readme-commands.js';
import {
  botEnv,
  exampleDir,
  expectBotWorks,
  type RuntimeProcess,
  root,
  startBotEmulator,
} from './support.js';

// The examples on Bun (the binary of the `bun` npm package), started by the exact commands their READMEs
// give for this repository (reading the packages' TypeScript sources). test/packaging/deno-bun-installed.test.ts
// runs the same commands without the workspace's flags, on the packages as npm installs them.
const bun = bunBinary();
const runtimesReadme = 'examples/fetch-runtimes/README.md';
const fetchBotReadme = 'examples/fetch-bot/README.md';

beforeAll(() => {
  console.info(`runtime under test: Bun ${execFileSync(bun, ['--version']).toString().trim()}`);
});

describe('examples/fetch-runtimes on Bun (Bun.serve), as its README runs it', () => {
  let emu: RunningEmulator;
  let runtime: RuntimeProcess;
  beforeAll(async () => {
    emu = await startBotEmulator();
    runtime = await startReadmeCommand(readmeCommand(runtimesReadme, 'bun'), {
      program: 'bun',
      binary: bun,
      cwd: exampleDir,
      env: botEnv(emu),
    });
  });
  afterAll(async () => {
    await runtime?.stop();
    await emu?.stop();
  });

  it('verifies, autocompletes, defers, edits and follows up, on 127.0.0.1 only', async () => {
    await expectBotWorks(emu, `${runtime.url}/interactions`, 'bun');
    await expectLoopbackOnly(runtime.url);
  });

  it("shows the same command in the README's table, without the workspace's flags", () => {
    const command = readmeCommand(runtimesReadme, 'bun').replace(workspaceFlags, '');
    expect(command).toBe('bun src/bun.ts');
    expect(readFileSync(join(root, runtimesReadme), 'utf8')).toContain(`| \`${command}\` (1) |`);
  });
});

describe('examples/fetch-bot on Bun (the module served as its default export), as its README runs it', () => {
  let emu: RunningEmulator;
  let runtime: RuntimeProcess;
  beforeAll(async () => {
    emu = await startFetchBotEmulator();
    runtime = await startReadmeCommand(readmeCommand(fetchBotReadme, 'bun'), {
      program: 'bun',
      binary: bun,
      cwd: join(root, 'examples/fetch-bot'),
      env: botEnv(emu),
    });
  });
  afterAll(async () => {
    await runtime?.stop();
    await emu?.stop();
  });

  it('answers /echo and sends its follow-up to DISCORD_API_URL, on 127.0.0.1 only', async () => {
    await expectFetchBotWorks(emu, `${runtime.url}/interactions`);
    await expectLoopbackOnly(runtime.url);
  });
});
