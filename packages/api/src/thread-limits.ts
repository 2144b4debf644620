/**
 * The limits of threads: names, archive durations, forum tags, member pages and archived pages.
 * @see {@link https://discord.com/developers/docs/resources/channel#start-thread-without-message | Start Thread without Message}
 */
export const ThreadLimits = {
  /** A thread's name: 1-100 characters. */
  nameMaxLength: 100,
  /** Minutes of inactivity after which a thread archives itself: one of these. */
  autoArchiveDurations: [60, 1440, 4320, 10080] as readonly number[],
  /** A new thread's auto archive duration when the body gives none (a day). */
  autoArchiveDefault: 1440,
  /** Forum tags a post carries (`applied_tags`). */
  appliedTagsMax: 5,
  /** Tags a forum or media channel offers (`available_tags`). */
  availableTagsMax: 20,
  /** Thread members per page of `GET /channels/{id}/thread-members`: 1-100, default 100. */
  membersPageDefault: 100,
  membersPageMax: 100,
  /** Threads per page of the archived lists: 1-100, default 50. */
  archivedPageDefault: 50,
  archivedPageMax: 100,
  /** `member_count` and `message_count` stop counting at 50, as the service's counters do. */
  countCap: 50,
  /** Members a thread holds at most (30033 past it). */
  membersMax: 1000,
  /** Active threads a guild holds at most (160006 past it). */
  activeMax: 1000,
} as const;

/**
 * The channel flags that concern threads: a post pinned to the top of its forum, and a forum or media
 * channel whose posts must carry a tag.
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object-channel-flags | Channel flags}
 */
export const ThreadChannelFlags = {
  Pinned: 1 << 1,
  RequireTag: 1 << 4,
} as const;
