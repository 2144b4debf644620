import { type Case, GUILD, type Harness } from '../harness.js';

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
];
