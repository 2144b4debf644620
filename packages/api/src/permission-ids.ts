import type { Snowflake } from './snowflake.js';

/**
 * The permission-overwrite id that stands for every member of a guild (@everyone): the guild id itself.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-application-command-permissions-structure | Application command permissions structure}, constants for `id`
 */
export function everyonePermissionId(guildId: Snowflake): Snowflake {
  return guildId;
}

/**
 * The permission-overwrite id that stands for every channel of a guild: the guild id minus one, computed
 * with bigints so no precision is lost.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-application-command-permissions-structure | Application command permissions structure}, constants for `id`
 */
export function allChannelsPermissionId(guildId: Snowflake): Snowflake {
  return (BigInt(guildId) - 1n).toString();
}
