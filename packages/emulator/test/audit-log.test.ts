import { AuditLogEvent, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { recordAuditLogEntry } from '../src/audit/record-audit-log-entry.js';
import { auditLogReason } from '../src/http/audit-log-reason.js';
import { BOT, BOT_ROLE, botWorld, GENERAL, GUILD, MEMBER, OTHER_GUILD, OWNER } from './bot-world.js';
import { type Harness, start } from './harness.js';
import { connectBot, nextEvent } from './support/bot-session.js';

// The audit log: what recordAuditLogEntry keeps, GET /guilds/{id}/audit-logs reads it for a bot with View
// Audit Log, and GUILD_AUDIT_LOG_ENTRY_CREATE tells bots with GUILD_MODERATION and View Audit Log.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

function record(
  h: Harness,
  actionType: number,
  userId: string,
  targetId: string,
  reason: string | null = null,
) {
  return recordAuditLogEntry(h.emu.context, GUILD, {
    actionType: actionType as never,
    userId,
    targetId,
    reason,
  });
}

async function log(h: Harness, query = '') {
  return h.api('GET', `/guilds/${GUILD}/audit-logs${query}`);
}

describe('GET /guilds/{id}/audit-logs', () => {
  it('lists the entries newest first with the users they name; filters and pages as the service does', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ViewAuditLog) });
    const kick = record(h, AuditLogEvent.MemberKick, OWNER, MEMBER, 'spam');
    const role = record(h, AuditLogEvent.RoleCreate, BOT, BOT_ROLE);
    const update = record(h, AuditLogEvent.MemberUpdate, OWNER, MEMBER);
    const all = await log(h);
    expect(all.status).toBe(200);
    expect(all.body.audit_log_entries.map((e: { id: string }) => e.id)).toEqual([
      update.id,
      role.id,
      kick.id,
    ]);
    expect(all.body.audit_log_entries[2]).toEqual({
      id: kick.id,
      action_type: 20,
      user_id: OWNER,
      target_id: MEMBER,
      reason: 'spam',
    });
    expect(all.body.users.map((u: { id: string }) => u.id).sort()).toEqual([BOT, OWNER, MEMBER].sort());
    expect(all.body).toMatchObject({ integrations: [], threads: [], webhooks: [], application_commands: [] });
    const ids = async (query: string) =>
      (await log(h, query)).body.audit_log_entries.map((e: { id: string }) => e.id);
    expect(await ids(`?user_id=${OWNER}`)).toEqual([update.id, kick.id]);
    expect(await ids(`?action_type=${AuditLogEvent.RoleCreate}`)).toEqual([role.id]);
    expect(await ids(`?target_id=${MEMBER}&limit=1`)).toEqual([update.id]);
    expect(await ids(`?before=${update.id}`)).toEqual([role.id, kick.id]);
    // With `after`, the oldest entries after it, oldest first.
    expect(await ids(`?after=${kick.id}`)).toEqual([role.id, update.id]);
    expect(await ids(`?after=0&limit=1`)).toEqual([kick.id]);
  });

  it('refuses a bot without View Audit Log (50013), outside the guild (50001), and bad queries (50035)', async () => {
    const h = await start({ seed: botWorld() });
    expect((await log(h)).body).toMatchObject({ code: 50013 });
    expect((await h.api('GET', `/guilds/${OTHER_GUILD}/audit-logs`)).body).toMatchObject({ code: 50001 });
    expect((await h.api('GET', '/guilds/1250000000000009999/audit-logs')).body).toMatchObject({
      code: 10004,
    });
    const admin = await start({ seed: botWorld(PermissionFlags.Administrator) });
    for (const [query, path] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?action_type=9999', 'action_type'],
      ['?action_type=x', 'action_type'],
      ['?user_id=me', 'user_id'],
      ['?before=1e3', 'before'],
    ]) {
      const res = await log(admin, query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 50035, errors: { [path!]: { _errors: [expect.any(Object)] } } });
    }
  });
});

describe('GUILD_AUDIT_LOG_ENTRY_CREATE', () => {
  it('reaches a bot with GUILD_MODERATION once it holds View Audit Log, with the entry and guild_id', async () => {
    const h = await start({ gateway: patient, seed: botWorld() });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildModeration);
    record(h, AuditLogEvent.MemberKick, OWNER, MEMBER, 'not told: no View Audit Log');
    const role = h.emu.world.guild.roles.find((r) => r.id === BOT_ROLE)!;
    role.permissions = PermissionFlags.ViewAuditLog.toString();
    const told = record(h, AuditLogEvent.MemberKick, OWNER, MEMBER, 'told');
    expect(await nextEvent(client)).toMatchObject({
      t: 'GUILD_AUDIT_LOG_ENTRY_CREATE',
      d: { ...told, guild_id: GUILD },
    });
    await client.close();
  });

  it('skips a bot without the GUILD_MODERATION intent', async () => {
    const h = await start({ gateway: patient, seed: botWorld(PermissionFlags.ViewAuditLog) });
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    record(h, AuditLogEvent.MemberKick, OWNER, MEMBER);
    // A later event it does receive shows the entry was passed over, not delayed.
    h.emu.context.events.publish({
      type: 'CHANNEL_UPDATE',
      applicationId: null,
      guildId: GUILD,
      channelId: GENERAL,
      data: { id: GENERAL },
    });
    expect(await nextEvent(client)).toMatchObject({ t: 'CHANNEL_UPDATE' });
    await client.close();
  });
});

describe('X-Audit-Log-Reason', () => {
  const reasonOf = (value?: string) =>
    auditLogReason(
      new Request(
        'http://emulator/',
        value === undefined ? {} : { headers: { 'x-audit-log-reason': value } },
      ),
    );

  it('is URL-decoded, taken as it is when not percent-encoding, cut to 512 characters, null when empty', () => {
    expect(reasonOf(encodeURIComponent('Spam & ads: ✓'))).toBe('Spam & ads: ✓');
    expect(reasonOf('100% sure')).toBe('100% sure');
    expect(reasonOf('  ')).toBeNull();
    expect(reasonOf()).toBeNull();
    expect([...reasonOf(encodeURIComponent('é'.repeat(600)))!]).toHaveLength(512);
  });
});
