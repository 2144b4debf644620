import type { Snowflake } from '../snowflake.js';

/**
 * The body of `PATCH /guilds/{id}/members/{user_id}`: each field optional and nullable, each with the
 * permission it takes (nick: Manage Nicknames; roles: Manage Roles; mute, deaf, channel_id: the voice
 * moderation ones; communication_disabled_until: Timeout Members; flags: Manage Guild or Manage Roles).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Modify Guild Member}
 */
export interface RESTPatchAPIGuildMemberJSONBody {
  /** At most 32 characters; null or "" removes it. */
  nick?: string | null;
  /** Every role the member is to hold (replaces the list). */
  roles?: Snowflake[] | null;
  mute?: boolean | null;
  deaf?: boolean | null;
  /** The voice channel to move the member to; null disconnects them. */
  channel_id?: Snowflake | null;
  /** ISO 8601: when the member's timeout ends (at most 28 days ahead); null ends it. */
  communication_disabled_until?: string | null;
  /** Guild member flags (only BYPASSES_VERIFICATION may be set). */
  flags?: number | null;
}

/**
 * The body of `PUT /guilds/{id}/members/{user_id}`: the user's OAuth2 access token (granted `guilds.join` to
 * the bot's application), and what the new member starts with, each with the permission it takes (nick:
 * Manage Nicknames; roles: Manage Roles; mute: Mute Members; deaf: Deafen Members).
 * @see {@link https://discord.com/developers/docs/resources/guild#add-guild-member | Add Guild Member}
 */
export interface RESTPutAPIGuildMemberJSONBody {
  /** The user's access token, with `guilds.join`, of the application whose bot sends the request. */
  access_token: string;
  /** At most 32 characters. */
  nick?: string | null;
  /** The roles the member starts with. */
  roles?: Snowflake[] | null;
  mute?: boolean | null;
  deaf?: boolean | null;
  /** Guild member flags (only BYPASSES_VERIFICATION may be set). */
  flags?: number | null;
}

/**
 * The body of `PATCH /guilds/{id}/members/@me`: the bot's own nickname (Change Nickname), avatar, banner
 * and bio in the guild.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-current-member | Modify Current Member}
 */
export interface RESTPatchAPICurrentGuildMemberJSONBody {
  nick?: string | null;
  avatar?: string | null;
  banner?: string | null;
  bio?: string | null;
}

/**
 * The query of `GET /guilds/{id}/members/search`: members whose username or nickname starts with `query`.
 * @see {@link https://discord.com/developers/docs/resources/guild#search-guild-members | Search Guild Members}
 */
export interface RESTGetAPIGuildMembersSearchQuery {
  query: string;
  /** 1-1000, 1 by default. */
  limit?: number;
}
