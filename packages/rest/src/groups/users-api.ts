import {
  type APIApplicationRoleConnection,
  type APIConnection,
  type APICurrentUser,
  type APIDMChannel,
  type APIGuildMember,
  type APIPartialGuild,
  type APIUser,
  Endpoints,
  type RESTPatchAPICurrentUserJSONBody,
  type RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { BearerCallOptions, CallOptions } from '../call-options.js';
import type { ListCurrentUserGuildsOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * Users (`rest.users`): a user, the bot's own profile, the bot's guilds, and its DM with a user; with a
 * user's Bearer token, their member in a guild, their connected accounts and their Linked Roles connection
 * with an application.
 * @example
 * const dm = await rest.users.createDM(userId);
 * @see {@link https://discord.com/developers/docs/resources/user | User resource}
 */
export class UsersAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A user (`GET /users/{user.id}`).
   * @example
   * const user = await rest.users.getUser(userId);
   * @see {@link https://discord.com/developers/docs/resources/user#get-user | Get User}
   */
  getUser(userId: Snowflake, options?: CallOptions): Promise<APIUser> {
    return this.#core.send(Endpoints.getUser, { userId }, undefined, options);
  }

  /**
   * Edits the bot's own user (`PATCH /users/@me`): its username, and its avatar or banner as image data
   * (`data:image/png;base64,…`; null removes it). Answers the bot user; its sessions get USER_UPDATE.
   * @example
   * const me = await rest.users.editCurrentUser({ username: 'helper', avatar: 'data:image/png;base64,…' });
   * @see {@link https://discord.com/developers/docs/resources/user#modify-current-user | Modify Current User}
   */
  editCurrentUser(body: RESTPatchAPICurrentUserJSONBody, options?: CallOptions): Promise<APICurrentUser> {
    return this.#core.send(Endpoints.updateMyUser, {}, body, options);
  }

  /**
   * The guilds of the client's bot (or, with a Bearer token holding `guilds`, of its user), in order of
   * guild id (`GET /users/@me/guilds`), with the caller's permissions in each.
   * @example
   * const guilds = await rest.users.getCurrentUserGuilds({ withCounts: true });
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-guilds | Get Current User Guilds}
   */
  getCurrentUserGuilds(options: ListCurrentUserGuildsOptions = {}): Promise<APIPartialGuild[]> {
    const { before, after, limit, withCounts, ...call } = options;
    return this.#core.send(Endpoints.listMyGuilds, {}, undefined, {
      ...call,
      query: { before, after, limit, ...(withCounts ? { with_counts: true } : {}) },
    });
  }

  /**
   * The member of a Bearer token's user in one of their guilds (`GET /users/@me/guilds/{guild.id}/member`,
   * scope `guilds.members.read`): nickname, roles and join date, as a web dashboard reads them after the
   * user logged in. Pass the user's access token as `bearerToken` (a Bot token is refused before sending);
   * 10004 Unknown Guild for a guild the user is not in.
   * @example
   * const member = await rest.users.getCurrentUserGuildMember(guildId, { bearerToken: token.accessToken });
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-guild-member | Get Current User Guild Member}
   */
  getCurrentUserGuildMember(guildId: Snowflake, options?: BearerCallOptions): Promise<APIGuildMember> {
    return this.#core.send(Endpoints.getMyGuildMember, { guildId }, undefined, options);
  }

  /**
   * The accounts a Bearer token's user connected to Discord (`GET /users/@me/connections`, scope
   * `connections`): each with the service (`type`, one of `ConnectionService`), the account's id and name
   * there, whether it is verified, and who may see it (`visibility`), as a Linked Roles verification page
   * reads them. Pass the user's access token as `bearerToken` (a Bot token is refused before sending).
   * @example
   * const connections = await rest.users.getCurrentUserConnections({ bearerToken: token.accessToken });
   * const github = connections.find((c) => c.type === ConnectionService.GitHub && c.verified);
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-connections | Get Current User Connections}
   */
  getCurrentUserConnections(options?: BearerCallOptions): Promise<APIConnection[]> {
    return this.#core.send(Endpoints.listMyConnections, {}, undefined, options);
  }

  /**
   * The Linked Roles connection a Bearer token's user has with an application
   * (`GET /users/@me/applications/{application.id}/role-connection`, scope `role_connections.write`): the
   * platform's name, the user's name there and their metadata values (as strings). A user the application
   * stored nothing for reads with nulls and no metadata. Pass the user's access token as `bearerToken` (a
   * Bot token is refused before sending).
   * @example
   * const connection = await rest.users.getCurrentUserApplicationRoleConnection(appId, {
   *   bearerToken: token.accessToken,
   * });
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-application-role-connection | Get Current User Application Role Connection}
   */
  getCurrentUserApplicationRoleConnection(
    applicationId: Snowflake,
    options?: BearerCallOptions,
  ): Promise<APIApplicationRoleConnection> {
    return this.#core.send(Endpoints.getApplicationUserRoleConnection, { applicationId }, undefined, options);
  }

  /**
   * Replaces the Linked Roles connection a Bearer token's user has with an application
   * (`PUT /users/@me/applications/{application.id}/role-connection`, scope `role_connections.write`), as a
   * verification page does after the user logged in: the platform's name, the user's name there, and a
   * value for each of the application's metadata keys (strings or numbers; `1`/`0` for booleans, ISO 8601
   * for dates). Answers the connection as stored. Pass the user's access token as `bearerToken` (a Bot
   * token is refused before sending).
   * @example
   * await rest.users.updateCurrentUserApplicationRoleConnection(
   *   appId,
   *   { platform_name: 'Pizza Quest', platform_username: 'ana', metadata: { level: 12 } },
   *   { bearerToken: token.accessToken },
   * );
   * @see {@link https://discord.com/developers/docs/resources/user#update-current-user-application-role-connection | Update Current User Application Role Connection}
   */
  updateCurrentUserApplicationRoleConnection(
    applicationId: Snowflake,
    body: RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
    options?: BearerCallOptions,
  ): Promise<APIApplicationRoleConnection> {
    return this.#core.send(Endpoints.updateApplicationUserRoleConnection, { applicationId }, body, options);
  }

  /**
   * Removes the Linked Roles connection a Bearer token's user has with an application
   * (`DELETE /users/@me/applications/{application.id}/role-connection`, scope `role_connections.write`):
   * it then reads with nulls and no metadata (a route of Discord's OpenAPI document that the docs pages
   * leave out). Pass the user's access token as `bearerToken` (a Bot token is refused before sending).
   * @example
   * await rest.users.deleteCurrentUserApplicationRoleConnection(appId, { bearerToken: token.accessToken });
   * @see {@link https://discord.com/developers/docs/resources/user#application-role-connection-object | Application Role Connection object}
   */
  deleteCurrentUserApplicationRoleConnection(
    applicationId: Snowflake,
    options?: BearerCallOptions,
  ): Promise<void> {
    return this.#core.send(
      Endpoints.deleteApplicationUserRoleConnection,
      { applicationId },
      undefined,
      options,
    );
  }

  /**
   * Opens (or finds) the bot's DM with a user (`POST /users/@me/channels`); send in it with
   * `rest.messages.createMessage`, which needs a guild in common with the user.
   * @example
   * const dm = await rest.users.createDM(userId);
   * await rest.messages.createMessage(dm.id, { content: 'Hello!' });
   * @see {@link https://discord.com/developers/docs/resources/user#create-dm | Create DM}
   */
  createDM(recipientId: Snowflake, options?: CallOptions): Promise<APIDMChannel> {
    return this.#core.send(Endpoints.createDm, {}, { recipient_id: recipientId }, options);
  }

  /**
   * The bot leaves a guild (`DELETE /users/@me/guilds/{guild.id}`): its role and the app's commands there
   * go with it.
   * @example
   * await rest.users.leaveGuild(guildId);
   * @see {@link https://discord.com/developers/docs/resources/user#leave-guild | Leave Guild}
   */
  leaveGuild(guildId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#core.send(Endpoints.leaveGuild, { guildId }, undefined, options);
  }
}
