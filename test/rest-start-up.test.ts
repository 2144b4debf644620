import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { APIError, REST, type RequestEvent } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a bot reads at start-up through typed methods of @slashkit/rest, against the emulator: its own
// application and where the gateway is (service-facts "Application and identity routes", "Gateway").

let emu: RunningEmulator;
const sent: RequestEvent[] = [];
let rest: REST;

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  rest = new REST({
    token: emu.world.application.botToken,
    baseUrl: emu.apiBaseUrl,
    hooks: { onRequest: (event) => sent.push(event) },
  });
});
afterAll(async () => {
  await emu?.stop();
});

describe('@slashkit/rest at start-up', () => {
  it('getCurrentApplication(): the application of the Bot token', async () => {
    const app = emu.world.application;
    const application = await rest.applications.getCurrentApplication();
    expect(application).toMatchObject({
      id: app.id,
      name: app.name,
      verify_key: app.publicKey,
      flags: app.flags,
      bot: { id: app.bot.id, bot: true },
    });
    expect(sent.at(-1)).toMatchObject({ method: 'GET', route: '/applications/@me' });
  });

  it('getGatewayBot(): the URL, the recommended shards and the identify budget', async () => {
    const info = await rest.gateway.getGatewayBot();
    expect(info.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+/);
    expect(info.shards).toBeGreaterThanOrEqual(1);
    expect(info.session_start_limit).toMatchObject({ total: expect.any(Number), max_concurrency: 1 });
  });

  it('getGateway(): the URL, without a token', async () => {
    const anonymous = new REST({ baseUrl: emu.apiBaseUrl });
    expect((await anonymous.gateway.getGateway()).url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+/);
  });

  it('a Bearer token is refused for the application (401 as an APIError)', async () => {
    const { access_token } = await (
      await fetch(`${emu.url}/_emulator/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: '1250000000000000204', scopes: ['identify'] }),
      })
    ).json();
    const bearer = new REST({
      token: access_token,
      authPrefix: 'Bearer',
      baseUrl: emu.apiBaseUrl,
      retries: 0,
    });
    await expect(bearer.applications.getCurrentApplication()).rejects.toMatchObject({
      constructor: APIError,
      status: 401,
      route: '/applications/@me',
    });
  });
});
