import { RESTJSONErrorCodes, ThreadLimits } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { threadOf } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorThreadMember } from '../world/world.js';
import { publishAddedThreadCreate, publishMembersUpdate, publishOwnMemberUpdate } from './thread-events.js';

/** Refuses with 400/50083 what an archived thread does not take (a member, an edit, a message). */
export function requireActiveThread(guild: EmulatorGuild, thread: EmulatorChannel, what: string): void {
  if (threadOf(guild, thread).archived)
    throw badRequest(
      `Thread is archived: unarchive it (PATCH /channels/${thread.id} with archived: false) before ${what}`,
      RESTJSONErrorCodes.ThreadArchived,
    );
}

/** The thread member of `userId`, if they are one. */
export function threadMember(
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  userId: string,
): EmulatorThreadMember | undefined {
  return threadOf(guild, thread).members.find((m) => m.userId === userId);
}

/**
 * Makes `userId` a member of the thread (nothing happens when they are one): 400/50083 on an archived
 * thread, 400/30033 past the most members. To an app whose bot it is, THREAD_CREATE first (the thread
 * with its thread member, so that it holds the thread before it is told of members); then
 * THREAD_MEMBERS_UPDATE, and to that app THREAD_MEMBER_UPDATE. Returns whether they were added.
 */
export function addThreadMember(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  userId: string,
): boolean {
  const state = threadOf(guild, thread);
  if (state.members.some((m) => m.userId === userId)) return false;
  requireActiveThread(guild, thread, 'adding members');
  if (state.members.length >= ThreadLimits.membersMax)
    throw badRequest(
      `Maximum number of thread participants reached (${ThreadLimits.membersMax})`,
      RESTJSONErrorCodes.MaximumThreadParticipants,
    );
  const member: EmulatorThreadMember = {
    userId,
    joinTimestamp: new Date(context.clock.now()).toISOString(),
    flags: 0,
  };
  state.members.push(member);
  const application = context.state.world.applications.find((a) => a.bot.id === userId);
  if (application) publishAddedThreadCreate(context, application, guild, thread, member);
  publishMembersUpdate(context, guild, thread, { added: [member] });
  if (application) publishOwnMemberUpdate(context, application.id, guild, thread, member);
  return true;
}

/**
 * Removes `userId` from the thread's members (400/50083 on an archived thread): THREAD_MEMBERS_UPDATE,
 * which a bot removed from a private thread still receives. Returns whether they were one.
 */
export function removeThreadMember(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  userId: string,
): boolean {
  const state = threadOf(guild, thread);
  const index = state.members.findIndex((m) => m.userId === userId);
  if (index < 0) return false;
  requireActiveThread(guild, thread, 'removing members');
  state.members.splice(index, 1);
  publishMembersUpdate(context, guild, thread, { removed: [userId] });
  return true;
}
