import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;

// What a guild shows newcomers and holds beyond its channels and roles (Discord's welcome screen,
// onboarding, integrations and incident actions): the primary app's bot holds Manage Guild and Manage
// Roles at the top; the second app's bot holds `@everyone` alone, for the refusals. Onboarding stays off and
// the second app's integration, once deleted, is installed again, for the later cases.

export const guildScreenCases: Case[] = [
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
