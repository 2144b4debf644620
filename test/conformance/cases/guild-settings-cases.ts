import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

const NEWBIE = '1250000000000000205';
const MEMBER_ROLE = '1250000000000000303';

// A guild's own settings (Discord's "Modify Guild", "Get Guild Preview"): the primary app's bot holds
// Manage Guild at the top; the second app's bot holds @everyone alone, for the refusals. The edit changes
// only what no later case reads (the description and the AFK timeout).

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;

export const guildSettingsCases: Case[] = [
  {
    op: 'PATCH /guilds/{guild_id}',
    status: 200,
    as: 'Bot',
    what: 'a description and a longer AFK timeout',
    run: (h) =>
      h.sdk.guilds.editGuild(
        GUILD,
        { description: 'conformance', afk_timeout: 900 },
        { reason: 'conformance' },
      ),
  },
  {
    op: 'PATCH /guilds/{guild_id}',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('PATCH', `/guilds/${GUILD}`, { authorization: secondBot(h), body: '{}' }),
  },
  {
    op: 'PATCH /guilds/{guild_id}',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an AFK timeout the service does not offer',
    run: (h) => h.raw('PATCH', `/guilds/${GUILD}`, { authorization: bot(h), body: '{"afk_timeout":42}' }),
  },
  {
    op: 'GET /guilds/{guild_id}/preview',
    status: 200,
    as: 'Bot',
    what: "the bot's own guild",
    run: (h) => h.sdk.guilds.getGuildPreview(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/preview',
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'a guild that does not exist',
    run: (h) => h.raw('GET', '/guilds/1/preview', { authorization: bot(h) }),
  },
  {
    op: 'GET /guilds/{guild_id}/prune',
    status: 200,
    as: 'Bot',
    what: 'the members idle for 30 days, the member role included',
    run: (h) => h.sdk.guilds.getGuildPruneCount(GUILD, { days: 30, includeRoles: [MEMBER_ROLE] }),
  },
  {
    op: 'GET /guilds/{guild_id}/prune',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'more days than 30',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/prune?days=31`, { authorization: bot(h) }),
  },
  {
    op: 'POST /guilds/{guild_id}/prune',
    status: 200,
    as: 'Bot',
    // The one idle member without roles posts first, so the prune removes nobody a later case needs.
    what: 'a prune that finds everyone active',
    run: async (h) => {
      await h.admin('POST', '/messages', {
        guildId: GUILD,
        channelId: GENERAL,
        authorId: NEWBIE,
        content: 'hi',
      });
      return h.sdk.guilds.beginGuildPrune(GUILD, { days: 1 }, { reason: 'conformance' });
    },
  },
  {
    op: 'POST /guilds/{guild_id}/prune',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Kick Members',
    run: (h) => h.raw('POST', `/guilds/${GUILD}/prune`, { authorization: secondBot(h), body: '{}' }),
  },
  {
    op: 'GET /guilds/{guild_id}/widget',
    status: 200,
    as: 'Bot',
    what: 'the widget settings',
    run: (h) => h.sdk.guilds.getGuildWidgetSettings(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/widget',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/widget`, { authorization: secondBot(h) }),
  },
  {
    op: 'GET /guilds/{guild_id}/widget.json',
    status: 403,
    code: 50004,
    as: 'none',
    what: 'the widget while it is off',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/widget.json`, {}),
  },
  {
    op: 'PATCH /guilds/{guild_id}/widget',
    status: 200,
    as: 'Bot',
    what: 'the widget turned on, with an invite channel',
    run: (h) =>
      h.sdk.guilds.editGuildWidgetSettings(
        GUILD,
        { enabled: true, channel_id: GENERAL },
        { reason: 'conformance' },
      ),
  },
  {
    op: 'PATCH /guilds/{guild_id}/widget',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: "a channel that is not the guild's",
    run: (h) =>
      h.raw('PATCH', `/guilds/${GUILD}/widget`, { authorization: bot(h), body: '{"channel_id":"1"}' }),
  },
  {
    op: 'GET /guilds/{guild_id}/widget.json',
    status: 200,
    as: 'none',
    what: 'the widget once it is on',
    run: (h) => h.sdk.guilds.getGuildWidget(GUILD),
  },
];
