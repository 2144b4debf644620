import type { APIRole } from '@slashkit/api';
import type { EmulatorApplication, EmulatorRole } from './world.js';

/**
 * A world role as the service sends it in `GET /guilds/{id}/roles`, `GET /guilds/{id}` and `GUILD_CREATE`:
 * with `colors`, `icon`, `unicode_emoji`, `flags`, and `tags.bot_id` on the managed role an installed bot
 * holds.
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object | Role object}
 */
export function toApiRole(role: EmulatorRole, applications: readonly EmulatorApplication[]): APIRole {
  const bot = role.managed ? applications.find((a) => a.bot.username === role.name) : undefined;
  return {
    id: role.id,
    name: role.name,
    color: role.color,
    colors: {
      primary_color: role.color,
      secondary_color: role.secondaryColor ?? null,
      tertiary_color: role.tertiaryColor ?? null,
    },
    hoist: role.hoist,
    icon: role.icon ?? null,
    unicode_emoji: role.unicodeEmoji ?? null,
    position: role.position,
    permissions: role.permissions,
    managed: role.managed,
    mentionable: role.mentionable,
    flags: 0,
    ...(bot ? { tags: { bot_id: bot.bot.id } } : {}),
  };
}
