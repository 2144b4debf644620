import { GatewayIntentBits } from '@slashkit/api';
import { expect } from 'vitest';
import { GENERAL } from '../bot-world.js';
import { type Frame, RawClient } from '../gateway-raw-client.js';
import type { Harness, Json } from '../harness.js';

// What the emulator's resource tests do as the seeded bot: open an identified gateway session, wait for one
// dispatch, prove nothing else came, and post a message over HTTP.

/** Opens the emulator's gateway as the seeded bot with these intents (and shard) and reads up to READY. */
export async function openBotSession(
  h: Harness,
  intents: number,
  shard?: [number, number],
): Promise<{ client: RawClient; ready: Frame }> {
  const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
  await client.next(10);
  const d = { token: h.app.botToken, intents, properties: { os: 'x', browser: 'x', device: 'x' } };
  client.send({ op: 2, d: shard ? { ...d, shard } : d });
  const ready = await client.next(0);
  expect(ready.t).toBe('READY');
  return { client, ready };
}

/** The bot's gateway session after READY; by default with every intent but the privileged presence one. */
export async function connectBot(
  h: Harness,
  intents = GatewayIntentBits.Guilds |
    GatewayIntentBits.GuildMembers |
    GatewayIntentBits.GuildModeration |
    GatewayIntentBits.GuildInvites |
    GatewayIntentBits.GuildMessages |
    GatewayIntentBits.GuildMessageTyping,
): Promise<RawClient> {
  return (await openBotSession(h, intents)).client;
}

/** The next dispatch of this type, skipping the others. */
export async function nextOf(client: RawClient, type: string): Promise<Frame> {
  for (;;) {
    const frame = await client.next(0);
    if (frame.t === type) return frame;
  }
}

/** The data of the next dispatch of this type, skipping the others. */
export async function nextDispatch(client: RawClient, type: string): Promise<Json> {
  return (await nextOf(client, type)).d;
}

/** The next dispatch that is not a GUILD_CREATE of READY's guilds. */
export async function nextEvent(client: RawClient): Promise<Frame> {
  for (;;) {
    const frame = await client.next(0);
    if (frame.t !== 'GUILD_CREATE') return frame;
  }
}

/** The next `count` dispatches that are not READY's GUILD_CREATEs, as `[type, data]`. */
export async function nextEvents(client: RawClient, count: number): Promise<[string, Json][]> {
  const events: [string, Json][] = [];
  while (events.length < count) {
    const frame = await nextEvent(client);
    events.push([frame.t as string, frame.d]);
  }
  return events;
}

/** Asserts that nothing was dispatched since the last frame taken: a heartbeat's ACK comes next. */
export async function nothingBefore(client: RawClient): Promise<void> {
  client.send({ op: 1, d: null });
  expect(await client.next()).toMatchObject({ op: 11 });
}

/** The bot posts a message (in #general unless told) and gets it back. */
export async function botPost(h: Harness, content: string, channelId = GENERAL): Promise<Json> {
  const res = await h.api('POST', `/channels/${channelId}/messages`, { body: { content } });
  expect(res.status).toBe(200);
  return res.body;
}
