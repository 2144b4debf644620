import type { Snowflake } from './snowflake.js';

/**
 * One path builder per endpoint of the spec and service-facts, relative to the API base URL
 * (`https://discord.com/api/v10`). Each returns a path beginning with `/`.
 * @example
 * `${DefaultBaseUrl}${Routes.applicationCommands(appId)}`
 * @see spec "Endpoints", service-facts "Endpoints left out of the spec"
 */
export const Routes = {
  /** GET list, POST create, PUT bulk overwrite of global commands. */
  applicationCommands: (applicationId: Snowflake) => `/applications/${applicationId}/commands` as const,
  /** GET, PATCH, DELETE one global command. */
  applicationCommand: (applicationId: Snowflake, commandId: Snowflake) =>
    `/applications/${applicationId}/commands/${commandId}` as const,
  /** GET list, POST create, PUT bulk overwrite of a guild's commands. */
  applicationGuildCommands: (applicationId: Snowflake, guildId: Snowflake) =>
    `/applications/${applicationId}/guilds/${guildId}/commands` as const,
  /** GET, PATCH, DELETE one guild command. */
  applicationGuildCommand: (applicationId: Snowflake, guildId: Snowflake, commandId: Snowflake) =>
    `/applications/${applicationId}/guilds/${guildId}/commands/${commandId}` as const,
  /** GET the permissions of every command of the app in a guild (PUT here is the disabled batch edit). */
  guildApplicationCommandsPermissions: (applicationId: Snowflake, guildId: Snowflake) =>
    `/applications/${applicationId}/guilds/${guildId}/commands/permissions` as const,
  /** GET and PUT (Bearer token only) one command's permissions in a guild. */
  applicationCommandPermissions: (applicationId: Snowflake, guildId: Snowflake, commandId: Snowflake) =>
    `/applications/${applicationId}/guilds/${guildId}/commands/${commandId}/permissions` as const,
  /** POST the initial interaction response. */
  interactionCallback: (interactionId: Snowflake, interactionToken: string) =>
    `/interactions/${interactionId}/${interactionToken}/callback` as const,
  /** POST a follow-up message. */
  webhook: (applicationId: Snowflake, interactionToken: string) =>
    `/webhooks/${applicationId}/${interactionToken}` as const,
  /** GET, PATCH, DELETE a follow-up, or the original response with `messageId` `@original`. */
  webhookMessage: (applicationId: Snowflake, interactionToken: string, messageId: Snowflake | '@original') =>
    `/webhooks/${applicationId}/${interactionToken}/messages/${messageId}` as const,
  /** POST a token request (form-urlencoded). */
  oauth2TokenExchange: () => '/oauth2/token' as const,
  /** POST a token revocation (form-urlencoded). */
  oauth2TokenRevocation: () => '/oauth2/token/revoke' as const,
  /** GET the current user (Bot token, or Bearer with `identify`). */
  currentUser: () => '/users/@me' as const,
  /** GET the current authorization of a Bearer token. */
  oauth2CurrentAuthorization: () => '/oauth2/@me' as const,
  /** GET the OpenID Connect claims of a Bearer token holding `openid`. */
  oauth2UserInfo: () => '/oauth2/userinfo' as const,
  /** GET the JWK set that ID tokens are signed with. */
  oauth2Keys: () => '/oauth2/keys' as const,
  /** GET the gateway URL. */
  gateway: () => '/gateway' as const,
  /** GET the gateway URL with bot session information. */
  gatewayBot: () => '/gateway/bot' as const,
} as const;

/**
 * Paths on the service's origin, outside the versioned API.
 * @see service-facts "OAuth2"
 */
export const OriginRoutes = {
  /** GET the OAuth2 consent page. */
  oauth2Authorization: () => '/oauth2/authorize' as const,
  /** GET the OpenID Connect discovery document. */
  openidConfiguration: () => '/.well-known/openid-configuration' as const,
} as const;
