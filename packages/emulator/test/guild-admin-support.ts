import { ApplicationFlags, PermissionFlags } from '@slashkit/api';
import { expect } from 'vitest';
import { botWorld } from './bot-world.js';
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
