import { PermissionFlags } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorMember, EmulatorUser } from '../world/world.js';
import { channelPermissions } from './channel-permissions.js';
import { dmPermissions } from './interaction-place.js';

/** A channel as a user of the world reaches it: a guild channel they can view, or their DM with an app. */
export type UserChannel =
  | {
      kind: 'guild';
      user: EmulatorUser;
      guild: EmulatorGuild;
      channel: EmulatorChannel;
      member: EmulatorMember;
      /** The user's permissions in the channel. */
      permissions: bigint;
    }
  | {
      kind: 'dm';
      user: EmulatorUser;
      channelId: string;
      /** The app the DM is with. */
      applicationId: string;
      permissions: bigint;
    };

/** Why a user cannot act in a channel, for the admin API's 4xx (`reason`, as interaction refusals give it). */
export interface UserChannelRefusal {
  status: 400 | 403 | 404;
  reason:
    | 'UNKNOWN_USER'
    | 'UNKNOWN_CHANNEL'
    | 'UNKNOWN_MESSAGE'
    | 'NOT_A_MEMBER'
    | 'CANNOT_VIEW_CHANNEL'
    | 'CANNOT_SEE_MESSAGE'
    | 'MISSING_PERMISSIONS'
    | 'TIMED_OUT';
  message: string;
  /** Discord's JSON code for it, when the service has one (a timeout: 50013 Missing Permissions). */
  code?: number;
}

/**
 * The channel `channelId` as user `userId` reaches it, judged as the client judges them: a member of its
 * guild who has View Channel there, or the user of a DM with an app (context 1: a private channel of
 * several users is theirs too). Bots are not users here: they act through the API.
 */
export function userChannel(
  emulator: EmulatorContext,
  userId: string,
  channelId: string,
): UserChannel | UserChannelRefusal {
  const user = emulator.findUser(userId);
  if (!user || user.bot)
    return { status: 400, reason: 'UNKNOWN_USER', message: `userId: no user ${userId} in the world` };
  for (const guild of emulator.state.world.guilds) {
    const channel = guild.channels.find((c) => c.id === channelId);
    if (!channel) continue;
    const member = guild.members.find((m) => m.userId === userId);
    if (!member)
      return {
        status: 403,
        reason: 'NOT_A_MEMBER',
        message: `${user.username} is not a member of guild ${guild.id}`,
      };
    // A timeout takes away all but View Channel and Read Message History until it ends.
    const permissions = channelPermissions(guild, channel, member.roles, userId, emulator.clock.now());
    if ((permissions & PermissionFlags.ViewChannel) === 0n)
      return {
        status: 403,
        reason: 'CANNOT_VIEW_CHANNEL',
        message: `${user.username} cannot view #${channel.name}`,
      };
    return { kind: 'guild', user, guild, channel, member, permissions };
  }
  const owner = emulator.state.dmChannels.ownerOf(channelId);
  if (!owner)
    return { status: 404, reason: 'UNKNOWN_CHANNEL', message: `no channel ${channelId} in the world` };
  if (owner.userId !== userId)
    return {
      status: 403,
      reason: 'CANNOT_SEE_MESSAGE',
      message: `channel ${channelId} is another user's conversation with an app`,
    };
  return { kind: 'dm', user, channelId, applicationId: owner.applicationId, permissions: dmPermissions };
}
