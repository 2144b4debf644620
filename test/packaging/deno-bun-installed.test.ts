// The Deno and Bun commands of examples/fetch-runtimes and examples/fetch-bot, as their READMEs give them for
// the packages installed from npm (the repository's commands without the flags that read the workspace's
// TypeScript sources): each example's src/ copied into the fresh project, run against the emulator.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/pack.js';
import {
  bunBinary,
  denoBinary,
  expectFetchBotWorks,
  expectLoopbackOnly,
  readmeCommand,
  startFetchBotEmulator,
  startReadmeCommand,
  workspaceFlags,
} from '../runtimes/readme-commands.js';
import { botEnv, expectBotWorks, type RuntimeProcess, startBotEmulator } from '../runtimes/support.js';

const { consumerDir } = inject('packaging');
const binaries = { bun: bunBinary(), deno: denoBinary() };

beforeAll(() => {
  for (const example of ['fetch-runtimes', 'fetch-bot'])
    cpSync(join(repoRoot, 'examples', example, 'src'), join(consumerDir, example, 'src'), {
      recursive: true,
    });
});

describe.each(['deno', 'bun'] as const)('the examples on %s, installed from npm', (program) => {
  const installed = (readme: string): string => {
    const command = readmeCommand(readme, program).replace(workspaceFlags, '');
    expect(command).not.toMatch(/sloppy|conditions/);
    return command;
  };

  describe('examples/fetch-runtimes', () => {
    let emu: RunningEmulator;
    let runtime: RuntimeProcess;
    beforeAll(async () => {
      emu = await startBotEmulator();
      runtime = await startReadmeCommand(installed('examples/fetch-runtimes/README.md'), {
        program,
        binary: binaries[program],
        cwd: join(consumerDir, 'fetch-runtimes'),
        env: botEnv(emu),
      });
    });
    afterAll(async () => {
      await runtime?.stop();
      await emu?.stop();
    });

    it('verifies, autocompletes, defers, edits and follows up, on 127.0.0.1 only', async () => {
      await expectBotWorks(emu, `${runtime.url}/interactions`, program);
      await expectLoopbackOnly(runtime.url);
    });
  });

  describe('examples/fetch-bot', () => {
    let emu: RunningEmulator;
    let runtime: RuntimeProcess;
    beforeAll(async () => {
      emu = await startFetchBotEmulator();
      runtime = await startReadmeCommand(installed('examples/fetch-bot/README.md'), {
        program,
        binary: binaries[program],
        cwd: join(consumerDir, 'fetch-bot'),
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
});
