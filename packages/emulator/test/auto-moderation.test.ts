import { ApplicationFlags, AuditLogEvent, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { botWorld, GENERAL, GUILD, OTHER_GUILD, STAFF } from './bot-world.js';
import { auditEntries, MEMBER_ROLE, moderatorBot } from './guild-admin-support.js';
import { type Json, start } from './harness.js';
import { connectBot, nextOf } from './support/bot-session.js';

// AutoMod rules over sockets: made, listed, read, edited and deleted with Manage Guild, their limits per
// Discord's docs (names, metadata, actions, rules per trigger type), references to the guild's own roles
// and channels, patterns the emulator can run; AUTO_MODERATION_RULE_* and the audit log; snapshots.

const rules = `/guilds/${GUILD}/auto-moderation/rules`;
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const keywordRule = {
  name: 'no spoilers',
  event_type: 1,
  trigger_type: 1,
  trigger_metadata: {
    keyword_filter: ['spoiler*'],
    regex_patterns: ['s\\d+e\\d+'],
    allow_list: ['spoilers'],
  },
  actions: [{ type: 1, metadata: { custom_message: 'No spoilers here' } }],
  enabled: true,
};

function moderator(permissions: bigint = moderatorBot | PermissionFlags.ViewAuditLog) {
  const seed = botWorld(permissions);
  seed.applications[0]!.flags = ApplicationFlags.GatewayMessageContent;
  return start({ seed, gateway: patient });
}

describe('AutoMod rules', () => {
  it('makes, lists, reads, edits and deletes a rule, each change told and audited', async () => {
    const h = await moderator();
    const client = await connectBot(
      h,
      GatewayIntentBits.Guilds | GatewayIntentBits.AutoModerationConfiguration,
    );
    const made = await h.api('POST', rules, {
      body: keywordRule,
      headers: { 'x-audit-log-reason': 'spoilers' },
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      id: expect.any(String),
      guild_id: GUILD,
      creator_id: h.app.id,
      name: 'no spoilers',
      event_type: 1,
      trigger_type: 1,
      trigger_metadata: {
        keyword_filter: ['spoiler*'],
        regex_patterns: ['s\\d+e\\d+'],
        allow_list: ['spoilers'],
      },
      actions: [{ type: 1, metadata: { custom_message: 'No spoilers here' } }],
      enabled: true,
      exempt_roles: [],
      exempt_channels: [],
    });
    const { id } = made.body;
    expect((await nextOf(client, 'AUTO_MODERATION_RULE_CREATE')).d).toEqual(made.body);
    expect((await h.api('GET', rules)).body).toEqual([made.body]);
    expect((await h.api('GET', `${rules}/${id}`)).body).toEqual(made.body);
    const edited = await h.api('PATCH', `${rules}/${id}`, {
      body: { name: 'spoilers', enabled: false, exempt_channels: [STAFF], exempt_roles: [MEMBER_ROLE] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'spoilers', enabled: false, exempt_channels: [STAFF] });
    expect((await nextOf(client, 'AUTO_MODERATION_RULE_UPDATE')).d).toEqual(edited.body);
    expect((await h.api('DELETE', `${rules}/${id}`)).status).toBe(204);
    expect((await nextOf(client, 'AUTO_MODERATION_RULE_DELETE')).d).toEqual(edited.body);
    const gone = await h.api('GET', `${rules}/${id}`);
    expect(gone.status).toBe(404);
    const entries = await auditEntries(h);
    expect(entries.slice(0, 3).map((e: Json) => [e.action_type, e.target_id])).toEqual([
      [AuditLogEvent.AutoModerationRuleDelete, id],
      [AuditLogEvent.AutoModerationRuleUpdate, id],
      [AuditLogEvent.AutoModerationRuleCreate, id],
    ]);
    expect(entries[2].reason).toBe('spoilers');
    expect(entries[1].changes).toContainEqual({
      key: 'name',
      old_value: 'no spoilers',
      new_value: 'spoilers',
    });
    await client.close();
  });

  it('fills the metadata of each trigger type, and defaults a rule to disabled', async () => {
    const h = await moderator();
    const make = (body: object) => h.api('POST', rules, { body });
    const preset = await make({
      name: 'p',
      event_type: 1,
      trigger_type: 4,
      trigger_metadata: { presets: [1, 3] },
      actions: [{ type: 1 }],
    });
    expect(preset.body).toMatchObject({
      trigger_metadata: { presets: [1, 3], allow_list: [] },
      enabled: false,
      actions: [{ type: 1, metadata: {} }],
    });
    const mentions = await make({
      name: 'm',
      event_type: 1,
      trigger_type: 5,
      trigger_metadata: { mention_total_limit: 3 },
      actions: [{ type: 3, metadata: { duration_seconds: 60 } }],
    });
    expect(mentions.body.trigger_metadata).toEqual({
      mention_total_limit: 3,
      mention_raid_protection_enabled: false,
    });
    const spam = await make({
      name: 's',
      event_type: 1,
      trigger_type: 3,
      actions: [{ type: 2, metadata: { channel_id: GENERAL } }],
    });
    expect([spam.status, spam.body.trigger_metadata]).toEqual([200, {}]);
    const profile = await make({
      name: 'u',
      event_type: 2,
      trigger_type: 6,
      trigger_metadata: { keyword_filter: ['bad'] },
      actions: [{ type: 4 }],
    });
    expect(profile.body.trigger_metadata).toEqual({
      keyword_filter: ['bad'],
      regex_patterns: [],
      allow_list: [],
    });
  });

  it('refuses without Manage Guild, in another guild, and for an unknown rule', async () => {
    const h = await moderator(PermissionFlags.ViewAuditLog);
    const refused = await h.api('POST', rules, { body: keywordRule });
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
    expect((await h.api('GET', rules)).status).toBe(403);
    const elsewhere = await h.api('GET', `/guilds/${OTHER_GUILD}/auto-moderation/rules`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 50001]);
    const h2 = await moderator();
    expect((await h2.api('GET', `${rules}/1250000000000099999`)).status).toBe(404);
  });

  it('refuses a body against the docs’ limits with every problem at its path', async () => {
    const h = await moderator();
    const bad = await h.api('POST', rules, {
      body: {
        name: 'x'.repeat(101),
        event_type: 2,
        trigger_type: 1,
        trigger_metadata: {
          keyword_filter: ['y'.repeat(61)],
          regex_patterns: ['(a', 'a(?=b)'],
          presets: [1],
        },
        actions: [
          { type: 4 },
          { type: 2, metadata: {} },
          { type: 3, metadata: { duration_seconds: 2_419_201 } },
        ],
        exempt_roles: Array.from({ length: 21 }, (_, i) => `12500000000000009${String(i).padStart(2, '0')}`),
      },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    const e = bad.body.errors;
    expect(e.name._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    expect(e.event_type._errors[0].code).toBe('AUTO_MODERATION_INVALID_FOR_TRIGGER_TYPE');
    expect(e.trigger_metadata.keyword_filter['0']._errors[0].code).toBe('BASE_TYPE_BAD_LENGTH');
    expect(e.trigger_metadata.presets._errors[0].code).toBe('AUTO_MODERATION_INVALID_FOR_TRIGGER_TYPE');
    expect(e.actions['0'].type._errors[0].code).toBe('AUTO_MODERATION_INVALID_FOR_TRIGGER_TYPE');
    expect(e.actions['1'].metadata.channel_id._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    expect(e.actions['2'].metadata.duration_seconds._errors[0].code).toBe('NUMBER_TYPE_MAX');
    expect(e.exempt_roles._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    // Patterns are checked once the body's shape is right: Rust has no look-around, and a group must close.
    const patterns = await h.api('POST', rules, {
      body: { ...keywordRule, trigger_metadata: { regex_patterns: ['ok', '(a', 'a(?=b)', '\\1'] } },
    });
    expect(Object.keys(patterns.body.errors.trigger_metadata.regex_patterns)).toEqual(['1', '2', '3']);
    expect(patterns.body.errors.trigger_metadata.regex_patterns['1']._errors[0].code).toBe(
      'AUTO_MODERATION_INVALID_REGEX',
    );
    const refs = await h.api('POST', rules, {
      body: {
        ...keywordRule,
        exempt_channels: [OTHER_GUILD],
        actions: [{ type: 2, metadata: { channel_id: OTHER_GUILD } }],
      },
    });
    expect(Object.keys(refs.body.errors)).toEqual(['exempt_channels', 'actions']);
    const changeType = await h.api('POST', rules, { body: keywordRule });
    const patch = await h.api('PATCH', `${rules}/${changeType.body.id}`, { body: { trigger_type: 5 } });
    expect(patch.body.errors.trigger_type._errors[0].code).toBe('BASE_TYPE_INVALID');
    expect((await h.api('GET', rules)).body).toHaveLength(1);
  });

  it('holds 6 keyword rules and one of each other trigger type per guild', async () => {
    const h = await moderator();
    for (let i = 0; i < 6; i++)
      expect((await h.api('POST', rules, { body: { ...keywordRule, name: `k${i}` } })).status).toBe(200);
    const seventh = await h.api('POST', rules, { body: keywordRule });
    expect(seventh.body.errors.trigger_type._errors[0].code).toBe(
      'AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED',
    );
    const mentions = { name: 'm', event_type: 1, trigger_type: 5, actions: [{ type: 1 }] };
    expect((await h.api('POST', rules, { body: mentions })).status).toBe(200);
    expect((await h.api('POST', rules, { body: mentions })).status).toBe(400);
  });

  it('needs Moderate Members for a timeout action', async () => {
    const h = await moderator(PermissionFlags.ManageGuild);
    const body = { ...keywordRule, actions: [{ type: 3, metadata: { duration_seconds: 60 } }] };
    const refused = await h.api('POST', rules, { body });
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
  });

  it('keeps the rules through a snapshot and a reset', async () => {
    const h = await moderator();
    const made = (await h.api('POST', rules, { body: keywordRule })).body;
    const snapshot = (await h.admin('GET', '/state')).body;
    expect(snapshot.autoModerationRules).toEqual([made]);
    expect((await h.admin('POST', '/reset')).status).toBeLessThan(300);
    expect((await h.api('GET', rules)).body).toEqual([]);
    expect((await h.admin('PUT', '/state', snapshot)).status).toBeLessThan(300);
    expect((await h.api('GET', rules)).body).toEqual([made]);
    const broken = structuredClone(snapshot);
    broken.autoModerationRules[0].actions = [];
    const refused = await h.admin('PUT', '/state', broken);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('autoModerationRules[0].actions');
  });
});
