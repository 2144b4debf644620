import { ApplicationFlags, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { expect } from 'vitest';
import { botWorld } from './bot-world.js';
import { type Frame, RawClient } from './gateway-raw-client.js';
import { type Harness, type Json, start } from './harness.js';

// What the guild-administration tests share: the bot world with the bot's managed role (position 4: above
// admin 3, moderator 2 and member 1, below "pingable" 5) holding what a moderation bot holds, a gateway
// client that reads the events of the world, and the audit log.

export const ADMIN_ROLE = '1250000000000000301';
export const MODERATOR_ROLE = '1250000000000000302';
export const MEMBER_ROLE = '1250000000000000303';
/** The role above the bot's: out of its reach. */
export const PINGABLE_ROLE = '1250000000000000311';

/** What a moderation bot's role holds in these tests. */
export const moderatorBot =
  PermissionFlags.ViewAuditLog |
  PermissionFlags.ManageRoles |
  PermissionFlags.ManageChannels |
  PermissionFlags.ManageNicknames |
  PermissionFlags.KickMembers |
  PermissionFlags.BanMembers |
  PermissionFlags.ModerateMembers |
  PermissionFlags.ManageGuild |
  PermissionFlags.ManageMessages;

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

/**
 * An emulator of the bot world whose bot role holds `permissions` (a moderation bot's by default), its app
 * granted the GUILD_MEMBERS intent (GATEWAY_GUILD_MEMBERS), as a moderation bot's is.
 */
export function startGuild(permissions: bigint = moderatorBot): Promise<Harness> {
  const seed = botWorld(permissions);
  seed.applications[0]!.flags = (seed.applications[0]!.flags ?? 0) | ApplicationFlags.GatewayGuildMembers;
  return start({ gateway: patient, seed });
}

/** A gateway client of the primary app with every intent but the privileged presence one. */
export async function connectBot(
  h: Harness,
  intents = GatewayIntentBits.Guilds |
    GatewayIntentBits.GuildMembers |
    GatewayIntentBits.GuildModeration |
    GatewayIntentBits.GuildInvites |
    GatewayIntentBits.GuildMessages |
    GatewayIntentBits.GuildMessageTyping,
): Promise<RawClient> {
  const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
  await client.next(10);
  client.send({ op: 2, d: { token: h.app.botToken, intents, properties: {} } });
  expect((await client.next(0)).t).toBe('READY');
  return client;
}

/** The next dispatch of `type` (others, such as READY's GUILD_CREATEs, passed over). */
export async function nextOf(client: RawClient, type: string): Promise<Frame> {
  for (;;) {
    const frame = await client.next(0);
    if (frame.t === type) return frame;
  }
}

/** The next `count` dispatches that are not READY's GUILD_CREATEs, as `[type, data]`. */
export async function nextEvents(client: RawClient, count: number): Promise<[string, Json][]> {
  const events: [string, Json][] = [];
  while (events.length < count) {
    const frame = await client.next(0);
    if (frame.t !== 'GUILD_CREATE') events.push([frame.t as string, frame.d]);
  }
  return events;
}

/** The guild's audit log entries, newest first, read through the bot. */
export async function auditEntries(h: Harness, query = ''): Promise<Json[]> {
  const res = await h.api('GET', `/guilds/${h.guild.id}/audit-logs${query}`);
  expect(res.status).toBe(200);
  return res.body.audit_log_entries;
}

/** The request headers that give an audit log reason. */
export function reason(text: string): { headers: Record<string, string> } {
  return { headers: { 'x-audit-log-reason': encodeURIComponent(text) } };
}
