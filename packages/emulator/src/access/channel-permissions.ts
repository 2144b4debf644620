import { ChannelType, PermissionFlags, ThreadChannelTypes, TimedOutPermissions } from '@slashkit/api';
import { allPermissions, timedOutAt } from '../world/guild-permissions.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/** The channel whose permission overwrites apply: a thread's parent, else the channel itself. */
export function overwriteSource(guild: EmulatorGuild, channel: EmulatorChannel): EmulatorChannel {
  if (!ThreadChannelTypes.includes(channel.type) || channel.parentId === null) return channel;
  return guild.channels.find((c) => c.id === channel.parentId) ?? channel;
}

/**
 * Someone's permissions in a channel, as the service computes them: @everyone and role permissions, then
 * the channel's overwrites (@everyone, roles together, then the member); threads use their parent's
 * overwrites. The owner and administrators have every permission. `userId` null computes them for a
 * member holding only @everyone (how the emulator rates an app without a bot member). With `now`
 * (emulator time), a member timed out then keeps only what `TimedOutPermissions` allows of them.
 */
export function channelPermissions(
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  roleIds: readonly string[],
  userId: string | null,
  now?: number,
): bigint {
  if (userId !== null && guild.ownerId === userId) return allPermissions;
  let bits = 0n;
  for (const role of guild.roles) {
    if (role.id === guild.id || roleIds.includes(role.id)) bits |= BigInt(role.permissions);
  }
  if ((bits & PermissionFlags.Administrator) !== 0n) return allPermissions;
  const overwrites = overwriteSource(guild, channel).permissionOverwrites;
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guild.id);
  if (everyone) bits = (bits & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
  let allow = 0n;
  let deny = 0n;
  for (const overwrite of overwrites) {
    if (overwrite.type === 0 && overwrite.id !== guild.id && roleIds.includes(overwrite.id)) {
      allow |= BigInt(overwrite.allow);
      deny |= BigInt(overwrite.deny);
    }
  }
  bits = (bits & ~deny) | allow;
  const own = userId === null ? undefined : overwrites.find((o) => o.type === 1 && o.id === userId);
  if (own) bits = (bits & ~BigInt(own.deny)) | BigInt(own.allow);
  // A private thread is seen by its members and by those who manage threads, no one else.
  if (
    channel.type === ChannelType.PrivateThread &&
    (bits & PermissionFlags.ManageThreads) === 0n &&
    !channel.thread?.members.some((m) => m.userId === userId)
  )
    bits &= ~PermissionFlags.ViewChannel;
  return timedOutAt(guild, userId, now) ? bits & TimedOutPermissions : bits;
}
