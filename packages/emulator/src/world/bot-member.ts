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
  const members = [...guild.members, ...implicitBotMembers(world, guild)];
  return members.sort((a, b) => compareSnowflakes(a.userId, b.userId));
}

/**
 * How many members a guild has (what {@link guildMembers} lists), without listing and sorting them: a
 * guild's count goes into every GUILD_CREATE and invite, and sorting 10,000 members for it was most of one.
 */
export function guildMemberCount(world: World, guild: EmulatorGuild): number {
  return guild.members.length + implicitBotMembers(world, guild).length;
}

// The bots of apps installed in a guild without a member entry of their own.
function implicitBotMembers(world: World, guild: EmulatorGuild): EmulatorMember[] {
  const listed = new Set(guild.members.map((m) => m.userId));
  const implicit: EmulatorMember[] = [];
  for (const application of world.applications) {
    if (listed.has(application.bot.id)) continue;
    const member = botMember(guild, application);
    if (member) {
      implicit.push(member);
      listed.add(member.userId);
    }
  }
  return implicit;
}
