import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { type RunningExpressBot, startExpressBot, statusCommand } from '@slashkit/example-express-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/express-bot against a real emulator: the webhook mounted in express 5 beside a JSON route.

let emu: RunningEmulator;
let bot: RunningExpressBot;
let client: TestClient;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands: [statusCommand] });
  bot = await startExpressBot({
    publicKey: app.publicKey,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
  });
  // The emulator checks the URL like the service: a signed PING answered, a forged one refused with 401.
  client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(bot.interactionsUrl);
});
afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

const putStatus = (body: unknown) =>
  fetch(`${bot.url}/api/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('examples/express-bot', () => {
  it('answers /status through express, and the JSON route beside it changes the answer', async () => {
    const before = await client.user('member').run(statusCommand);
    assertAnswered(before);
    expect(before).toMatchObject({ delivery: 'http', respondedVia: 'inline' });
    expect(before.response).toEqual({ type: 4, data: { content: '📟 All systems operational' } });

    const put = await putStatus({ text: 'Deploying v1.4' });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ text: 'Deploying v1.4' });

    const after = await client.user('admin').run(statusCommand, { private: true });
    assertAnswered(after);
    expect(after.response).toEqual({ type: 4, data: { content: '📟 Deploying v1.4', flags: 64 } });
  });

  it('the JSON route parses with express.json() and refuses a bad body', async () => {
    const bad = await putStatus({ text: '' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'text: 1 to 200 characters, e.g. { "text": "Deploying v1.4" }',
    });
  });

  it('the webhook refuses a request without a valid signature', async () => {
    const res = await fetch(bot.interactionsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1 }),
    });
    expect(res.status).toBe(401);
  });
});
