import type { Snowflake } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toApiRole } from '../world/to-api-role.js';
import type { EmulatorGuild, EmulatorRole } from '../world/world.js';

/**
 * Tells the guild's bots (GUILDS intent) that a role was created or changed: GUILD_ROLE_CREATE or
 * GUILD_ROLE_UPDATE with `{ guild_id, role }`, the role as it is now.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-role-create | Guild Role Create}
 */
export function publishRole(
  context: EmulatorContext,
  guild: EmulatorGuild,
  role: EmulatorRole,
  kind: 'CREATE' | 'UPDATE',
): void {
  const data = { guild_id: guild.id, role: toApiRole(role, context.state.world.applications) };
  context.events.publish(worldEvent(`GUILD_ROLE_${kind}`, { guildId: guild.id }, data));
}

/**
 * Tells the guild's bots that a role was deleted: GUILD_ROLE_DELETE with `{ guild_id, role_id }`.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-role-delete | Guild Role Delete}
 */
export function publishRoleDelete(context: EmulatorContext, guild: EmulatorGuild, roleId: Snowflake): void {
  context.events.publish(
    worldEvent('GUILD_ROLE_DELETE', { guildId: guild.id }, { guild_id: guild.id, role_id: roleId }),
  );
}
