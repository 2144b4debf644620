import { RedactedMarker } from './runtime/redact-secrets.js';
import type { Snowflake } from './snowflake.js';
import { APIVersion } from './version.js';

/**
 * The path every versioned route is under, on the service's origin: `/api/v10`.
 * @example
 * `${origin}${APIBasePath}${Routes.applicationCommands(appId)}`
 */
export const APIBasePath = `/api/v${APIVersion}` as const;

/** The unversioned API path, where the service also answers a few routes (the OAuth2 keys). */
export const UnversionedAPIBasePath = '/api' as const;

/**
 * One path builder per endpoint slashkit calls or serves, relative to the API base URL
 * (`https://discord.com/api/v10`). Each returns a path beginning with `/`; {@link RouteTemplates} holds the
 * same routes with named parameters.
 * @example
 * `${DefaultBaseUrl}${Routes.applicationCommands(appId)}`
 * @see {@link https://discord.com/developers/docs/interactions/application-commands | Application commands}
 */
export const Routes = {
  /** GET list, POST create, PUT bulk overwrite of global commands. */
  applicationCommands: <A extends Snowflake>(applicationId: A) =>
    `/applications/${applicationId}/commands` as const,
  /** GET, PATCH, DELETE one global command. */
  applicationCommand: <A extends Snowflake, C extends Snowflake>(applicationId: A, commandId: C) =>
    `/applications/${applicationId}/commands/${commandId}` as const,
  /** GET list, POST create, PUT bulk overwrite of a guild's commands. */
  applicationGuildCommands: <A extends Snowflake, G extends Snowflake>(applicationId: A, guildId: G) =>
    `/applications/${applicationId}/guilds/${guildId}/commands` as const,
  /** GET, PATCH, DELETE one guild command. */
  applicationGuildCommand: <A extends Snowflake, G extends Snowflake, C extends Snowflake>(
    applicationId: A,
    guildId: G,
    commandId: C,
  ) => `/applications/${applicationId}/guilds/${guildId}/commands/${commandId}` as const,
  /** GET the permissions of every command of the app in a guild (PUT here is the disabled batch edit). */
  guildApplicationCommandsPermissions: <A extends Snowflake, G extends Snowflake>(
    applicationId: A,
    guildId: G,
  ) => `/applications/${applicationId}/guilds/${guildId}/commands/permissions` as const,
  /** GET and PUT (Bearer token only) one command's permissions in a guild. */
  applicationCommandPermissions: <A extends Snowflake, G extends Snowflake, C extends Snowflake>(
    applicationId: A,
    guildId: G,
    commandId: C,
  ) => `/applications/${applicationId}/guilds/${guildId}/commands/${commandId}/permissions` as const,
  /** POST the initial interaction response. */
  interactionCallback: <I extends Snowflake, T extends string>(interactionId: I, interactionToken: T) =>
    `/interactions/${interactionId}/${interactionToken}/callback` as const,
  /** POST a follow-up message. */
  webhook: <A extends Snowflake, T extends string>(applicationId: A, interactionToken: T) =>
    `/webhooks/${applicationId}/${interactionToken}` as const,
  /** GET, PATCH, DELETE a follow-up, or the original response with `messageId` `@original`. */
  webhookMessage: <A extends Snowflake, T extends string, M extends Snowflake | '@original'>(
    applicationId: A,
    interactionToken: T,
    messageId: M,
  ) => `/webhooks/${applicationId}/${interactionToken}/messages/${messageId}` as const,
  /** POST a token request (form-urlencoded). */
  oauth2TokenExchange: () => '/oauth2/token' as const,
  /** POST a token revocation (form-urlencoded). */
  oauth2TokenRevocation: () => '/oauth2/token/revoke' as const,
  /** GET the current user (Bot token, or Bearer with `identify`). */
  currentUser: () => '/users/@me' as const,
  /** GET a channel (guild channel, thread or DM). */
  channel: <C extends Snowflake>(channelId: C) => `/channels/${channelId}` as const,
  /** GET a channel's messages (newest first), POST a message. */
  channelMessages: <C extends Snowflake>(channelId: C) => `/channels/${channelId}/messages` as const,
  /** GET, PATCH, DELETE one message of a channel. */
  channelMessage: <C extends Snowflake, M extends Snowflake>(channelId: C, messageId: M) =>
    `/channels/${channelId}/messages/${messageId}` as const,
  /** GET a guild (`?with_counts=true` adds the counts). */
  guild: <G extends Snowflake>(guildId: G) => `/guilds/${guildId}` as const,
  /** GET a guild's channels (threads aside). */
  guildChannels: <G extends Snowflake>(guildId: G) => `/guilds/${guildId}/channels` as const,
  /** GET a guild's roles. */
  guildRoles: <G extends Snowflake>(guildId: G) => `/guilds/${guildId}/roles` as const,
  /** GET a guild's members (`?limit&after`; the app needs the GUILD_MEMBERS privilege). */
  guildMembers: <G extends Snowflake>(guildId: G) => `/guilds/${guildId}/members` as const,
  /** GET one member of a guild. */
  guildMember: <G extends Snowflake, U extends Snowflake>(guildId: G, userId: U) =>
    `/guilds/${guildId}/members/${userId}` as const,
  /** GET a user. */
  user: <U extends Snowflake>(userId: U) => `/users/${userId}` as const,
  /** GET the guilds of the current user (or bot). */
  currentUserGuilds: () => '/users/@me/guilds' as const,
  /** POST to open a DM with a user (`{ recipient_id }`). */
  currentUserChannels: () => '/users/@me/channels' as const,
  /** GET the current authorization of a Bearer token. */
  oauth2CurrentAuthorization: () => '/oauth2/@me' as const,
  /** GET the OpenID Connect claims of a Bearer token holding `openid`. */
  oauth2UserInfo: () => '/oauth2/userinfo' as const,
  /** GET the JWK set that ID tokens are signed with. */
  oauth2Keys: () => '/oauth2/keys' as const,
  /** GET the application of a Bot token. */
  currentApplication: () => '/applications/@me' as const,
  /** GET the application of a Bot token (the OAuth2 path of the same answer). */
  oauth2CurrentApplication: () => '/oauth2/applications/@me' as const,
  /** GET the gateway URL. */
  gateway: () => '/gateway' as const,
  /** GET the gateway URL with bot session information. */
  gatewayBot: () => '/gateway/bot' as const,
} as const;

/**
 * Every route of {@link Routes} as a template with named parameters, e.g.
 * `/applications/:applicationId/guilds/:guildId/commands`: what rate-limit buckets are keyed by, what the
 * emulator's router matches, and what logs show instead of a path. Built by the `Routes` builders
 * themselves, so a path and its template cannot drift apart. A parameter whose name ends in `Token` is a
 * secret (see {@link isSecretRouteParameter}).
 * @example
 * RouteTemplates.webhookMessage; // '/webhooks/:applicationId/:interactionToken/messages/:messageId'
 */
export const RouteTemplates = {
  applicationCommands: Routes.applicationCommands(':applicationId'),
  applicationCommand: Routes.applicationCommand(':applicationId', ':commandId'),
  applicationGuildCommands: Routes.applicationGuildCommands(':applicationId', ':guildId'),
  applicationGuildCommand: Routes.applicationGuildCommand(':applicationId', ':guildId', ':commandId'),
  guildApplicationCommandsPermissions: Routes.guildApplicationCommandsPermissions(
    ':applicationId',
    ':guildId',
  ),
  applicationCommandPermissions: Routes.applicationCommandPermissions(
    ':applicationId',
    ':guildId',
    ':commandId',
  ),
  interactionCallback: Routes.interactionCallback(':interactionId', ':interactionToken'),
  webhook: Routes.webhook(':applicationId', ':interactionToken'),
  webhookMessage: Routes.webhookMessage(':applicationId', ':interactionToken', ':messageId'),
  oauth2TokenExchange: Routes.oauth2TokenExchange(),
  oauth2TokenRevocation: Routes.oauth2TokenRevocation(),
  currentUser: Routes.currentUser(),
  channel: Routes.channel(':channelId'),
  channelMessages: Routes.channelMessages(':channelId'),
  channelMessage: Routes.channelMessage(':channelId', ':messageId'),
  guild: Routes.guild(':guildId'),
  guildChannels: Routes.guildChannels(':guildId'),
  guildRoles: Routes.guildRoles(':guildId'),
  guildMembers: Routes.guildMembers(':guildId'),
  guildMember: Routes.guildMember(':guildId', ':userId'),
  user: Routes.user(':userId'),
  currentUserGuilds: Routes.currentUserGuilds(),
  currentUserChannels: Routes.currentUserChannels(),
  oauth2CurrentAuthorization: Routes.oauth2CurrentAuthorization(),
  oauth2UserInfo: Routes.oauth2UserInfo(),
  oauth2Keys: Routes.oauth2Keys(),
  currentApplication: Routes.currentApplication(),
  oauth2CurrentApplication: Routes.oauth2CurrentApplication(),
  gateway: Routes.gateway(),
  gatewayBot: Routes.gatewayBot(),
} as const satisfies Record<keyof typeof Routes, string>;

/** One of {@link RouteTemplates}. */
export type RouteTemplate = (typeof RouteTemplates)[keyof typeof RouteTemplates];

/**
 * Whether a route parameter carries a secret (an interaction token): its name ends in `Token`.
 * @example
 * isSecretRouteParameter('interactionToken'); // true
 */
export function isSecretRouteParameter(name: string): boolean {
  return /token$/i.test(name);
}

/**
 * Each secret parameter of the templates, located by the literal segment before it: `webhooks` then the
 * segment two further on, `interactions` then the one two further on.
 */
const secretSegments: readonly { readonly after: string; readonly offset: number }[] = Object.freeze(
  Object.values(RouteTemplates).flatMap((template) => {
    const segments = template.split('/').filter((s) => s.length > 0);
    return segments.flatMap((segment, index) => {
      if (!segment.startsWith(':') || !isSecretRouteParameter(segment.slice(1))) return [];
      const literal = segments.slice(0, index).findLastIndex((s) => !s.startsWith(':'));
      return literal === -1 ? [] : [{ after: segments[literal]!, offset: index - literal }];
    });
  }),
);

/**
 * A request path with the secret parameters of every route template (interaction tokens) replaced by
 * `[REDACTED]`, for logs and errors. The routes are recognised anywhere in the path, case-insensitively
 * and after percent-decoding, so a path with a mistyped version, a doubled slash or an encoded segment
 * (one that would end in a 404) still never shows its token.
 * @example
 * redactRoutePath('/api/v10/webhooks/1/abc.def/messages/@original');
 * // '/api/v10/webhooks/1/[REDACTED]/messages/@original'
 */
export function redactRoutePath(path: string): string {
  const segments = path.split('/');
  // Empty segments (doubled slashes) are skipped when counting, as routers skip them when matching.
  const present = segments.flatMap((segment, index) => (segment.length > 0 ? [index] : []));
  present.forEach((index, position) => {
    const name = decodeSegment(segments[index]!).toLowerCase();
    for (const { after, offset } of secretSegments) {
      const target = present[position + offset];
      if (name === after && target !== undefined) segments[target] = RedactedMarker;
    }
  });
  return segments.join('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Paths on the service's origin, outside the versioned API.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export const OriginRoutes = {
  /** GET the OAuth2 consent page. */
  oauth2Authorization: () => '/oauth2/authorize' as const,
  /** GET the OpenID Connect discovery document. */
  openidConfiguration: () => '/.well-known/openid-configuration' as const,
} as const;
