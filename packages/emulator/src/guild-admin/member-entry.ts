import { RESTJSONErrorCodes } from '@slashkit/api';
import { notFound } from '../http/http-error.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorGuild, EmulatorMember, World } from '../world/world.js';

/**
 * The member `userId` of the guild: a member of the world, or the bot of an app installed there (holding
 * @everyone alone until it is given an entry of its own, see {@link storeMember}). 404/10007 Unknown
 * Member for anyone else.
 */
export function memberEntry(world: World, guild: EmulatorGuild, userId: string): EmulatorMember {
  const found = guild.members.find((m) => m.userId === userId);
  if (found) return found;
  const application = world.applications.find((a) => a.bot.id === userId);
  const implicit = application && botMember(guild, application);
  if (!implicit) throw notFound(RESTJSONErrorCodes.UnknownMember, 'Unknown Member');
  return implicit;
}

/** Makes `member` one of the guild's entries (an installed bot's implicit member), before it changes. */
export function storeMember(guild: EmulatorGuild, member: EmulatorMember): void {
  if (!guild.members.includes(member)) guild.members.push(member);
}
