import type { APIExtendedInvite, APIInvite, GatewayInviteCreateData } from '@slashkit/api';
import type { EmulatorState } from '../state/emulator-state.js';
import { type EmulatorInvite, inviteExpiry } from '../state/invite-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import { guildMemberCount } from '../world/bot-member.js';
import type { World } from '../world/world.js';

/**
 * An invite as the service sends it: its code, the guild and channel it leads to (as a stranger sees
 * them: the guild's name, images, description, features and verification level), the inviter, its target
 * and expiry; with `metadata` (the lists, its creation) its uses and settings; with `withCounts` the
 * guild's approximate counts (nobody is online in the emulator).
 * @see {@link https://discord.com/developers/docs/resources/invite#invite-object | Invite object}
 */
export function toApiInvite(
  state: EmulatorState,
  invite: EmulatorInvite,
  options: { metadata: true; withCounts?: boolean },
): APIExtendedInvite;
export function toApiInvite(
  state: EmulatorState,
  invite: EmulatorInvite,
  options: { metadata: false; withCounts?: boolean },
): APIInvite;
export function toApiInvite(
  state: EmulatorState,
  invite: EmulatorInvite,
  options: { metadata: boolean; withCounts?: boolean },
): APIInvite | APIExtendedInvite {
  const { world } = state;
  const guild = world.guilds.find((g) => g.id === invite.guildId);
  const profile = state.guildProfiles.get(invite.guildId);
  const channel = guild?.channels.find((c) => c.id === invite.channelId);
  const wire: APIInvite = {
    type: 0,
    code: invite.code,
    guild: {
      id: invite.guildId,
      name: guild?.name ?? '',
      splash: profile.splash,
      banner: profile.banner,
      description: profile.description,
      icon: profile.icon,
      features: [...profile.features],
      verification_level: profile.verification_level,
      vanity_url_code: null,
      nsfw_level: 0,
      nsfw: false,
      premium_subscription_count: 0,
    },
    guild_id: invite.guildId,
    channel: { id: invite.channelId, type: channel?.type ?? 0, name: channel?.name ?? null },
    expires_at: expiresAt(invite),
    ...targetOf(world, invite),
  };
  const inviter = apiUserOf(world, invite.inviterId);
  if (inviter) wire.inviter = inviter;
  if (options.withCounts && guild) {
    wire.approximate_member_count = guildMemberCount(world, guild);
    wire.approximate_presence_count = 0;
  }
  if (!options.metadata) return wire;
  return {
    ...wire,
    uses: invite.uses,
    max_uses: invite.maxUses,
    max_age: invite.maxAge,
    temporary: invite.temporary,
    created_at: new Date(invite.createdAt).toISOString(),
  };
}

/**
 * What INVITE_CREATE carries for an invite.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#invite-create | Invite Create}
 */
export function inviteCreateData(world: World, invite: EmulatorInvite): GatewayInviteCreateData {
  const inviter = apiUserOf(world, invite.inviterId);
  return {
    channel_id: invite.channelId,
    code: invite.code,
    created_at: new Date(invite.createdAt).toISOString(),
    guild_id: invite.guildId,
    ...(inviter ? { inviter } : {}),
    max_age: invite.maxAge,
    max_uses: invite.maxUses,
    ...targetOf(world, invite),
    temporary: invite.temporary,
    uses: invite.uses,
    expires_at: expiresAt(invite),
  };
}

function expiresAt(invite: EmulatorInvite): string | null {
  const expiry = inviteExpiry(invite);
  return expiry === null ? null : new Date(expiry).toISOString();
}

function targetOf(
  world: World,
  invite: EmulatorInvite,
): Pick<APIInvite, 'target_type' | 'target_user' | 'target_application'> {
  if (invite.targetType === null) return {};
  const user = invite.targetUserId === null ? undefined : apiUserOf(world, invite.targetUserId);
  const app = world.applications.find((a) => a.id === invite.targetApplicationId);
  return {
    target_type: invite.targetType,
    ...(user ? { target_user: user } : {}),
    ...(app ? { target_application: { id: app.id, name: app.name, description: app.description } } : {}),
  };
}
