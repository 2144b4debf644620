// The bot against @slashkit/emulator: the whole service on this machine, so these tests need no account and
// no network. The emulator signs and delivers each interaction to the bot's webhook, like the service does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBot } from '../src/bot.js';
import { commands } from '../src/commands.js';

let emulator: RunningEmulator;
let server: Server;

async function admin(path: string, method: string, body?: unknown) {
  const response = await fetch(`${emulator.url}/_emulator${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

/** Runs a command as the seeded member in #general and returns what the bot answered. */
async function run(name: string, options: Record<string, unknown>) {
  const { guild, users } = emulator.world;
  return admin('/interactions', 'POST', {
    userId: users.find((u) => u.username === 'member')?.id,
    guildId: guild.id,
    channelId: guild.channels.find((c) => c.name === 'general')?.id,
    name,
    options,
  });
}

beforeAll(async () => {
  emulator = await startEmulator();
  const app = emulator.world.application;
  await syncCommands(new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl }), {
    applicationId: app.id,
    commands,
  });
  server = createServer(toNodeListener(createBot({ publicKey: app.publicKey, random: () => 0.5 }))).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await admin(`/applications/${app.id}`, 'PATCH', { interactionsEndpointUrl: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  server?.close();
  await emulator?.stop();
});

it('answers /roll', async () => {
  const outcome = await run('roll', { sides: 6 });
  expect(outcome.messages[0].content).toBe('You rolled 4.');
});

it('answers /roll loudly when asked', async () => {
  const outcome = await run('roll', { sides: 20, mood: 'loud' });
  expect(outcome.messages[0].content).toBe('YOU ROLLED 11!');
});

it('is refused by the emulator when an option breaks the command definition', async () => {
  const outcome = await run('roll', { sides: 'six' });
  expect(outcome.messages ?? []).toEqual([]);
});
