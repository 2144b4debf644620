import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import {
  commands,
  echo,
  type ServedFetchModule,
  serveFetch,
  whereami,
  worker,
} from '@slashkit/example-fetch-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/fetch-bot against a real emulator: the `export default { fetch }` module behind the tiny
// node:http wrapper, follow-ups kept alive through waitUntil.

let emu: RunningEmulator;
let served: ServedFetchModule;
let client: TestClient;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  served = await serveFetch(worker, {
    PUBLIC_KEY: app.publicKey,
    APPLICATION_ID: app.id,
    DISCORD_API_URL: emu.apiBaseUrl,
  });
  client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(`${served.url}/interactions`);
});
afterAll(async () => {
  await served?.stop();
  await emu?.stop();
});

describe('examples/fetch-bot', () => {
  it('/echo answers inline, then sends the repeats as follow-ups', async () => {
    const member = client.user('member');
    const once = await member.run(echo, { text: 'hello' });
    assertAnswered(once);
    expect(once).toMatchObject({ delivery: 'http', respondedVia: 'inline' });
    expect(once.response).toEqual({ type: 4, data: { content: 'hello' } });

    const thrice = await member.run(echo, { text: 'again', times: 3 });
    assertAnswered(thrice);
    expect(thrice.response).toEqual({ type: 4, data: { content: 'again' } });
    const followUps = await member.waitForFollowUps(thrice, 2);
    expect([...thrice.messages, ...followUps].map((m) => m.content)).toEqual(['again', 'again', 'again']);
  });

  it('/whereami answers ephemerally with where it was run', async () => {
    const outcome = await client.user('moderator').run(whereami);
    assertAnswered(outcome);
    expect(outcome.response).toEqual({
      type: 4,
      data: { content: `📍 guild ${ids.guild}, channel ${ids.general}, locale fr`, flags: 64 },
    });
  });

  it('the module answers 404 off its route and 401 to an unsigned request', async () => {
    expect((await fetch(`${served.url}/`)).status).toBe(404);
    const unsigned = await fetch(`${served.url}/interactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":1}',
    });
    expect(unsigned.status).toBe(401);
  });
});
