import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

// AutoMod: the primary app's bot (Manage Guild, Moderate Members) makes a rule of each trigger type,
// lists, reads, edits and deletes them; the second app's bot (out of the guild by now) is refused, and a
// body over the docs' limits too.

const UNKNOWN = '1250000000000009999';
const automodRules = '/guilds/{guild_id}/auto-moderation/rules';
const rules = `/guilds/${GUILD}/auto-moderation/rules`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body: unknown, authorization: string) =>
  h.raw(method, path, { authorization, body: JSON.stringify(body) });

export const autoModerationCases: Case[] = [
  {
    op: `POST ${automodRules}`,
    status: 200,
    as: 'Bot',
    what: 'a keyword rule that blocks, alerts and times out',
    run: async (h) => {
      const made = await h.sdk.autoModeration.createRule(
        GUILD,
        {
          name: 'no spoilers',
          event_type: 1,
          trigger_type: 1,
          trigger_metadata: {
            keyword_filter: ['spoiler*'],
            regex_patterns: ['s\\d+e\\d+'],
            allow_list: ['spoilers'],
          },
          actions: [
            { type: 1, metadata: { custom_message: 'No spoilers' } },
            { type: 2, metadata: { channel_id: GENERAL } },
            { type: 3, metadata: { duration_seconds: 60 } },
          ],
          enabled: true,
        },
        { reason: 'spoilers' },
      );
      h.state.automodRule = made.id;
    },
  },
  {
    op: `POST ${automodRules}`,
    status: 200,
    as: 'Bot',
    what: 'a mention-spam rule',
    run: (h) =>
      h.sdk.autoModeration.createRule(GUILD, {
        name: 'mentions',
        event_type: 1,
        trigger_type: 5,
        trigger_metadata: { mention_total_limit: 5, mention_raid_protection_enabled: true },
        actions: [{ type: 1 }],
      }),
  },
  {
    op: `POST ${automodRules}`,
    status: 200,
    as: 'Bot',
    what: 'a keyword-preset rule',
    run: (h) =>
      h.sdk.autoModeration.createRule(GUILD, {
        name: 'presets',
        event_type: 1,
        trigger_type: 4,
        trigger_metadata: { presets: [1, 2], allow_list: ['darn'] },
        actions: [{ type: 1 }],
      }),
  },
  {
    op: `POST ${automodRules}`,
    status: 200,
    as: 'Bot',
    what: 'a spam rule',
    run: (h) =>
      h.sdk.autoModeration.createRule(GUILD, {
        name: 'spam',
        event_type: 1,
        trigger_type: 3,
        actions: [{ type: 2, metadata: { channel_id: GENERAL } }],
      }),
  },
  {
    op: `POST ${automodRules}`,
    status: 200,
    as: 'Bot',
    what: 'a member-profile rule',
    run: (h) =>
      h.sdk.autoModeration.createRule(GUILD, {
        name: 'names',
        event_type: 2,
        trigger_type: 6,
        trigger_metadata: { keyword_filter: ['admin'] },
        actions: [{ type: 4 }],
      }),
  },
  {
    op: `POST ${automodRules}`,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: "the second app's bot, which left the guild (Manage Guild is refused over sockets in the emulator's tests)",
    run: (h) =>
      json(
        h,
        'POST',
        rules,
        { name: 'x', event_type: 1, trigger_type: 5, actions: [{ type: 1 }] },
        secondBot(h),
      ),
  },
  {
    op: `POST ${automodRules}`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a name over 100 characters and no actions',
    run: (h) =>
      json(
        h,
        'POST',
        rules,
        { name: 'x'.repeat(101), event_type: 1, trigger_type: 5, actions: [] },
        `Bot ${h.emu.world.application.botToken}`,
      ),
  },
  {
    op: `GET ${automodRules}`,
    status: 200,
    as: 'Bot',
    what: "the guild's rules",
    run: (h) => h.sdk.autoModeration.getRules(GUILD),
  },
  {
    op: `GET ${automodRules}`,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: "the second app's bot, which left the guild (Manage Guild is refused over sockets in the emulator's tests)",
    run: (h) => h.raw('GET', rules, { authorization: secondBot(h) }),
  },
  {
    op: `GET ${automodRules}/{rule_id}`,
    status: 200,
    as: 'Bot',
    what: 'the rule',
    run: (h) => h.sdk.autoModeration.getRule(GUILD, h.state.automodRule!),
  },
  {
    op: `GET ${automodRules}/{rule_id}`,
    status: 404,
    as: 'Bot',
    what: 'an unknown rule',
    run: (h) =>
      h.raw('GET', `${rules}/${UNKNOWN}`, { authorization: `Bot ${h.emu.world.application.botToken}` }),
  },
  {
    op: `PATCH ${automodRules}/{rule_id}`,
    status: 200,
    as: 'Bot',
    what: 'a new name, an exempt channel, disabled',
    run: (h) =>
      h.sdk.autoModeration.editRule(
        GUILD,
        h.state.automodRule!,
        { name: 'spoilers', exempt_channels: [GENERAL], enabled: false },
        { reason: 'calmer' },
      ),
  },
  {
    op: `PATCH ${automodRules}/{rule_id}`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a pattern with look-around',
    run: (h) =>
      json(
        h,
        'PATCH',
        `${rules}/${h.state.automodRule}`,
        { trigger_metadata: { regex_patterns: ['a(?=b)'] } },
        `Bot ${h.emu.world.application.botToken}`,
      ),
  },
  {
    op: `DELETE ${automodRules}/{rule_id}`,
    status: 204,
    as: 'Bot',
    what: 'the rule',
    run: (h) => h.sdk.autoModeration.deleteRule(GUILD, h.state.automodRule!, { reason: 'done' }),
  },
  {
    op: `DELETE ${automodRules}/{rule_id}`,
    status: 404,
    as: 'Bot',
    what: 'the rule, again',
    run: (h) =>
      h.raw('DELETE', `${rules}/${h.state.automodRule}`, {
        authorization: `Bot ${h.emu.world.application.botToken}`,
      }),
  },
];
