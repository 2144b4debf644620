import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIGuild } from '../types/guild.js';
import type {
  APIGuildIncidentsData,
  RESTPutAPIGuildIncidentActionsJSONBody,
} from '../types/guild-incidents.js';
import type { APIGuildIntegration } from '../types/guild-integration.js';
import type { APIGuildOnboarding, RESTPutAPIGuildOnboardingJSONBody } from '../types/guild-onboarding.js';
import type {
  APIGuildPreview,
  APIGuildVanityUrl,
  RESTGetAPIGuildPruneCountQuery,
  RESTGetAPIGuildPruneCountResult,
  RESTPatchAPIGuildJSONBody,
  RESTPostAPIGuildPruneJSONBody,
  RESTPostAPIGuildPruneResult,
} from '../types/guild-settings.js';
import type {
  APIGuildWelcomeScreen,
  RESTPatchAPIGuildWelcomeScreenJSONBody,
} from '../types/guild-welcome-screen.js';
import type {
  APIGuildWidget,
  APIGuildWidgetSettings,
  RESTPatchAPIGuildWidgetSettingsJSONBody,
} from '../types/guild-widget.js';
import { defineEndpoint } from './define-endpoint.js';

const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * A guild's own settings beyond its roles, members and channels, limited per guild.
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export const GuildSettingsEndpoints = {
  getGuildVanityUrl: defineEndpoint<{ result: APIGuildVanityUrl }>()({
    operationId: 'get_guild_vanity_url',
    method: 'GET',
    route: '/guilds/:guildId/vanity-url',
    ...perGuild,
    replay: 'always',
  }),
  updateGuild: defineEndpoint<{ body: RESTPatchAPIGuildJSONBody; result: APIGuild }>()({
    operationId: 'update_guild',
    method: 'PATCH',
    route: '/guilds/:guildId',
    ...perGuild,
    // The same settings again change nothing.
    replay: 'always',
    reason: true,
  }),
  getGuildPreview: defineEndpoint<{ result: APIGuildPreview }>()({
    operationId: 'get_guild_preview',
    method: 'GET',
    route: '/guilds/:guildId/preview',
    ...perGuild,
    replay: 'always',
  }),
  previewPruneGuild: defineEndpoint<{
    result: RESTGetAPIGuildPruneCountResult;
    query: RESTGetAPIGuildPruneCountQuery;
  }>()({
    operationId: 'preview_prune_guild',
    method: 'GET',
    route: '/guilds/:guildId/prune',
    ...perGuild,
    replay: 'always',
    query: ['days', 'include_roles'],
  }),
  pruneGuild: defineEndpoint<{ body: RESTPostAPIGuildPruneJSONBody; result: RESTPostAPIGuildPruneResult }>()({
    operationId: 'prune_guild',
    method: 'POST',
    route: '/guilds/:guildId/prune',
    ...perGuild,
    // A second prune finds those who are left active (or idle and kept): it removes nobody twice.
    replay: 'always',
    reason: true,
  }),
  getGuildWidgetSettings: defineEndpoint<{ result: APIGuildWidgetSettings }>()({
    operationId: 'get_guild_widget_settings',
    method: 'GET',
    route: '/guilds/:guildId/widget',
    ...perGuild,
    replay: 'always',
  }),
  updateGuildWidgetSettings: defineEndpoint<{
    body: RESTPatchAPIGuildWidgetSettingsJSONBody;
    result: APIGuildWidgetSettings;
  }>()({
    operationId: 'update_guild_widget_settings',
    method: 'PATCH',
    route: '/guilds/:guildId/widget',
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  // Anyone may read a guild's widget: no credentials.
  getGuildWidget: defineEndpoint<{ result: APIGuildWidget }>()({
    operationId: 'get_guild_widget',
    method: 'GET',
    route: '/guilds/:guildId/widget.json',
    auth: ['none'],
    major: ['guildId'],
    global: true,
    replay: 'always',
  }),
  getGuildWelcomeScreen: defineEndpoint<{ result: APIGuildWelcomeScreen }>()({
    operationId: 'get_guild_welcome_screen',
    method: 'GET',
    route: '/guilds/:guildId/welcome-screen',
    ...perGuild,
    replay: 'always',
  }),
  updateGuildWelcomeScreen: defineEndpoint<{
    body: RESTPatchAPIGuildWelcomeScreenJSONBody;
    result: APIGuildWelcomeScreen;
  }>()({
    operationId: 'update_guild_welcome_screen',
    method: 'PATCH',
    route: '/guilds/:guildId/welcome-screen',
    ...perGuild,
    // The same screen again changes nothing.
    replay: 'always',
    reason: true,
  }),
  getGuildsOnboarding: defineEndpoint<{ result: APIGuildOnboarding }>()({
    operationId: 'get_guilds_onboarding',
    method: 'GET',
    route: '/guilds/:guildId/onboarding',
    ...perGuild,
    replay: 'always',
  }),
  putGuildsOnboarding: defineEndpoint<{
    body: RESTPutAPIGuildOnboardingJSONBody;
    result: APIGuildOnboarding;
  }>()({
    operationId: 'put_guilds_onboarding',
    method: 'PUT',
    route: '/guilds/:guildId/onboarding',
    ...perGuild,
    // The same onboarding again changes nothing (new options get their ids the first time).
    replay: 'always',
    reason: true,
  }),
  listGuildIntegrations: defineEndpoint<{ result: APIGuildIntegration[] }>()({
    operationId: 'list_guild_integrations',
    method: 'GET',
    route: '/guilds/:guildId/integrations',
    ...perGuild,
    replay: 'always',
  }),
  deleteGuildIntegration: defineEndpoint()({
    operationId: 'delete_guild_integration',
    method: 'DELETE',
    route: '/guilds/:guildId/integrations/:integrationId',
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownIntegration,
    reason: true,
  }),
  updateGuildIncidentActions: defineEndpoint<{
    body: RESTPutAPIGuildIncidentActionsJSONBody;
    result: APIGuildIncidentsData;
  }>()({
    operationId: 'update_guild_incident_actions',
    method: 'PUT',
    route: '/guilds/:guildId/incident-actions',
    ...perGuild,
    // The same times again change nothing.
    replay: 'always',
  }),
} as const;
