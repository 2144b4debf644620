import { AuditLogEvent, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, GUILD } from './bot-world.js';
import { auditEntries, reason, startGuild } from './guild-admin-support.js';
import type { Json } from './harness.js';
import { connectBot, nextOf } from './support/bot-session.js';

// A guild's integrations over sockets: the apps installed there, and removing one (its bot leaves with
// it, as on the service, even the bot that asked).

const integrations = `/guilds/${GUILD}/integrations`;

describe('guild integrations', () => {
  it('lists the apps installed in the guild; removing another app takes its install away', async () => {
    const h = await startGuild();
    const activity = h.emu.world.applications[1]!;
    const list = await h.api('GET', integrations);
    expect(list.status).toBe(200);
    expect(list.body.map((i: Json) => i.id)).toEqual([BOT, activity.id]);
    expect(list.body[0]).toEqual({
      id: BOT,
      name: 'Slashkit Test App',
      type: 'discord',
      enabled: true,
      account: { id: BOT, name: 'Slashkit Test App' },
      application: {
        id: BOT,
        name: 'Slashkit Test App',
        icon: null,
        description: h.app.description,
        type: null,
        flags: h.app.flags,
        flags_new: String(h.app.flags),
        bot: expect.objectContaining({ id: BOT, bot: true }),
      },
      scopes: ['applications.commands', 'bot'],
    });
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildIntegrations);
    const res = await h.api('DELETE', `${integrations}/${activity.id}`, reason('unused'));
    expect(res.status).toBe(204);
    expect((await nextOf(client, 'GUILD_INTEGRATIONS_UPDATE')).d).toEqual({ guild_id: GUILD });
    expect((await nextOf(client, 'INTEGRATION_DELETE')).d).toEqual({
      id: activity.id,
      guild_id: GUILD,
      application_id: activity.id,
    });
    expect(activity.guildIds).not.toContain(GUILD);
    expect((await h.api('GET', integrations)).body.map((i: Json) => i.id)).toEqual([BOT]);
    const [entry] = await auditEntries(h);
    expect(entry).toMatchObject({
      action_type: AuditLogEvent.IntegrationDelete,
      target_id: activity.id,
      user_id: BOT,
      reason: 'unused',
      changes: [
        { key: 'name', old_value: 'Slashkit Activity App' },
        { key: 'type', old_value: 'discord' },
      ],
    });
    await client.close();
  });

  it("removing the bot's own integration removes the bot from the guild", async () => {
    const h = await startGuild();
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildIntegrations);
    expect((await h.api('DELETE', `${integrations}/${BOT}`)).status).toBe(204);
    expect((await nextOf(client, 'INTEGRATION_DELETE')).d.application_id).toBe(BOT);
    expect((await nextOf(client, 'GUILD_DELETE')).d).toMatchObject({ id: GUILD });
    expect(h.guild.members.some((m) => m.userId === BOT)).toBe(false);
    expect(h.app.guildIds).not.toContain(GUILD);
    const gone = await h.api('GET', integrations);
    expect([gone.status, gone.body.code]).toEqual([403, 50001]);
    const log = h.emu.context.state.auditLog.list(GUILD, { limit: 5 });
    expect(log.map((e) => [e.action_type, e.target_id])).toContainEqual([
      AuditLogEvent.IntegrationDelete,
      BOT,
    ]);
    await client.close();
  });

  it('refuses without Manage Guild and for an integration the guild does not have (10005)', async () => {
    const without = await startGuild(PermissionFlags.KickMembers);
    expect((await without.api('GET', integrations)).body.code).toBe(50013);
    expect((await without.api('DELETE', `${integrations}/${BOT}`)).body.code).toBe(50013);
    expect(without.app.guildIds).toContain(GUILD);
    const h = await startGuild();
    const unknown = await h.api('DELETE', `${integrations}/1250000000000009999`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 10005]);
    expect((await h.api('GET', integrations)).body).toHaveLength(2);
  });
});
