import { snowflakeTimestamp, ThreadLimits } from '@slashkit/api';
import type { EmulatorChannel, EmulatorForumTag, EmulatorGuild, EmulatorThread } from './world.js';

/**
 * A thread's state with every default filled, from what `given` holds (a world file's or the live
 * thread's): owned by the guild's owner, created when its id was, active, unlocked, archiving after a
 * day, invitable, no tags and no members. A copy: nothing is shared with `given`.
 */
export function fullThread(
  guild: Pick<EmulatorGuild, 'ownerId'>,
  channelId: string,
  given: Partial<EmulatorThread> = {},
): EmulatorThread {
  const created = new Date(snowflakeTimestamp(channelId)).toISOString();
  return {
    ownerId: given.ownerId ?? guild.ownerId,
    archived: given.archived ?? false,
    locked: given.locked ?? false,
    autoArchiveDuration:
      given.autoArchiveDuration ?? (ThreadLimits.autoArchiveDefault as EmulatorThread['autoArchiveDuration']),
    archiveTimestamp: given.archiveTimestamp ?? given.createTimestamp ?? created,
    createTimestamp: given.createTimestamp ?? created,
    invitable: given.invitable ?? true,
    appliedTags: [...(given.appliedTags ?? [])],
    totalMessageSent: given.totalMessageSent ?? 0,
    members: (given.members ?? []).map((m) => ({ ...m })),
    ...(given.starterMessageId !== undefined ? { starterMessageId: given.starterMessageId } : {}),
  };
}

/**
 * The live state of a thread channel, created with the defaults the first time it is asked for (a thread
 * of a world file that said nothing of it). Writes go to what this returns.
 */
export function threadOf(guild: EmulatorGuild, channel: EmulatorChannel): EmulatorThread {
  channel.thread ??= fullThread(guild, channel.id);
  return channel.thread;
}

/** A copy of a forum's tags (nothing shared). */
export function copyForumTags(tags: readonly EmulatorForumTag[]): EmulatorForumTag[] {
  return tags.map((tag) => ({ ...tag }));
}
