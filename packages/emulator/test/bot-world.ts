import { ChannelType, PermissionFlags } from '@slashkit/api';
import { defaultWorldSeed, type WorldSeed } from '../src/index.js';

// The seeded world with the primary app's bot as a member holding its managed role (as a `bot` install
// leaves it), extra channels that take permissions away from the bot, and a second guild the app is not
// installed in: the places the REST a bot also calls is judged in.

export const GUILD = '1250000000000000100';
export const BOT = '1250000000000000001';
export const BOT_ROLE = '1250000000000000310';
export const MENTIONABLE_ROLE = '1250000000000000311';
export const CATEGORY = '1250000000000000401';
export const GENERAL = '1250000000000000402';
export const ANNOUNCEMENTS = '1250000000000000403';
export const THREAD = '1250000000000000405';
export const FORUM = '1250000000000000407';
export const STAFF = '1250000000000000408';
/** Text channel where the bot may not read history (a member overwrite denies it). */
export const QUIET = '1250000000000000409';
/** Text channel whose threads the bot may not post in (Send Messages in Threads denied). */
export const NO_THREADS = '1250000000000000410';
export const NO_THREADS_THREAD = '1250000000000000411';
export const OTHER_GUILD = '1250000000000000500';
export const OTHER_CHANNEL = '1250000000000000501';
export const [OWNER, ADMIN, MODERATOR, MEMBER, NEWBIE, OUTSIDER] = [
  '201',
  '202',
  '203',
  '204',
  '205',
  '206',
].map((n) => `1250000000000000${n}`) as [string, string, string, string, string, string];

/**
 * The bot world; `botPermissions` are those of the bot's managed role (by default Attach Files, as a bot
 * install usually grants it, though the seeded @everyone holds it too). Its @everyone may not mention
 * everyone, as most servers set it (a new server's may).
 */
export function botWorld(botPermissions = PermissionFlags.AttachFiles): WorldSeed {
  const seed = structuredClone(defaultWorldSeed);
  const guild = seed.guilds[0]!;
  const everyone = guild.roles[0]!;
  everyone.permissions = (BigInt(everyone.permissions) & ~PermissionFlags.MentionEveryone).toString();
  guild.roles.push(
    { id: BOT_ROLE, name: 'slashkit-bot', permissions: botPermissions.toString(), managed: true },
    { id: MENTIONABLE_ROLE, name: 'pingable', permissions: '0', mentionable: true },
  );
  guild.members.push({ userId: BOT, roles: [BOT_ROLE] });
  guild.channels.push(
    {
      id: QUIET,
      name: 'quiet',
      type: ChannelType.GuildText,
      topic: 'no history for bots',
      rateLimitPerUser: 30,
      permissionOverwrites: [
        { id: BOT, type: 1, allow: '0', deny: PermissionFlags.ReadMessageHistory.toString() },
      ],
    },
    {
      id: NO_THREADS,
      name: 'no-threads',
      type: ChannelType.GuildText,
      permissionOverwrites: [
        { id: BOT, type: 1, allow: '0', deny: PermissionFlags.SendMessagesInThreads.toString() },
      ],
    },
    { id: NO_THREADS_THREAD, name: 'closed-thread', type: ChannelType.PublicThread, parentId: NO_THREADS },
  );
  seed.guilds.push({
    id: OTHER_GUILD,
    name: 'Elsewhere',
    ownerId: OWNER,
    roles: [{ id: OTHER_GUILD, name: '@everyone', permissions: PermissionFlags.ViewChannel.toString() }],
    channels: [{ id: OTHER_CHANNEL, name: 'lobby', type: ChannelType.GuildText }],
    members: [{ userId: OWNER }, { userId: OUTSIDER }],
  });
  return seed;
}
