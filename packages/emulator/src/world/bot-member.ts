import { compareSnowflakes } from '@slashkit/api';
import type { EmulatorApplication, EmulatorGuild, EmulatorMember, World } from './world.js';

/** When an installed bot without a member entry of its own joined: the world's default join time. */
const implicitJoinedAt = '2024-01-01T00:00:00.000Z';

/**
 * An app's bot as a member of a guild: its member entry (a `bot` install adds one, with its managed role),
 * or, for a guild the app is installed in without one (world files list installs as `guildIds`), a member
 * holding only @everyone. Null when the app is not installed there: its bot is no member.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-create | Guild Create event}
 */
export function botMember(guild: EmulatorGuild, application: EmulatorApplication): EmulatorMember | null {
  const own = guild.members.find((m) => m.userId === application.bot.id);
  if (own) return own;
  if (!application.guildIds.includes(guild.id)) return null;
  return { userId: application.bot.id, roles: [], nick: null, joinedAt: implicitJoinedAt };
}

/**
 * Every member of a guild as the service lists them: the guild's members plus the bots of apps installed
 * there without a member entry, in order of user id.
 */
export function guildMembers(world: World, guild: EmulatorGuild): EmulatorMember[] {
  const members = [...guild.members];
  for (const application of world.applications) {
    if (members.some((m) => m.userId === application.bot.id)) continue;
    const member = botMember(guild, application);
    if (member) members.push(member);
  }
  return members.sort((a, b) => compareSnowflakes(a.userId, b.userId));
}
