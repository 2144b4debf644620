import { ChannelType, PermissionFlags } from '@slashkit/api';
import type { UserChannel } from '../access/user-channel.js';
import { userLacks, userRefusalResponse } from '../access/user-refusal.js';
import { jsonResponse } from '../http/json-response.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { addThreadMember, removeThreadMember, requireActiveThread } from '../threads/thread-membership.js';
import { guildMembers } from '../world/bot-member.js';
import { threadOf } from '../world/thread-facts.js';

type GuildPlace = Extract<UserChannel, { kind: 'guild' }>;

/** Whether the user manages the thread's members: Manage Threads, or owning a private thread. */
function managesMembers(place: GuildPlace): boolean {
  if ((place.permissions & PermissionFlags.ManageThreads) !== 0n) return true;
  return (
    place.channel.type === ChannelType.PrivateThread &&
    threadOf(place.guild, place.channel).ownerId === place.user.id
  );
}

const notAMember = (place: GuildPlace, userId: string, of: string) =>
  userRefusalResponse({
    status: 404,
    reason: 'NOT_A_MEMBER',
    message: `${userId} is not a member of ${of} (#${place.channel.name})`,
  });

/**
 * A user adds someone else (a member or an app's bot) to a thread, as the client's "add members" does and
 * as Add Thread Member judges a bot: Send Messages in Threads, and in a private thread that is not
 * invitable, Manage Threads or owning it; the one added must be a member of the guild. The gateway is
 * told as for any member added (a bot added gets THREAD_CREATE first).
 * @see {@link https://discord.com/developers/docs/resources/channel#add-thread-member | Add Thread Member}
 */
export function userAddsMember(emulator: EmulatorContext, place: GuildPlace, userId: string): Response {
  requireActiveThread(place.guild, place.channel, 'adding members');
  const refusal = userLacks(place, PermissionFlags.SendMessagesInThreads, 'Send Messages in Threads');
  if (refusal) return userRefusalResponse(refusal);
  const thread = threadOf(place.guild, place.channel);
  if (place.channel.type === ChannelType.PrivateThread && !thread.invitable && !managesMembers(place))
    return userRefusalResponse({
      status: 403,
      reason: 'MISSING_PERMISSIONS',
      message: `${place.user.username} may not invite to this private thread: it is not invitable (Manage Threads or its owner may)`,
    });
  if (!guildMembers(emulator.state.world, place.guild).some((m) => m.userId === userId))
    return notAMember(place, userId, 'the guild');
  addThreadMember(emulator, place.guild, place.channel, userId);
  return jsonResponse(204);
}

/**
 * A user removes someone else from a thread, as Remove Thread Member judges a bot: Manage Threads, or
 * owning the private thread; the one removed must be a member of the thread. A bot removed from a
 * private thread is told (THREAD_MEMBERS_UPDATE), though it no longer sees the thread.
 * @see {@link https://discord.com/developers/docs/resources/channel#remove-thread-member | Remove Thread Member}
 */
export function userRemovesMember(emulator: EmulatorContext, place: GuildPlace, userId: string): Response {
  requireActiveThread(place.guild, place.channel, 'removing members');
  if (!managesMembers(place))
    return userRefusalResponse({
      status: 403,
      reason: 'MISSING_PERMISSIONS',
      message: `${place.user.username} lacks Manage Threads here (or owning the private thread) to remove members`,
    });
  if (!removeThreadMember(emulator, place.guild, place.channel, userId))
    return notAMember(place, userId, 'the thread');
  return jsonResponse(204);
}
