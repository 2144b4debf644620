import type {
  APIInteractionDataResolvedGuildMember,
  APIInteractionGuildMember,
  APIUser,
} from '@slashkit/api';
import type { EmulatorMember } from '../../world/world.js';

/**
 * A world member as interactions carry it, with `permissions` (a bit set) in the channel of the interaction.
 * Without `user` it is the `resolved.members` shape (no `user`, `deaf` or `mute`, as the service sends it);
 * with `user` it is the invoking member (`interaction.member`), which has them all.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export function toApiMember(
  member: EmulatorMember,
  permissions: bigint,
): APIInteractionDataResolvedGuildMember;
export function toApiMember(
  member: EmulatorMember,
  permissions: bigint,
  user: APIUser,
): APIInteractionGuildMember;
export function toApiMember(
  member: EmulatorMember,
  permissions: bigint,
  user?: APIUser,
): APIInteractionDataResolvedGuildMember | APIInteractionGuildMember {
  const resolved: APIInteractionDataResolvedGuildMember = {
    roles: [...member.roles],
    nick: member.nick,
    avatar: null,
    joined_at: member.joinedAt,
    premium_since: null,
    pending: false,
    permissions: permissions.toString(),
    communication_disabled_until: member.communicationDisabledUntil ?? null,
    flags: member.flags ?? 0,
  };
  if (!user) return resolved;
  // The service sends both spellings of the pending flag on the invoking member.
  return { user, ...resolved, is_pending: false, mute: member.mute ?? false, deaf: member.deaf ?? false };
}
