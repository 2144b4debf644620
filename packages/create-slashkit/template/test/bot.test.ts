// The bot against @slashkit/emulator: the whole service on this machine, so these tests need no account and
// no network. The emulator signs and delivers each interaction to the bot's webhook, as the service does;
// the test client (@slashkit/emulator/testing) acts as a user of its world, with options typed from the
// commands' builders.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  type TestClient,
} from '@slashkit/emulator/testing';
import { toNodeListener } from '@slashkit/interactions/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBot } from '../src/bot.js';
import { roll } from '../src/commands.js';
import { syncBotCommands } from '../src/sync-commands.js';

let emulator: RunningEmulator;
let client: TestClient;
let server: Server;

beforeAll(async () => {
  emulator = await startEmulator();
  const app = emulator.world.application;
  await syncBotCommands({
    applicationId: app.id,
    botToken: app.botToken,
    publicKey: app.publicKey,
    apiBaseUrl: emulator.apiBaseUrl,
    port: 0,
  });
  const bot = createBot({ publicKey: app.publicKey, random: () => 0.5 });
  server = createServer(toNodeListener(bot)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  client = await connectTestClient(emulator);
  await client.setInteractionsEndpoint(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server?.close();
  await emulator?.stop();
});

it('answers /roll', async () => {
  const result = await client.user('member').run(roll, { sides: 6 });
  assertAnswered(result); // a refusal or a failure fails here, with the emulator's reason
  expect(result.messages[0]?.content).toBe('You rolled 4.');
});

it('answers /roll loudly when asked', async () => {
  const result = await client.user('member').run(roll, { sides: 20, mood: 'loud' });
  assertAnswered(result);
  expect(result.messages[0]?.content).toBe('YOU ROLLED 11!');
});

it('never gets a die with fewer than 2 sides: the client refuses it first', async () => {
  const result = await client.user('member').run(roll, { sides: 1 });
  assertRefused(result, 'INVALID_INPUT');
  expect(result.message).toMatch(/sides/);
});
