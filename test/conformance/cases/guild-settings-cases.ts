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
  {
    op: 'GET /guilds/{guild_id}/welcome-screen',
    status: 200,
    as: 'Bot',
    what: 'the welcome screen, never set',
    run: (h) => h.sdk.guilds.getGuildWelcomeScreen(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/welcome-screen',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild while the screen is off',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/welcome-screen`, { authorization: secondBot(h) }),
  },
  {
    op: 'PATCH /guilds/{guild_id}/welcome-screen',
    status: 200,
    as: 'Bot',
    what: 'a description and a welcome channel with a standard emoji',
    run: (h) =>
      h.sdk.guilds.editGuildWelcomeScreen(
        GUILD,
        {
          enabled: false,
          description: 'Welcome',
          welcome_channels: [{ channel_id: GENERAL, description: 'Say hello', emoji_name: '👋' }],
        },
        { reason: 'conformance' },
      ),
  },
  {
    op: 'PATCH /guilds/{guild_id}/welcome-screen',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: "a channel that is not the guild's",
    run: (h) =>
      h.raw('PATCH', `/guilds/${GUILD}/welcome-screen`, {
        authorization: bot(h),
        body: '{"welcome_channels":[{"channel_id":"1","description":"nowhere"}]}',
      }),
  },
  {
    op: 'GET /guilds/{guild_id}/onboarding',
    status: 200,
    as: 'Bot',
    what: 'the onboarding, never set',
    run: (h) => h.sdk.guilds.getGuildOnboarding(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/onboarding',
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => h.raw('GET', '/guilds/1/onboarding', { authorization: bot(h) }),
  },
  {
    op: 'PUT /guilds/{guild_id}/onboarding',
    status: 200,
    as: 'Bot',
    what: 'a prompt with two options, onboarding left off',
    run: (h) =>
      h.sdk.guilds.editGuildOnboarding(
        GUILD,
        {
          enabled: false,
          mode: 0,
          default_channel_ids: [GENERAL],
          prompts: [
            {
              id: '1250000000000009001',
              title: 'What brings you here?',
              options: [
                { title: 'Chat', channel_ids: [GENERAL], emoji_name: '💬' },
                { title: 'Lurk', description: 'Just reading' },
              ],
            },
          ],
        },
        { reason: 'conformance' },
      ),
  },
  {
    op: 'PUT /guilds/{guild_id}/onboarding',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild and Manage Roles',
    run: (h) => h.raw('PUT', `/guilds/${GUILD}/onboarding`, { authorization: secondBot(h), body: '{}' }),
  },
  {
    op: 'PUT /guilds/{guild_id}/onboarding',
    status: 400,
    code: 350000,
    as: 'Bot',
    what: 'onboarding turned on with one default channel',
    run: (h) =>
      h.raw('PUT', `/guilds/${GUILD}/onboarding`, {
        authorization: bot(h),
        body: `{"enabled":true,"default_channel_ids":["${GENERAL}"]}`,
      }),
  },
  {
    op: 'GET /guilds/{guild_id}/integrations',
    status: 200,
    as: 'Bot',
    what: 'the apps installed in the guild',
    run: (h) => h.sdk.guilds.getGuildIntegrations(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/integrations',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/integrations`, { authorization: secondBot(h) }),
  },
  {
    op: 'DELETE /guilds/{guild_id}/integrations/{integration_id}',
    status: 404,
    code: 10005,
    as: 'Bot',
    what: 'an integration the guild does not have',
    run: (h) =>
      h.raw('DELETE', `/guilds/${GUILD}/integrations/1250000000000009999`, { authorization: bot(h) }),
  },
  {
    op: 'DELETE /guilds/{guild_id}/integrations/{integration_id}',
    status: 204,
    as: 'Bot',
    what: "the second app's integration (installed again afterwards, for the later cases)",
    run: async (h) => {
      const second = h.emu.world.applications[1]!;
      await h.sdk.guilds.deleteGuildIntegration(GUILD, second.id, { reason: 'conformance' });
      await h.admin('PATCH', `/applications/${second.id}`, { guildIds: [GUILD] });
    },
  },
  {
    op: 'GET /guilds/{guild_id}/templates',
    status: 200,
    as: 'Bot',
    what: 'no template yet',
    run: (h) => h.sdk.templates.getGuildTemplates(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/templates',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/templates`, { authorization: secondBot(h) }),
  },
  {
    op: 'POST /guilds/{guild_id}/templates',
    status: 200,
    as: 'Bot',
    what: 'the guild as a template',
    run: (h) => h.sdk.templates.createGuildTemplate(GUILD, { name: 'Conformance', description: 'All of it' }),
  },
  {
    op: 'POST /guilds/{guild_id}/templates',
    status: 400,
    code: 30031,
    as: 'Bot',
    what: 'a second template',
    run: (h) =>
      h.raw('POST', `/guilds/${GUILD}/templates`, { authorization: bot(h), body: '{"name":"Two"}' }),
  },
  {
    op: 'GET /guilds/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'the template by its code',
    run: async (h) => h.sdk.templates.getGuildTemplate(await templateCode(h)),
  },
  {
    op: 'GET /guilds/templates/{code}',
    status: 404,
    code: 10057,
    as: 'Bot',
    what: 'an unknown code',
    run: (h) => h.raw('GET', '/guilds/templates/nosuchcode', { authorization: bot(h) }),
  },
  {
    op: 'PUT /guilds/{guild_id}/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'the template synced',
    run: async (h) => h.sdk.templates.syncGuildTemplate(GUILD, await templateCode(h)),
  },
  {
    op: 'PUT /guilds/{guild_id}/templates/{code}',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: async (h) =>
      h.raw('PUT', `/guilds/${GUILD}/templates/${await templateCode(h)}`, { authorization: secondBot(h) }),
  },
  {
    op: 'PATCH /guilds/{guild_id}/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'a new name, no description',
    run: async (h) =>
      h.sdk.templates.editGuildTemplate(GUILD, await templateCode(h), { name: 'Renamed', description: null }),
  },
  {
    op: 'PATCH /guilds/{guild_id}/templates/{code}',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an empty name',
    run: async (h) =>
      h.raw('PATCH', `/guilds/${GUILD}/templates/${await templateCode(h)}`, {
        authorization: bot(h),
        body: '{"name":""}',
      }),
  },
  {
    op: 'DELETE /guilds/{guild_id}/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'the template deleted',
    run: async (h) => h.sdk.templates.deleteGuildTemplate(GUILD, await templateCode(h)),
  },
  {
    op: 'DELETE /guilds/{guild_id}/templates/{code}',
    status: 404,
    code: 10057,
    as: 'Bot',
    what: 'a template that is gone',
    run: (h) => h.raw('DELETE', `/guilds/${GUILD}/templates/nosuchcode`, { authorization: bot(h) }),
  },
  {
    op: 'PUT /guilds/{guild_id}/incident-actions',
    status: 200,
    as: 'Bot',
    what: 'invites paused for an hour',
    run: (h) =>
      h.sdk.guilds.editGuildIncidentActions(GUILD, {
        invites_disabled_until: new Date(h.emu.context.clock.now() + 3_600_000).toISOString(),
        dms_disabled_until: null,
      }),
  },
  {
    op: 'PUT /guilds/{guild_id}/incident-actions',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) =>
      h.raw('PUT', `/guilds/${GUILD}/incident-actions`, { authorization: secondBot(h), body: '{}' }),
  },
];

/** The code of the guild's template, read without a request the case would record. */
async function templateCode(h: Harness): Promise<string> {
  const [template] = h.emu.context.state.guildTemplates.ofGuild(GUILD);
  if (!template) throw new Error('the guild has no template: an earlier case should have made it');
  return template.code;
}
