import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// Bans, invites and the guild's own settings (issue 34): the document's schemas per operation, keyed as
// operations.ts keys them.

const ban = '/guilds/{guild_id}/bans/{user_id}';
const invite = z.union([
  D.FriendInviteResponseSchema,
  D.GroupDMInviteResponseSchema,
  D.GuildInviteResponseSchema,
]);

/** The operations that moderate and manage a guild, beyond its roles, members and channels. */
export const moderationOperations: Readonly<Record<string, Operation>> = {
  'GET /guilds/{guild_id}/bans': {
    query: ['limit', 'before', 'after'],
    responses: { 200: z.array(D.GuildBanResponseSchema) },
  },
  [`GET ${ban}`]: { responses: { 200: D.GuildBanResponseSchema } },
  [`PUT ${ban}`]: { request: D.BanUserFromGuildRequestSchema, responses: { 204: null } },
  [`DELETE ${ban}`]: { responses: { 204: null } },
  'POST /guilds/{guild_id}/bulk-ban': {
    request: D.BulkBanUsersRequestSchema,
    responses: { 200: D.BulkBanUsersResponseSchema },
  },
  'POST /channels/{channel_id}/invites': {
    request: z.union([D.CreateGroupDMInviteRequestSchema, D.CreateGuildInviteRequestSchema]),
    responses: { 200: invite, 204: null },
  },
  'GET /channels/{channel_id}/invites': { responses: { 200: z.array(invite) } },
  'GET /guilds/{guild_id}/invites': { responses: { 200: z.array(invite) } },
  'GET /invites/{code}': {
    query: ['with_counts', 'guild_scheduled_event_id', 'target_channel_id', 'target_message_id'],
    responses: { 200: invite },
  },
  'DELETE /invites/{code}': { responses: { 200: invite } },
  'GET /guilds/{guild_id}/vanity-url': { responses: { 200: D.VanityURLResponseSchema } },
  'PATCH /guilds/{guild_id}': {
    request: D.GuildPatchRequestPartialSchema,
    responses: { 200: D.GuildResponseSchema },
  },
  'GET /guilds/{guild_id}/preview': { responses: { 200: D.GuildPreviewResponseSchema } },
  'GET /guilds/{guild_id}/prune': {
    query: ['days', 'include_roles'],
    responses: { 200: D.GuildPruneResponseSchema },
  },
  'GET /guilds/{guild_id}/widget': { responses: { 200: D.WidgetSettingsResponseSchema } },
  'PATCH /guilds/{guild_id}/widget': {
    // The document writes this body inline: channel_id a snowflake or null, enabled a boolean or null.
    request: z.object({
      channel_id: z.optional(z.nullable(D.SnowflakeTypeSchema)),
      enabled: z.optional(z.nullable(z.boolean())),
    }),
    responses: { 200: D.WidgetSettingsResponseSchema },
  },
  'GET /guilds/{guild_id}/widget.json': { responses: { 200: D.WidgetResponseSchema } },
  'GET /guilds/{guild_id}/welcome-screen': { responses: { 200: D.GuildWelcomeScreenResponseSchema } },
  'GET /guilds/{guild_id}/integrations': {
    responses: {
      200: z.array(
        z.union([
          D.DiscordIntegrationResponseSchema,
          D.ExternalConnectionIntegrationResponseSchema,
          D.GuildSubscriptionIntegrationResponseSchema,
        ]),
      ),
    },
  },
  'DELETE /guilds/{guild_id}/integrations/{integration_id}': { responses: { 204: null } },
  'GET /guilds/templates/{code}': { responses: { 200: D.GuildTemplateResponseSchema } },
  'GET /guilds/{guild_id}/templates': { responses: { 200: z.array(D.GuildTemplateResponseSchema) } },
  'POST /guilds/{guild_id}/templates': {
    // The document writes these bodies inline: a name of 1-100 characters, a description of at most 120.
    request: z.object({
      name: z.string(),
      description: z.optional(z.nullable(z.string())),
    }),
    responses: { 200: D.GuildTemplateResponseSchema },
  },
  'PUT /guilds/{guild_id}/templates/{code}': { responses: { 200: D.GuildTemplateResponseSchema } },
  'PATCH /guilds/{guild_id}/templates/{code}': {
    request: z.object({
      name: z.optional(z.string()),
      description: z.optional(z.nullable(z.string())),
    }),
    responses: { 200: D.GuildTemplateResponseSchema },
  },
  'DELETE /guilds/{guild_id}/templates/{code}': { responses: { 200: D.GuildTemplateResponseSchema } },
  'PUT /guilds/{guild_id}/incident-actions': {
    request: D.GuildIncidentActionsRequestSchema,
    responses: { 200: D.GuildIncidentsDataResponseSchema },
  },
  'GET /guilds/{guild_id}/onboarding': { responses: { 200: D.UserGuildOnboardingResponseSchema } },
  'PUT /guilds/{guild_id}/onboarding': {
    request: D.UpdateGuildOnboardingRequestSchema,
    responses: { 200: D.GuildOnboardingResponseSchema },
  },
  'PATCH /guilds/{guild_id}/welcome-screen': {
    request: D.WelcomeScreenPatchRequestPartialSchema,
    responses: { 200: D.GuildWelcomeScreenResponseSchema },
  },
  'POST /guilds/{guild_id}/prune': {
    request: D.PruneGuildRequestSchema,
    responses: { 200: D.GuildPruneResponseSchema },
  },
};
