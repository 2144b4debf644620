import { type APIAttachment, type APIRole, AttachmentLimits, PermissionFlags } from '@slashkit/api';
import { channelPermissions, overwriteSource } from '../../access/channel-permissions.js';
import type { InteractionPlace } from '../../access/interaction-place.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import { toApiRole } from '../../world/to-api-role.js';
import { toApiUser } from '../../world/to-api-user.js';
import { optionAttachment } from './option-attachment.js';
import type { OptionResolver } from './option-resolver.js';
import { toApiMember } from './to-api-member.js';

/** The largest attachment a user may upload here, in bytes (the interaction's `attachment_size_limit`). */
export const attachmentSizeLimit: number = AttachmentLimits.defaultSizeLimit;

/**
 * The {@link OptionResolver} of a place: users (with their member object in the guild), the guild's roles,
 * the guild channels the invoking member can view (or the DM itself) with their permissions there, and new
 * attachments served from the emulator's `origin`.
 */
export function createOptionResolver(
  place: Pick<InteractionPlace, 'guild' | 'worldChannel' | 'channel'>,
  emulator: EmulatorContext,
  origin: string,
  invoker: { userId: string; roles: readonly string[] } | null,
): OptionResolver {
  const { guild, worldChannel, channel } = place;
  // A guild channel and the invoking member's permissions in it, as the service reports them.
  const guildChannel = (id: string) => {
    const found = guild && worldChannel ? guild.channels.find((c) => c.id === id) : undefined;
    if (!guild || !found) return undefined;
    const permissions = channelPermissions(guild, found, invoker?.roles ?? [], invoker?.userId ?? null);
    return { found, permissions, visible: (permissions & PermissionFlags.ViewChannel) !== 0n };
  };
  return {
    user(id) {
      const found = emulator.findUser(id);
      if (!found) return undefined;
      const member = guild?.members.find((m) => m.userId === id);
      if (!guild || !member || !worldChannel) return { user: toApiUser(found) };
      return {
        user: toApiUser(found),
        member: toApiMember(member, channelPermissions(guild, worldChannel, member.roles, id)),
      };
    },
    role(id): APIRole | undefined {
      const role = guild?.roles.find((r) => r.id === id);
      // The role's wire form, as `GET /guilds/{id}/roles` sends it (with `colors`, no world-only fields).
      return role && toApiRole(role, emulator.state.world.applications);
    },
    channel(id) {
      if (!guild) return id === channel.id ? channel : undefined;
      const named = guildChannel(id);
      // The client lists only channels its user can view, so it never sends one they cannot.
      if (!named?.visible) return undefined;
      const { found, permissions } = named;
      return {
        id: found.id,
        type: found.type,
        name: found.name,
        parent_id: found.parentId,
        nsfw: overwriteSource(guild, found).nsfw,
        permissions: permissions.toString(),
      };
    },
    hiddenChannel(id) {
      const named = guildChannel(id);
      if (!named || named.visible) return undefined;
      const who = invoker ? (emulator.findUser(invoker.userId)?.username ?? invoker.userId) : '@everyone';
      return `#${named.found.name}, which ${who} cannot view (no View Channel there)`;
    },
    attachment(input): APIAttachment | string {
      return optionAttachment(emulator, origin, input);
    },
  };
}
