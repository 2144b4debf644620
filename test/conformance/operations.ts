import { documentRoute, type Endpoint } from '@slashkit/api';
import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import { conversationOperations } from './conversation-operations.js';
import { expressionOperations } from './expression-operations.js';
import { moderationOperations } from './moderation-operations.js';
import { monetizationOperations } from './monetization-operations.js';
import { roleConnectionOperations } from './role-connection-operations.js';
import { threadOperations } from './thread-operations.js';

// The one table: each operation the emulator serves under /api/v10, keyed `METHOD path-template` as
// Discord's OpenAPI document (github discord/discord-api-spec, specs/openapi.json) spells it, with the
// document's request-body schema, its documented query parameters, and its response schema per status.
// Every 4xx of the document is `ClientErrorResponse` (ErrorResponse) and 429 is `ClientRatelimitedResponse`
// (RatelimitedResponse), so those are not repeated per row. Schemas come from the `discord-api-spec`
// package (zod mini, generated from the document).

/** A schema of the document (any zod mini schema). */
export type Schema = z.ZodMiniType;

/** `null`: the status has no body (204, or the revocation's empty 200). */
export type ResponseSchema = Schema | null;

/** One operation of the table. */
export interface Operation {
  /** The request body's schema (JSON); absent for operations without a body. */
  request?: Schema;
  /** Query parameters the document lists for the operation. */
  query?: readonly string[];
  /** Response schema by 2xx status. */
  responses: Readonly<Record<number, ResponseSchema>>;
  /** The 4xx body schema, when it is not the document's ErrorResponse. */
  errors?: Schema;
  /** Set when the operation is not in the document: where its shapes come from instead. */
  notInDocument?: string;
}

const commands = z.array(D.ApplicationCommandResponseSchema);
const command = D.ApplicationCommandResponseSchema;
const message = D.MessageResponseSchema;
const webhookEdit = D.IncomingWebhookUpdateRequestPartialSchema;

// The document's request body of set_guild_application_command_permissions is inline (no named schema).
const permissionsBody = z.object({
  permissions: z.nullish(z.array(D.ApplicationCommandPermissionSchema).check(z.maxLength(100))),
});

// The document's request body of create_interaction_response: anyOf these callback requests.
const callbackBody = z.union([
  D.ApplicationCommandAutocompleteCallbackRequestSchema,
  D.CreateMessageInteractionCallbackRequestSchema,
  D.LaunchActivityInteractionCallbackRequestSchema,
  D.ModalInteractionCallbackRequestSchema,
  D.PongInteractionCallbackRequestSchema,
  D.SocialLayerSKUPurchaseEligibilityInteractionCallbackRequestSchema,
  D.UpdateMessageInteractionCallbackRequestSchema,
]);

// The token endpoint is not in the document; its shapes are service-facts "OAuth2" (RFC 6749 §5.1, §5.2).
const oauthToken = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.literal(604800),
  refresh_token: z.optional(z.string()),
  scope: z.string(),
  id_token: z.optional(z.string()),
});
const oauthError = z.object({ error: z.string(), error_description: z.string() });
const oauthFacts = 'service-facts "OAuth2" (token answer and errors, RFC 6749 §5.1-5.2)';

const commandRoutes = (base: string): Record<string, Operation> => ({
  [`GET ${base}`]: { query: ['with_localizations'], responses: { 200: commands } },
  [`POST ${base}`]: {
    request: D.ApplicationCommandCreateRequestSchema,
    responses: { 200: command, 201: command },
  },
  [`PUT ${base}`]: {
    request: z.array(D.ApplicationCommandUpdateRequestSchema).check(z.maxLength(130)),
    responses: { 200: commands },
  },
  [`GET ${base}/{command_id}`]: { responses: { 200: command } },
  [`PATCH ${base}/{command_id}`]: {
    request: D.ApplicationCommandPatchRequestPartialSchema,
    responses: { 200: command },
  },
  [`DELETE ${base}/{command_id}`]: { responses: { 204: null } },
});

const guildCommands = '/applications/{application_id}/guilds/{guild_id}/commands';

// What a slash-command bot also calls (service-facts "What a slash-command bot also calls"): channels and
// messages, guilds, members, users and DMs, as the document answers them.
const channel = z.union([
  D.GuildChannelResponseSchema,
  D.PrivateChannelResponseSchema,
  D.PrivateGroupChannelResponseSchema,
  D.ThreadResponseSchema,
]);
const channelMessage = '/channels/{channel_id}/messages/{message_id}';
const botResourceOperations: Record<string, Operation> = {
  'GET /channels/{channel_id}': { responses: { 200: channel } },
  'GET /channels/{channel_id}/messages': {
    query: ['around', 'before', 'after', 'limit'],
    responses: { 200: z.array(message) },
  },
  'POST /channels/{channel_id}/messages': {
    request: D.MessageCreateRequestSchema,
    responses: { 200: message },
  },
  [`GET ${channelMessage}`]: { responses: { 200: message } },
  [`PATCH ${channelMessage}`]: { request: D.MessageEditRequestPartialSchema, responses: { 200: message } },
  [`DELETE ${channelMessage}`]: { responses: { 204: null } },
  'GET /guilds/{guild_id}': { query: ['with_counts'], responses: { 200: D.GuildWithCountsResponseSchema } },
  'GET /guilds/{guild_id}/channels': {
    responses: { 200: z.array(z.union([D.GuildChannelResponseSchema, D.ThreadResponseSchema])) },
  },
  'GET /guilds/{guild_id}/roles': { responses: { 200: z.array(D.GuildRoleResponseSchema) } },
  'GET /guilds/{guild_id}/members': {
    query: ['limit', 'after'],
    responses: { 200: z.array(D.GuildMemberResponseSchema) },
  },
  'GET /guilds/{guild_id}/members/{user_id}': { responses: { 200: D.GuildMemberResponseSchema } },
  'GET /users/{user_id}': { responses: { 200: D.UserResponseSchema } },
  'GET /users/@me/guilds/{guild_id}/member': { responses: { 200: D.PrivateGuildMemberResponseSchema } },
  'GET /users/@me/guilds': {
    query: ['before', 'after', 'limit', 'with_counts'],
    responses: { 200: z.array(D.MyGuildResponseSchema) },
  },
  'GET /users/@me/connections': { responses: { 200: z.array(D.ConnectedAccountResponseSchema) } },
  'POST /users/@me/channels': {
    request: D.CreatePrivateChannelRequestSchema,
    responses: { 200: z.union([D.PrivateChannelResponseSchema, D.PrivateGroupChannelResponseSchema]) },
  },
};

// What moderation and management bots call: the audit log, roles, members, bans, channels, invites.
const role = D.GuildRoleResponseSchema;
const guildRole = '/guilds/{guild_id}/roles/{role_id}';
const memberRole = '/guilds/{guild_id}/members/{user_id}/roles/{role_id}';
const overwrite = '/channels/{channel_id}/permissions/{overwrite_id}';
// The document's bodies of update_guild_member and update_my_guild_member are inline (no named schema).
const nullable = <T extends Schema>(schema: T) => z.optional(z.nullable(schema));
const memberEdit = z.object({
  nick: nullable(z.string().check(z.maxLength(32))),
  roles: nullable(z.array(D.SnowflakeTypeSchema).check(z.maxLength(250))),
  mute: nullable(z.boolean()),
  deaf: nullable(z.boolean()),
  channel_id: nullable(D.SnowflakeTypeSchema),
  communication_disabled_until: nullable(z.string()),
  flags: nullable(z.number()),
});
const ownMemberEdit = z.object({
  nick: nullable(z.string().check(z.maxLength(32))),
  avatar: nullable(z.string()),
  banner: nullable(z.string()),
  bio: nullable(z.string()),
});
const guildAdminOperations: Record<string, Operation> = {
  'GET /guilds/{guild_id}/audit-logs': {
    query: ['user_id', 'target_id', 'action_type', 'before', 'after', 'limit'],
    responses: { 200: D.GuildAuditLogResponseSchema },
  },
  'POST /guilds/{guild_id}/roles': { request: D.CreateRoleRequestSchema, responses: { 200: role } },
  'PATCH /guilds/{guild_id}/roles': {
    request: z.array(D.UpdateRolePositionsRequestSchema),
    responses: { 200: z.array(role) },
  },
  'GET /guilds/{guild_id}/roles/member-counts': { responses: { 200: z.record(z.string(), z.number()) } },
  [`GET ${guildRole}`]: { responses: { 200: role } },
  [`PATCH ${guildRole}`]: { request: D.UpdateRoleRequestPartialSchema, responses: { 200: role } },
  [`DELETE ${guildRole}`]: { responses: { 204: null } },
  'GET /guilds/{guild_id}/members/search': {
    query: ['limit', 'query'],
    responses: { 200: z.array(D.GuildMemberResponseSchema) },
  },
  'PUT /guilds/{guild_id}/members/{user_id}': {
    request: D.BotAddGuildMemberRequestSchema,
    responses: { 201: D.GuildMemberResponseSchema, 204: null },
  },
  'PATCH /guilds/{guild_id}/members/{user_id}': {
    request: memberEdit,
    responses: { 200: D.GuildMemberResponseSchema },
  },
  'PATCH /guilds/{guild_id}/members/@me': {
    request: ownMemberEdit,
    responses: { 200: D.PrivateGuildMemberResponseSchema },
  },
  'PATCH /guilds/{guild_id}/members/@me/nick': {
    request: z.object({ nick: z.nullish(z.string().check(z.maxLength(32))) }),
    responses: { 200: z.object({ nick: z.nullable(z.string()) }) },
    notInDocument:
      'Discord\'s docs, Guild › Modify Current User Nick (deprecated): "Returns a 200 with the nickname on success"',
  },
  'DELETE /guilds/{guild_id}/members/{user_id}': { responses: { 204: null } },
  [`PUT ${memberRole}`]: { responses: { 204: null } },
  [`DELETE ${memberRole}`]: { responses: { 204: null } },
  'POST /guilds/{guild_id}/channels': {
    request: D.CreateGuildChannelRequestSchema,
    responses: { 201: D.GuildChannelResponseSchema },
  },
  'PATCH /guilds/{guild_id}/channels': {
    request: z.array(
      z.object({
        id: D.SnowflakeTypeSchema,
        position: nullable(z.number()),
        parent_id: nullable(D.SnowflakeTypeSchema),
        lock_permissions: nullable(z.boolean()),
      }),
    ),
    responses: { 204: null },
  },
  'PATCH /channels/{channel_id}': {
    request: z.union([D.UpdateGuildChannelRequestPartialSchema, D.UpdateThreadRequestPartialSchema]),
    responses: { 200: channel },
  },
  'DELETE /channels/{channel_id}': { responses: { 200: channel } },
  [`PUT ${overwrite}`]: {
    request: z.object({
      type: nullable(z.number()),
      allow: nullable(z.number()),
      deny: nullable(z.number()),
    }),
    responses: { 204: null },
  },
  [`DELETE ${overwrite}`]: { responses: { 204: null } },
  'POST /channels/{channel_id}/typing': { responses: { 200: D.TypingIndicatorResponseSchema, 204: null } },
  'POST /channels/{channel_id}/followers': {
    request: z.object({ webhook_channel_id: D.SnowflakeTypeSchema }),
    responses: { 200: D.ChannelFollowerResponseSchema },
  },
};
const webhook = '/webhooks/{webhook_id}/{webhook_token}';

/** Every operation the suite drives, by `METHOD template`. */
export const operations: Readonly<Record<string, Operation>> = {
  ...commandRoutes('/applications/{application_id}/commands'),
  ...commandRoutes(guildCommands),
  [`GET ${guildCommands}/permissions`]: { responses: { 200: z.array(D.CommandPermissionsResponseSchema) } },
  // Batch edit: gone from the service and from the document; only its error answer is checked.
  [`PUT ${guildCommands}/permissions`]: {
    responses: {},
    notInDocument: 'service-facts "Endpoints left out of the spec" (disabled: 405-style error body)',
  },
  [`GET ${guildCommands}/{command_id}/permissions`]: {
    responses: { 200: D.CommandPermissionsResponseSchema },
  },
  [`PUT ${guildCommands}/{command_id}/permissions`]: {
    request: permissionsBody,
    responses: { 200: D.CommandPermissionsResponseSchema },
  },
  'POST /interactions/{interaction_id}/{interaction_token}/callback': {
    request: callbackBody,
    query: ['with_response'],
    responses: { 200: D.InteractionCallbackResponseSchema, 204: null },
  },
  [`POST ${webhook}`]: {
    request: z.union([D.IncomingWebhookRequestPartialSchema, webhookEdit]),
    query: ['wait', 'thread_id', 'with_components'],
    responses: { 200: message, 204: null },
  },
  [`GET ${webhook}/messages/@original`]: { query: ['thread_id'], responses: { 200: message } },
  [`PATCH ${webhook}/messages/@original`]: {
    request: webhookEdit,
    query: ['thread_id', 'with_components'],
    responses: { 200: message },
  },
  [`DELETE ${webhook}/messages/@original`]: { query: ['thread_id'], responses: { 204: null } },
  [`GET ${webhook}/messages/{message_id}`]: { query: ['thread_id'], responses: { 200: message } },
  [`PATCH ${webhook}/messages/{message_id}`]: {
    request: webhookEdit,
    query: ['thread_id', 'with_components'],
    responses: { 200: message },
  },
  [`DELETE ${webhook}/messages/{message_id}`]: { query: ['thread_id'], responses: { 204: null } },
  'GET /users/@me': { responses: { 200: D.UserPIIResponseSchema } },
  'GET /oauth2/@me': { responses: { 200: D.OAuth2GetAuthorizationResponseSchema } },
  'GET /oauth2/keys': { responses: { 200: D.OAuth2GetKeysSchema } },
  'GET /oauth2/userinfo': { responses: { 200: D.OAuth2GetOpenIDConnectUserInfoResponseSchema } },
  'GET /applications/@me': { responses: { 200: D.PrivateApplicationResponseSchema } },
  'GET /oauth2/applications/@me': { responses: { 200: D.PrivateApplicationResponseSchema } },
  'GET /gateway': { responses: { 200: D.GatewayResponseSchema } },
  'GET /gateway/bot': { responses: { 200: D.GatewayBotResponseSchema } },
  ...botResourceOperations,
  ...expressionOperations,
  ...conversationOperations,
  ...threadOperations,
  ...guildAdminOperations,
  ...moderationOperations,
  'POST /oauth2/token': { responses: { 200: oauthToken }, errors: oauthError, notInDocument: oauthFacts },
  'POST /oauth2/token/revoke': { responses: { 200: null }, errors: oauthError, notInDocument: oauthFacts },
  ...monetizationOperations,
  ...roleConnectionOperations,
};

/**
 * The table's key of a row of `@slashkit/api`'s `Endpoints`: its method and route as the document spells
 * them (`GET /applications/{application_id}/commands`). Each key of the table is a row's (a test holds it).
 */
export function operationOf(op: Endpoint | string): string {
  return typeof op === 'string' ? op : `${op.method} ${documentRoute(op.route)}`;
}

/** The document's body of every 4xx but 429 (`ClientErrorResponse`). */
export const errorBody: Schema = D.ErrorResponseSchema;
/** The document's body of 429 (`ClientRatelimitedResponse`). */
export const rateLimitedBody: Schema = D.RatelimitedResponseSchema;

const templates = Object.keys(operations).map((key) => {
  const [method, template] = key.split(' ') as [string, string];
  return { key, method, segments: template.split('/') };
});

/**
 * The table's key for a request (`METHOD template`), or undefined when no row matches. A literal segment
 * (`@original`, `permissions`) wins over a parameter.
 */
export function operationKey(method: string, path: string): string | undefined {
  const segments = path.split('/').map((s) => decodeURIComponent(s));
  const fits = templates.filter(
    (t) =>
      t.method === method &&
      t.segments.length === segments.length &&
      t.segments.every((s, i) => s === segments[i] || (s.startsWith('{') && !segments[i]?.startsWith('@'))),
  );
  const literals = (t: (typeof fits)[number]) => t.segments.filter((s) => !s.startsWith('{')).length;
  return fits.sort((a, b) => literals(b) - literals(a))[0]?.key;
}
