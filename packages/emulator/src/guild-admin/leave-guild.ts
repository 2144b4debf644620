import type { Snowflake } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild } from '../world/world.js';
import { memberEntry } from './member-entry.js';
import { removeMember } from './remove-member.js';

/**
 * A member leaves a guild of their own accord: their entry goes and GUILD_MEMBER_REMOVE tells bots (no
 * audit entry: nobody acted on them). 404/10007 for someone who is no member; the owner cannot leave
 * (400: the service asks them to transfer the guild or delete it first).
 * @see {@link https://discord.com/developers/docs/resources/user#leave-guild | Leave Guild}
 */
export function leaveGuild(context: EmulatorContext, guild: EmulatorGuild, userId: Snowflake): void {
  const member = memberEntry(context.state.world, guild, userId);
  if (guild.ownerId === userId)
    throw badRequest(`the owner of ${guild.name} cannot leave it: transfer it to another member first`);
  removeMember({ context, guild }, member.userId);
}
