import type { APIThreadChannel, APIThreadMember } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { channelActivity } from '../state/channel-activity.js';
import { apiUserOf } from '../world/api-user-of.js';
import { guildMembers } from '../world/bot-member.js';
import { toApiChannel } from '../world/to-api-channel.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorThreadMember } from '../world/world.js';

/** A thread as the service sends it (the one channel serializer, with its messages counted). */
export function threadWire(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
): APIThreadChannel {
  return toApiChannel(guild, thread, channelActivity(context.state.messages, thread.id)) as APIThreadChannel;
}

/** A thread member's own fields as the service sends them (no guild member). */
export function threadMemberWire(threadId: string, member: EmulatorThreadMember): APIThreadMember {
  return {
    id: threadId,
    user_id: member.userId,
    join_timestamp: member.joinTimestamp,
    flags: member.flags,
  };
}

/**
 * A thread member as the service sends it; with `withMember` its guild member too (when the user is one).
 * @see {@link https://discord.com/developers/docs/resources/channel#thread-member-object | Thread Member object}
 */
export function toApiThreadMember(
  context: EmulatorContext,
  guild: EmulatorGuild,
  threadId: string,
  member: EmulatorThreadMember,
  withMember = false,
): APIThreadMember {
  const wire = threadMemberWire(threadId, member);
  if (!withMember) return wire;
  const world = context.state.world;
  const guildMember = guildMembers(world, guild).find((m) => m.userId === member.userId);
  const user = apiUserOf(world, member.userId);
  if (guildMember && user) wire.member = toApiGuildMember(guildMember, user);
  return wire;
}
