/**
 * Channel types, as used by `channel_types` on CHANNEL options.
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object-channel-types | Channel types}
 */
export const ChannelType = {
  GuildText: 0,
  DM: 1,
  GuildVoice: 2,
  GroupDM: 3,
  GuildCategory: 4,
  GuildAnnouncement: 5,
  AnnouncementThread: 10,
  PublicThread: 11,
  PrivateThread: 12,
  GuildStageVoice: 13,
  GuildDirectory: 14,
  GuildForum: 15,
  GuildMedia: 16,
} as const;

/** A channel type value. */
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];

/** The channel types that are threads (a channel's command permissions apply to its threads). */
export const ThreadChannelTypes: readonly ChannelType[] = [
  ChannelType.AnnouncementThread,
  ChannelType.PublicThread,
  ChannelType.PrivateThread,
];
