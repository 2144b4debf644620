import {
  type APIThreadChannel,
  type APIThreadMember,
  ChannelType,
  type GatewayThreadListSyncData,
  PermissionFlags,
  ThreadChannelTypes,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import type { EmulatorEvent } from '../events/emulator-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember } from '../world/bot-member.js';
import { threadOf } from '../world/thread-facts.js';
import type { EmulatorApplication, EmulatorGuild } from '../world/world.js';
import { threadMember } from './thread-membership.js';
import { threadWire, toApiThreadMember } from './thread-wire.js';

// The events after which what a bot may view can have changed: a channel's overwrites, a role's
// permissions, a member's roles. GUILD_CREATE and GUILD_DELETE (the bot joined or left) start its sight
// afresh: GUILD_CREATE carries the threads itself.
const sightEvents: readonly string[] = [
  'CHANNEL_UPDATE',
  'GUILD_ROLE_UPDATE',
  'GUILD_ROLE_DELETE',
  'GUILD_MEMBER_UPDATE',
];
const freshSightEvents: readonly string[] = ['GUILD_CREATE', 'GUILD_DELETE'];
// The channels threads live in.
const parentTypes: readonly ChannelType[] = [
  ChannelType.GuildText,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildForum,
  ChannelType.GuildMedia,
];

/** The channels that hold threads (not threads, not categories or voice) that the app's bot may view. */
function viewedThreadParents(guild: EmulatorGuild, application: EmulatorApplication): Set<string> {
  const member = botMember(guild, application);
  const viewed = new Set<string>();
  if (!member || !application.guildIds.includes(guild.id)) return viewed;
  for (const channel of guild.channels) {
    if (!parentTypes.includes(channel.type)) continue;
    const bits = channelPermissions(guild, channel, member.roles, application.bot.id);
    if ((bits & PermissionFlags.ViewChannel) !== 0n) viewed.add(channel.id);
  }
  return viewed;
}

/** Takes every app's sight of every guild afresh (the emulator started, was reset or loaded a state). */
export function lookAgain(context: EmulatorContext): void {
  const sight = context.runtime.channelSight;
  sight.clear();
  for (const guild of context.state.world.guilds)
    for (const application of context.state.world.applications)
      sight.update(application.id, guild.id, viewedThreadParents(guild, application));
}

/**
 * After an event that may change what bots view (an overwrite, a role, a member's roles), tells each app
 * whose bot gained access to channels with active threads of those threads: THREAD_LIST_SYNC (GUILDS)
 * with the channels' ids, the threads the bot may view and its own thread members. Published once the
 * event has been dispatched, so the bot hears of the cause first.
 * @see {@link https://discord.com/developers/docs/topics/threads#gaining-access-to-channels | Gaining access to channels}
 */
export function syncGainedThreads(context: EmulatorContext, event: EmulatorEvent): void {
  if (event.guildId === null) return;
  const fresh = freshSightEvents.includes(event.type);
  if (!fresh && !sightEvents.includes(event.type)) return;
  const guild = context.findGuild(event.guildId);
  if (!guild) return;
  for (const application of context.state.world.applications) {
    if (fresh && event.applicationId !== application.id) continue;
    const gained = context.runtime.channelSight.update(
      application.id,
      guild.id,
      viewedThreadParents(guild, application),
    );
    if (fresh || gained.length === 0) continue;
    const data = threadListSync(context, guild, application, gained);
    if (data.threads.length === 0) continue;
    queueMicrotask(() =>
      context.events.publish({
        type: 'THREAD_LIST_SYNC',
        applicationId: application.id,
        guildId: guild.id,
        data,
      }),
    );
  }
}

/** The THREAD_LIST_SYNC of `channelIds` for an app's bot: their active threads it may view, its members. */
function threadListSync(
  context: EmulatorContext,
  guild: EmulatorGuild,
  application: EmulatorApplication,
  channelIds: string[],
): GatewayThreadListSyncData {
  const member = botMember(guild, application)!;
  const threads: APIThreadChannel[] = [];
  const members: APIThreadMember[] = [];
  for (const channel of guild.channels) {
    if (!ThreadChannelTypes.includes(channel.type) || channel.parentId === null) continue;
    if (!channelIds.includes(channel.parentId) || threadOf(guild, channel).archived) continue;
    const bits = channelPermissions(guild, channel, member.roles, application.bot.id);
    if ((bits & PermissionFlags.ViewChannel) === 0n) continue;
    threads.push(threadWire(context, guild, channel));
    const own = threadMember(guild, channel, application.bot.id);
    if (own) members.push(toApiThreadMember(context, guild, channel.id, own));
  }
  return { guild_id: guild.id, channel_ids: channelIds, threads, members };
}
