import type { APIDMChannel, APIPartialGuild, APIUser, Snowflake } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { ListCurrentUserGuildsOptions } from '../channel-call-options.js';

/**
 * The user methods of `REST` a bot also calls: a user, the bot's guilds, and its DM with a user.
 * @example
 * const users: UserMethods = new REST({ token });
 * @see README "Channels, guilds and users"
 */
export interface UserMethods {
  /**
   * A user (`GET /users/{user.id}`).
   * @example
   * const user = await rest.getUser(userId);
   * @see {@link https://discord.com/developers/docs/resources/user#get-user | Get User}
   */
  getUser(userId: Snowflake, options?: CallOptions): Promise<APIUser>;

  /**
   * The guilds of the client's bot (or, with a Bearer token holding `guilds`, of its user), in order of
   * guild id (`GET /users/@me/guilds`), with the caller's permissions in each.
   * @example
   * const guilds = await rest.getCurrentUserGuilds({ withCounts: true });
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-guilds | Get Current User Guilds}
   */
  getCurrentUserGuilds(options?: ListCurrentUserGuildsOptions): Promise<APIPartialGuild[]>;

  /**
   * Opens (or finds) the bot's DM with a user (`POST /users/@me/channels`); send in it with
   * `createMessage`, which needs a guild in common with the user.
   * @example
   * const dm = await rest.createDM(userId);
   * await rest.createMessage(dm.id, { content: 'Hello!' });
   * @see {@link https://discord.com/developers/docs/resources/user#create-dm | Create DM}
   */
  createDM(recipientId: Snowflake, options?: CallOptions): Promise<APIDMChannel>;
}
