import { ApplicationFlags, AuditLogEvent, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient } from '../src/testing/index.js';
import { ADMIN, botWorld, GENERAL, GUILD, MEMBER, NEWBIE, STAFF } from './bot-world.js';
import { auditEntries, MEMBER_ROLE, moderatorBot } from './guild-admin-support.js';
import { type Harness, type Json, start } from './harness.js';
import { connectBot, nextEvents, nextOf } from './support/bot-session.js';

// AutoMod enforcement: a member's message (admin API, test client) that a rule's trigger matches is
// blocked (400/200000), alerted in a channel (an AUTO_MODERATION_ACTION message) or answered with a timeout
// as the rule's actions say, each action told (AUTO_MODERATION_ACTION_EXECUTION) and audited; exempt
// roles, channels and managers pass; every trigger type, and patterns that would stall a backtracking engine.

const rules = `/guilds/${GUILD}/auto-moderation/rules`;
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const everyIntent =
  GatewayIntentBits.Guilds |
  GatewayIntentBits.GuildMembers |
  GatewayIntentBits.AutoModerationExecution |
  GatewayIntentBits.MessageContent;

function moderator() {
  const seed = botWorld(moderatorBot | PermissionFlags.ViewAuditLog);
  seed.applications[0]!.flags = ApplicationFlags.GatewayMessageContent | ApplicationFlags.GatewayGuildMembers;
  return start({ seed, gateway: patient });
}

async function rule(h: Harness, body: Json): Promise<Json> {
  const made = await h.api('POST', rules, { body: { name: 'rule', event_type: 1, enabled: true, ...body } });
  expect(made.status).toBe(200);
  return made.body;
}

function say(h: Harness, content: string, authorId = MEMBER, channelId = GENERAL) {
  return h.admin('POST', '/messages', { guildId: GUILD, channelId, authorId, content });
}

const block = { type: 1, metadata: { custom_message: 'Keep it clean' } };

describe('AutoMod enforcement', () => {
  it('blocks, alerts and times out on a keyword, each action told and audited, nothing posted', async () => {
    const h = await moderator();
    const client = await connectBot(h, everyIntent);
    const made = await rule(h, {
      trigger_type: 1,
      trigger_metadata: { keyword_filter: ['spoiler*'], allow_list: ['spoilers'] },
      actions: [
        block,
        { type: 2, metadata: { channel_id: STAFF } },
        { type: 3, metadata: { duration_seconds: 60 } },
      ],
    });
    const refused = await say(h, 'Spoiler: the butler did it');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 200000 });
    expect(refused.body.message).toContain('Keep it clean');
    const events = await nextEvents(client, 4);
    const executions = events.filter(([t]) => t === 'AUTO_MODERATION_ACTION_EXECUTION').map(([, d]) => d);
    expect(executions.map((d: Json) => d.action.type)).toEqual([1, 2, 3]);
    expect(executions[0]).toEqual({
      guild_id: GUILD,
      action: block,
      rule_id: made.id,
      rule_trigger_type: 1,
      user_id: MEMBER,
      channel_id: GENERAL,
      content: 'Spoiler: the butler did it',
      matched_keyword: 'spoiler*',
      matched_content: 'Spoiler',
    });
    const alertId = executions[1].alert_system_message_id;
    const staff = (await h.admin('GET', `/messages?channelId=${STAFF}`)).body;
    const alert = staff.find((m: Json) => m.id === alertId);
    expect(alert).toMatchObject({
      type: 24,
      author: { id: MEMBER },
      embeds: [{ type: 'auto_moderation_message' }],
    });
    expect(alert.embeds[0].fields).toContainEqual({ name: 'rule_name', value: 'rule', inline: false });
    const member = events.find(([t]) => t === 'GUILD_MEMBER_UPDATE')![1];
    expect(member.communication_disabled_until).toBe(new Date(Date.UTC(2025, 0, 1, 12, 1, 0)).toISOString());
    const general = (await h.admin('GET', `/messages?channelId=${GENERAL}`)).body;
    expect(general.some((m: Json) => m.content.includes('butler'))).toBe(false);
    expect((await auditEntries(h)).slice(0, 3).map((e: Json) => [e.action_type, e.options])).toEqual(
      [
        AuditLogEvent.AutoModerationUserCommunicationDisabled,
        AuditLogEvent.AutoModerationFlagToChannel,
        AuditLogEvent.AutoModerationBlockMessage,
      ].map((type) => [
        type,
        { auto_moderation_rule_name: 'rule', auto_moderation_rule_trigger_type: '1', channel_id: GENERAL },
      ]),
    );
    // An allowed word, a whole word only for a plain keyword: posted.
    expect((await say(h, 'no spoilers please', NEWBIE)).status).toBe(201);
    await client.close();
  });

  it('lets exempt roles and channels, managers and disabled rules pass', async () => {
    const h = await moderator();
    const made = await rule(h, {
      trigger_type: 1,
      trigger_metadata: { keyword_filter: ['bad'] },
      actions: [block],
    });
    expect((await say(h, 'bad', ADMIN)).status).toBe(201);
    await h.api('PATCH', `${rules}/${made.id}`, { body: { exempt_roles: [MEMBER_ROLE] } });
    expect((await say(h, 'bad')).status).toBe(201);
    await h.api('PATCH', `${rules}/${made.id}`, { body: { exempt_roles: [], exempt_channels: [GENERAL] } });
    expect((await say(h, 'bad')).status).toBe(201);
    await h.api('PATCH', `${rules}/${made.id}`, { body: { exempt_channels: [], enabled: false } });
    expect((await say(h, 'bad')).status).toBe(201);
    await h.api('PATCH', `${rules}/${made.id}`, { body: { enabled: true } });
    expect((await say(h, 'this is bad!')).status).toBe(400);
    expect((await say(h, 'badge')).status).toBe(201);
  });

  it('matches regular expressions in linear time, even those a backtracking engine stalls on', async () => {
    const h = await moderator();
    await rule(h, {
      trigger_type: 1,
      trigger_metadata: { regex_patterns: ['(a+)+$', '(x|x)*y', '(?i)s\\d+e\\d+'] },
      actions: [block],
    });
    // Each of these would take a backtracking engine longer than the test runs: here they pass at once.
    expect((await say(h, `${'a'.repeat(1900)}!`)).status).toBe(201);
    expect((await say(h, 'x'.repeat(1900))).status).toBe(201);
    const refused = await say(h, 'watching S01E02 tonight');
    expect([refused.status, refused.body.code]).toEqual([400, 200000]);
  });

  it('blocks a message with more unique mentions than allowed, and preset words', async () => {
    const h = await moderator();
    const client = await connectBot(h, everyIntent);
    await rule(h, { trigger_type: 5, trigger_metadata: { mention_total_limit: 2 }, actions: [block] });
    await rule(h, { trigger_type: 4, trigger_metadata: { presets: [1] }, actions: [block] });
    expect((await say(h, `<@${ADMIN}> <@${ADMIN}> <@${NEWBIE}>`)).status).toBe(201);
    expect((await say(h, `<@${ADMIN}> <@${NEWBIE}> <@&${MEMBER_ROLE}>`)).status).toBe(400);
    expect((await nextOf(client, 'AUTO_MODERATION_ACTION_EXECUTION')).d).toMatchObject({
      rule_trigger_type: 5,
      matched_keyword: null,
    });
    expect((await say(h, 'well damn')).status).toBe(400);
    expect((await nextOf(client, 'AUTO_MODERATION_ACTION_EXECUTION')).d).toMatchObject({
      rule_trigger_type: 4,
      matched_keyword: 'damn',
    });
    await client.close();
  });

  it('alerts on a repeated message (spam) and posts it; hides the content from a bot without MESSAGE_CONTENT', async () => {
    const h = await moderator();
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.AutoModerationExecution);
    await rule(h, { trigger_type: 3, actions: [{ type: 2, metadata: { channel_id: STAFF } }] });
    expect((await say(h, 'buy now')).status).toBe(201);
    expect((await say(h, 'Buy now')).status).toBe(201);
    const execution = (await nextOf(client, 'AUTO_MODERATION_ACTION_EXECUTION')).d;
    expect(execution).toMatchObject({ rule_trigger_type: 3, content: '', matched_content: null });
    expect(execution.alert_system_message_id).toEqual(expect.any(String));
    await client.close();
  });

  it('refuses a test client user’s blocked message as the admin API does', async () => {
    const h = await moderator();
    await rule(h, { trigger_type: 1, trigger_metadata: { keyword_filter: ['*secret*'] }, actions: [block] });
    const users = await connectTestClient(h.emu.url);
    await expect(users.user('member').in('general').say('topsecrets')).rejects.toThrow(/200000|AutoMod/);
    expect((await users.user('member').in('general').say('nothing to hide')).content).toBe('nothing to hide');
  });
});
