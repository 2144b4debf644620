import { randomBytes } from 'node:crypto';
import {
  ApplicationFlags,
  AuditLogEvent,
  ChannelType,
  FieldErrorCodes,
  GuildLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type { CheckedInviteBody } from '@slashkit/api/validation';
import { requireChannelPermission, requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { worldEvent } from '../events/world-event.js';
import { badRequest, invalidForm, notFound } from '../http/http-error.js';
import type { EmulatorInvite } from '../state/invite-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { EmulatorChannel } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { isThread } from './guild-channel.js';
import { inviteCreateData } from './invite-wire.js';

// Letters and digits, as the service's codes are.
const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Makes an invite to a guild channel as the service does: Create Instant Invite there; not to a category
 * or a thread (400/50024); a stream's `target_user_id` a user of the world (10013), an embedded
 * application's an app with Activities (50035); at most 1000 per guild (30016). Without `unique`, an
 * invite of the same inviter, channel and settings is answered again (`created: false`). INVITE_CREATE
 * and an INVITE_CREATE audit entry for a new one.
 * @see {@link https://discord.com/developers/docs/resources/channel#create-channel-invite | Create Channel Invite}
 */
export function createInvite(
  action: GuildAction,
  channel: EmulatorChannel,
  body: CheckedInviteBody,
): { invite: EmulatorInvite; created: boolean } {
  const { context, guild, actor } = action;
  requireChannelPermission(
    guild,
    channel,
    actor,
    PermissionFlags.CreateInstantInvite,
    'Create Instant Invite',
  );
  if (channel.type === ChannelType.GuildCategory || isThread(channel))
    throw badRequest(
      'Cannot execute action on this channel type: invites lead to a channel, not a category or a thread',
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  const { world } = context.state;
  if (body.targetUserId !== null && !apiUserOf(world, body.targetUserId))
    throw notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
  if (body.targetApplicationId !== null) {
    const app = world.applications.find((a) => a.id === body.targetApplicationId);
    if (!app || (app.flags & ApplicationFlags.Embedded) === 0)
      throw invalidForm([
        {
          path: ['target_application_id'],
          code: FieldErrorCodes.InvalidValue,
          message: 'The application is not an embedded application (Activities are not enabled for it)',
        },
      ]);
  }
  const now = context.clock.now();
  const live = context.state.invites.list({ guildId: guild.id }, now);
  if (!body.unique) {
    const same = live.find(
      (i) =>
        i.channelId === channel.id &&
        i.inviterId === actor.userId &&
        i.maxAge === body.maxAge &&
        i.maxUses === body.maxUses &&
        i.temporary === body.temporary &&
        i.targetType === body.targetType &&
        i.targetUserId === body.targetUserId &&
        i.targetApplicationId === body.targetApplicationId,
    );
    if (same) return { invite: same, created: false };
  }
  if (live.length >= GuildLimits.invitesMax)
    throw badRequest(
      `Maximum number of invites reached (${GuildLimits.invitesMax}): delete some first`,
      RESTJSONErrorCodes.MaximumInvites,
    );
  const invite: EmulatorInvite = {
    code: newInviteCode((code) => context.state.invites.get(code, now) !== undefined),
    guildId: guild.id,
    channelId: channel.id,
    inviterId: actor.userId,
    createdAt: now,
    maxAge: body.maxAge,
    maxUses: body.maxUses,
    uses: 0,
    temporary: body.temporary,
    targetType: body.targetType,
    targetUserId: body.targetUserId,
    targetApplicationId: body.targetApplicationId,
  };
  context.state.invites.add(invite);
  context.events.publish(
    worldEvent(
      'INVITE_CREATE',
      { guildId: guild.id, channelId: channel.id, permissions: PermissionFlags.ManageChannels },
      inviteCreateData(world, invite),
    ),
  );
  auditAction(action, {
    actionType: AuditLogEvent.InviteCreate,
    targetId: null,
    changes: auditLogChanges(null, inviteAuditFields(invite)),
  });
  return { invite, created: true };
}

/**
 * Revokes an invite as the service does: Manage Channels in its channel or Manage Guild (403/50013
 * otherwise). INVITE_DELETE and an INVITE_DELETE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/invite#delete-invite | Delete Invite}
 */
export function revokeInvite(action: GuildAction, invite: EmulatorInvite): void {
  const { context, guild, actor } = action;
  const channel = guild.channels.find((c) => c.id === invite.channelId);
  try {
    requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild');
  } catch (refusal) {
    if (!channel) throw refusal;
    requireChannelPermission(
      guild,
      channel,
      actor,
      PermissionFlags.ManageChannels,
      'Manage Channels or Manage Guild',
    );
  }
  context.state.invites.remove(invite.code);
  publishInviteDelete(action, invite);
  auditAction(action, {
    actionType: AuditLogEvent.InviteDelete,
    targetId: null,
    changes: auditLogChanges(inviteAuditFields(invite), null),
  });
}

/** Tells the bots that manage the channel that an invite is gone: INVITE_DELETE with its ids and code. */
export function publishInviteDelete(
  action: Pick<GuildAction, 'context' | 'guild'>,
  invite: EmulatorInvite,
): void {
  action.context.events.publish(
    worldEvent(
      'INVITE_DELETE',
      { guildId: invite.guildId, channelId: invite.channelId, permissions: PermissionFlags.ManageChannels },
      { channel_id: invite.channelId, guild_id: invite.guildId, code: invite.code },
    ),
  );
}

// The fields an invite's audit entries record, as the service names them.
function inviteAuditFields(invite: EmulatorInvite) {
  return {
    code: invite.code,
    channel_id: invite.channelId,
    inviter_id: invite.inviterId,
    uses: invite.uses,
    max_uses: invite.maxUses,
    max_age: invite.maxAge,
    temporary: invite.temporary,
  };
}

/** A new invite code (8 letters and digits) that `taken` says no invite has. */
export function newInviteCode(taken: (code: string) => boolean): string {
  for (;;) {
    const code = [...randomBytes(8)].map((b) => codeAlphabet[b % codeAlphabet.length]).join('');
    if (!taken(code)) return code;
  }
}
