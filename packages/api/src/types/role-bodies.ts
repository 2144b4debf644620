import type { Snowflake } from '../snowflake.js';

/**
 * A role's colours in a request: `primary_color` is the role's colour; a secondary one makes a gradient
 * and a tertiary one a holographic style (guilds with ENHANCED_ROLE_COLORS).
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object-role-colors-object | Role colors object}
 */
export interface RESTAPIRoleColors {
  primary_color: number;
  secondary_color?: number | null;
  tertiary_color?: number | null;
}

/**
 * The body of `POST /guilds/{id}/roles`: every field optional ("new role", @everyone's permissions, no
 * colour, not hoisted nor mentionable by default).
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-role | Create Guild Role}
 */
export interface RESTPostAPIGuildRoleJSONBody {
  /** At most 100 characters. */
  name?: string | null;
  /** A decimal permission bit set. */
  permissions?: string | null;
  /** Deprecated: `colors.primary_color`. */
  color?: number | null;
  colors?: RESTAPIRoleColors | null;
  hoist?: boolean | null;
  /** Image data (`data:image/png;base64,…`), for guilds with ROLE_ICONS. */
  icon?: string | null;
  unicode_emoji?: string | null;
  mentionable?: boolean | null;
}

/**
 * The body of `PATCH /guilds/{id}/roles/{role_id}`: the fields to change, each optional and nullable.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role | Modify Guild Role}
 */
export type RESTPatchAPIGuildRoleJSONBody = RESTPostAPIGuildRoleJSONBody;

/**
 * The body of `PATCH /guilds/{id}/roles`: the roles to move and their new positions (roles with the
 * same position are sorted by id).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-role-positions | Modify Guild Role Positions}
 */
export type RESTPatchAPIGuildRolePositionsJSONBody = { id: Snowflake; position?: number | null }[];

/**
 * What `GET /guilds/{id}/roles/member-counts` answers: how many members hold each role, by role id
 * (@everyone left out).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-role-member-counts | Get Guild Role Member Counts}
 */
export type RESTGetAPIGuildRoleMemberCountsResult = Record<Snowflake, number>;
