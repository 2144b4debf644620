import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { botEnv, expectBotWorks, type RuntimeProcess, startBotEmulator, startRuntime } from './support.js';

// The Fetch bot on Node, behind each server users pick: node:http (the Node adapter), express, fastify, and
// Hono through @hono/node-server (the Fetch core). Each runs in its own Node process, as it would deployed.
let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startBotEmulator();
});
afterAll(() => emu?.stop());

describe.each(['node:http', 'express', 'fastify', 'hono'])('the Fetch bot on Node with %s', (server) => {
  let runtime: RuntimeProcess;
  beforeAll(async () => {
    console.info(`runtime under test: Node ${process.version}, ${server}`);
    const entry = `src/${server === 'node:http' ? 'node-http' : server}.ts`;
    runtime = await startRuntime(
      process.execPath,
      ['--import', 'tsx', '--conditions=@slashkit/source', entry],
      botEnv(emu),
    );
  });
  afterAll(() => runtime?.stop());

  it('verifies, autocompletes, defers, edits and follows up', async () => {
    await expectBotWorks(emu, `${runtime.url}/interactions`, server);
  });
});
