import type { Snowflake } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorGuild, EmulatorMember } from '../world/world.js';

/**
 * Tells the guild's bots with the GUILD_MEMBERS intent that a member joined or changed: GUILD_MEMBER_ADD
 * or GUILD_MEMBER_UPDATE with the member (its user included) and `guild_id`.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-member-update | Guild Member Update}
 */
export function publishMember(
  context: EmulatorContext,
  guild: EmulatorGuild,
  member: EmulatorMember,
  kind: 'ADD' | 'UPDATE',
): void {
  const user = apiUserOf(context.state.world, member.userId);
  if (!user) return;
  const data = { ...toApiGuildMember(member, user), guild_id: guild.id };
  context.events.publish(worldEvent(`GUILD_MEMBER_${kind}`, { guildId: guild.id }, data));
}

/**
 * Tells the guild's bots with the GUILD_MEMBERS intent that a member left (or was kicked or banned):
 * GUILD_MEMBER_REMOVE with `{ guild_id, user }`.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-member-remove | Guild Member Remove}
 */
export function publishMemberRemove(context: EmulatorContext, guild: EmulatorGuild, userId: Snowflake): void {
  const user = apiUserOf(context.state.world, userId);
  if (!user) return;
  context.events.publish(
    worldEvent('GUILD_MEMBER_REMOVE', { guildId: guild.id }, { guild_id: guild.id, user }),
  );
}
