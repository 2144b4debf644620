/**
 * The OAuth2 scopes that matter to commands and games, as the strings the service expects.
 * @example
 * args.setScopes(`${OAuth2Scopes.Identify} ${OAuth2Scopes.ApplicationsCommandsPermissionsUpdate}`);
 * @see {@link https://discord.com/developers/docs/topics/oauth2#shared-resources-oauth2-scopes | OAuth2 scopes}
 */
export const OAuth2Scopes = {
  /** Lets the app's commands be used in the guild or by the user that authorised it. */
  ApplicationsCommands: 'applications.commands',
  /** Only through client credentials: lets the app's own Bearer token manage its commands. */
  ApplicationsCommandsUpdate: 'applications.commands.update',
  /** A user's Bearer token with this scope may edit command permissions in guilds the user manages. */
  ApplicationsCommandsPermissionsUpdate: 'applications.commands.permissions.update',
  /** Adds the bot user to a guild. */
  Bot: 'bot',
  /** Reads the accounts the user connected to Discord (`GET /users/@me/connections`). */
  Connections: 'connections',
  /** Lets the app's bot add the user to a guild (`PUT /guilds/{id}/members/{user_id}` with the user's token). */
  GuildsJoin: 'guilds.join',
  /** Reads the user's member in one of their guilds (`GET /users/@me/guilds/{id}/member`). */
  GuildsMembersRead: 'guilds.members.read',
  /** Reads the user's id, name and avatar (`/users/@me`). */
  Identify: 'identify',
  /** OpenID Connect: the token answer then carries an ID token. */
  OpenId: 'openid',
  /**
   * Linked Roles: lets the app read and write the user's role connection with it
   * (`/users/@me/applications/{id}/role-connection`), on a verification page with `identify`.
   */
  RoleConnectionsWrite: 'role_connections.write',
  /** Umbrella scope: expands to every scope the social layer needs. */
  SdkSocialLayer: 'sdk.social_layer',
  /** Umbrella scope: expands to every scope presence needs. */
  SdkSocialLayerPresence: 'sdk.social_layer_presence',
} as const;

/** One of {@link OAuth2Scopes}' values. */
export type OAuth2Scope = (typeof OAuth2Scopes)[keyof typeof OAuth2Scopes];
