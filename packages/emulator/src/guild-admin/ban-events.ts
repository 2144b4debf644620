import { PermissionFlags, type Snowflake } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Tells the guild's bots with the GUILD_MODERATION intent and Ban Members or View Audit Log that a user
 * was banned or unbanned: GUILD_BAN_ADD or GUILD_BAN_REMOVE with `{ guild_id, user }`.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-ban-add | Guild Ban Add}
 */
export function publishBan(
  context: EmulatorContext,
  guild: EmulatorGuild,
  userId: Snowflake,
  kind: 'ADD' | 'REMOVE',
): void {
  const user = apiUserOf(context.state.world, userId);
  if (!user) return;
  context.events.publish(
    worldEvent(
      `GUILD_BAN_${kind}`,
      { guildId: guild.id, permissions: PermissionFlags.BanMembers | PermissionFlags.ViewAuditLog },
      { guild_id: guild.id, user },
    ),
  );
}
