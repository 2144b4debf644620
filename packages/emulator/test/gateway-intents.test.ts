import { ApplicationFlags, GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, start } from './harness.js';

// Identify's intents: bits the service does not know close with 4013, privileged intents the app's flags
// do not grant with 4014 (service-facts "Gateway for every library").

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

async function identify(h: Harness, intents: number) {
  const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
  await client.next(10);
  client.send({ op: 2, d: { token: h.app.botToken, intents, properties: {} } });
  return client;
}

describe('identify intents', () => {
  it.each([
    ['bit 17 (unassigned)', 1 << 17],
    ['bit 22 (unassigned)', 1 << 22],
    ['bit 30', 2 ** 30],
    ['bit 40', 2 ** 40],
  ])('closes with 4013 on an unknown intent bit: %s', async (_, bit) => {
    const h = await start({ gateway: patient });
    // Added, not OR-ed: JavaScript's | would drop a bit above 31.
    const client = await identify(h, GatewayIntentBits.Guilds + bit);
    expect(await client.closed).toEqual({ code: 4013, reason: 'Invalid intent(s)' });
    expect(client.frames).toEqual([]);
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });

  it.each([
    ['GUILD_MEMBERS', GatewayIntentBits.GuildMembers],
    ['GUILD_PRESENCES', GatewayIntentBits.GuildPresences],
    ['MESSAGE_CONTENT', GatewayIntentBits.MessageContent],
  ])('closes with 4014 when the app flags do not grant %s', async (name, intent) => {
    const h = await start({ gateway: patient });
    const client = await identify(h, GatewayIntentBits.Guilds | intent);
    expect(await client.closed).toEqual({ code: 4014, reason: `Disallowed intent(s): ${name}` });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([]);
  });

  it('names every disallowed intent at once', async () => {
    const h = await start({ gateway: patient });
    const client = await identify(h, GatewayIntentBits.GuildMembers | GatewayIntentBits.MessageContent);
    expect((await client.closed).reason).toBe('Disallowed intent(s): GUILD_MEMBERS, MESSAGE_CONTENT');
  });

  it.each([
    [
      'the verified flags',
      ApplicationFlags.GatewayGuildMembers |
        ApplicationFlags.GatewayPresence |
        ApplicationFlags.GatewayMessageContent,
    ],
    [
      'the _LIMITED flags',
      ApplicationFlags.GatewayGuildMembersLimited |
        ApplicationFlags.GatewayPresenceLimited |
        ApplicationFlags.GatewayMessageContentLimited,
    ],
  ])('admits every known intent, privileged ones included, with %s', async (_, flags) => {
    const h = await start({ gateway: patient });
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { flags })).status).toBe(200);
    const all = Object.values(GatewayIntentBits).reduce((a, b) => a | b, 0);
    const client = await identify(h, all);
    const ready = await client.next(0);
    expect(ready.t).toBe('READY');
    expect(ready.d.application).toEqual({ id: h.app.id, flags });
    expect((await h.admin('GET', '/gateway/sessions')).body).toEqual([
      expect.objectContaining({ intents: all, connected: true }),
    ]);
    await client.close();
  });
});
