import {
  type APIGuildChannel,
  type APIThreadChannel,
  ChannelType,
  ThreadChannelTypes,
  ThreadLimits,
} from '@slashkit/api';
import { fullThread } from './thread-facts.js';
import type { EmulatorChannel, EmulatorGuild } from './world.js';

/** What a channel's serialization reads from its messages: the newest id and how many there are. */
export interface ChannelActivity {
  lastMessageId: string | null;
  messageCount: number;
  /** Whether the channel holds a message with its own id: a forum post's first message. */
  hasFirstMessage?: boolean;
}

/** A guild channel or a thread, as the service sends it. */
export type APIGuildChannelOrThread = APIGuildChannel | APIThreadChannel;

// What voice channels carry that the world does not model: the service's defaults.
const voiceDefaults = { bitrate: 64_000, rtc_region: null } as const;

/**
 * A world channel as the service sends it everywhere a full channel appears: `GET /channels/{id}`,
 * `GET /guilds/{id}/channels`, `GUILD_CREATE`'s `channels` and `threads`, and the interaction's `channel`
 * (which adds `permissions`). Guild channels carry `position`, `permission_overwrites`, `parent_id`,
 * `nsfw`, `topic`, `rate_limit_per_user`, `last_message_id` and `flags`; threads carry their owner and
 * `thread_metadata` instead (as the OpenAPI document's GuildChannelResponse and ThreadResponse). The one
 * channel serializer of the emulator: REST and the gateway share it so libraries cache the same channel.
 * @example
 * toApiChannel(guild, channel, { lastMessageId: null, messageCount: 0 });
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object | Channel object}
 */
export function toApiChannel(
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  activity: ChannelActivity,
): APIGuildChannelOrThread {
  const base = {
    id: channel.id,
    guild_id: guild.id,
    name: channel.name,
    parent_id: channel.parentId,
    last_message_id: activity.lastMessageId,
    rate_limit_per_user: channel.rateLimitPerUser,
    flags: channel.flags,
  };
  if (ThreadChannelTypes.includes(channel.type)) {
    const thread = channel.thread ?? fullThread(guild, channel.id);
    // The service's counters stop at 50; a forum post's first message is not one of its messages.
    const messages = Math.max(0, activity.messageCount - (activity.hasFirstMessage ? 1 : 0));
    return {
      ...base,
      type: channel.type,
      owner_id: thread.ownerId,
      thread_metadata: {
        archived: thread.archived,
        auto_archive_duration: thread.autoArchiveDuration,
        archive_timestamp: thread.archiveTimestamp,
        locked: thread.locked,
        create_timestamp: thread.createTimestamp,
        ...(channel.type === ChannelType.PrivateThread ? { invitable: thread.invitable } : {}),
      },
      message_count: Math.min(messages, ThreadLimits.countCap),
      member_count: Math.min(thread.members.length, ThreadLimits.countCap),
      total_message_sent: Math.max(thread.totalMessageSent, messages),
      ...(isPostParent(guild, channel.parentId) ? { applied_tags: [...thread.appliedTags] } : {}),
    } satisfies APIThreadChannel;
  }
  const channelType = channel.type;
  return {
    ...base,
    type: channelType,
    position: channel.position,
    permission_overwrites: channel.permissionOverwrites.map((o) => ({ ...o })),
    nsfw: channel.nsfw,
    topic: channel.topic,
    ...(channelType === ChannelType.GuildVoice || channelType === ChannelType.GuildStageVoice
      ? { ...voiceDefaults, user_limit: channel.userLimit ?? 0 }
      : {}),
    ...(channelType === ChannelType.GuildForum || channelType === ChannelType.GuildMedia
      ? {
          available_tags: (channel.availableTags ?? []).map((tag) => ({
            id: tag.id,
            name: tag.name,
            moderated: tag.moderated,
            emoji_id: tag.emojiId,
            emoji_name: tag.emojiName,
          })),
          default_reaction_emoji: null,
          default_sort_order: null,
          default_thread_rate_limit_per_user: 0,
          ...(channelType === ChannelType.GuildForum ? { default_forum_layout: 0 as const } : {}),
        }
      : {}),
  } satisfies APIGuildChannel;
}

/** Whether the channel `parentId` names is a forum or media channel (whose threads are posts with tags). */
function isPostParent(guild: EmulatorGuild, parentId: string | null): boolean {
  const parent = parentId === null ? undefined : guild.channels.find((c) => c.id === parentId);
  return parent?.type === ChannelType.GuildForum || parent?.type === ChannelType.GuildMedia;
}
