import { PermissionFlags, RESTJSONErrorCodes, ThreadChannelTypes } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { threadOf } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';
import { publishThreadUpdate, publishUnarchivedMembers } from './thread-events.js';
import { addThreadMember } from './thread-membership.js';

/**
 * Admits a message to a thread as the service does, before it is written (a channel that is no thread is
 * let through): a locked thread takes messages only from those with Manage Threads (400/50083 archived,
 * 400/160005 active); an archived thread that is not locked (or a moderator's) is unarchived by the
 * message (THREAD_UPDATE, then THREAD_MEMBER_UPDATE to its members' apps).
 * @see {@link https://discord.com/developers/docs/topics/threads#archiving-and-unarchiving-threads | Archiving threads}
 */
export function admitThreadMessage(
  context: EmulatorContext,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  permissions: bigint,
): void {
  if (!ThreadChannelTypes.includes(channel.type)) return;
  const thread = threadOf(guild, channel);
  const moderator = (permissions & PermissionFlags.ManageThreads) !== 0n;
  if (thread.locked && !moderator)
    throw badRequest(
      thread.archived
        ? 'Thread is archived and locked: only members with Manage Threads may unarchive it'
        : 'Thread is locked: only members with Manage Threads may post in it',
      thread.archived ? RESTJSONErrorCodes.ThreadArchived : RESTJSONErrorCodes.ThreadLocked,
    );
  if (!thread.archived) return;
  thread.archived = false;
  thread.archiveTimestamp = new Date(context.clock.now()).toISOString();
  publishThreadUpdate(context, guild, channel);
  publishUnarchivedMembers(context, guild, channel);
}

/**
 * Counts a message written in a thread (`total_message_sent` never counts down) and makes its author a
 * member, as posting in a thread joins it. Nothing for a channel that is no thread.
 */
export function threadMessagePosted(
  context: EmulatorContext,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  authorId: string,
): void {
  if (!ThreadChannelTypes.includes(channel.type)) return;
  threadOf(guild, channel).totalMessageSent += 1;
  addThreadMember(context, guild, channel, authorId);
}
