import { AuditLogEvent, PermissionFlags, RESTJSONErrorCodes, type Snowflake } from '@slashkit/api';
import { requireGuildPermission, requireMemberBelow } from '../access/require-guild-permission.js';
import { canActOnMember } from '../access/role-hierarchy.js';
import { notFound } from '../http/http-error.js';
import { apiUserOf } from '../world/api-user-of.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorMember } from '../world/world.js';
import { publishBan } from './ban-events.js';
import { deleteRecentMessages } from './delete-recent-messages.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { removeMember } from './remove-member.js';

/**
 * Bans a user as the service does: Ban Members, and a member among them below the actor (never the
 * owner nor oneself); 10013 for a user the world does not know. A member leaves (GUILD_MEMBER_REMOVE),
 * their messages of the last `deleteMessageSeconds` go (a MESSAGE_DELETE_BULK per channel), GUILD_BAN_ADD and a
 * MEMBER_BAN_ADD audit entry follow. Banning a banned user again changes nothing.
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-ban | Create Guild Ban}
 */
export function banUser(action: GuildAction, userId: Snowflake, deleteMessageSeconds: number): void {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.BanMembers, 'Ban Members');
  if (!apiUserOf(context.state.world, userId)) throw notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
  const member = guildMember(action, userId);
  if (member || guild.ownerId === userId)
    requireMemberBelow(guild, actor, member ?? { userId, roles: [] }, 'ban');
  applyBan(action, userId, member, deleteMessageSeconds);
}

/**
 * Bans up to 200 users at once (Ban Members and Manage Guild): each user the actor may ban is banned as
 * {@link banUser} bans one; the others (unknown, the owner, members at or above the actor, already
 * banned) are listed as failed.
 * @see {@link https://discord.com/developers/docs/resources/guild#bulk-guild-ban | Bulk Guild Ban}
 */
export function bulkBanUsers(
  action: GuildAction,
  userIds: readonly Snowflake[],
  deleteMessageSeconds: number,
): { banned_users: Snowflake[]; failed_users: Snowflake[] } {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.BanMembers, 'Ban Members');
  requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const banned: Snowflake[] = [];
  const failed: Snowflake[] = [];
  for (const userId of userIds) {
    const member = guildMember(action, userId);
    const may =
      apiUserOf(context.state.world, userId) !== undefined &&
      context.state.bans.get(guild.id, userId) === undefined &&
      guild.ownerId !== userId &&
      (!member || canActOnMember(guild, actor, member));
    if (!may) {
      failed.push(userId);
      continue;
    }
    applyBan(action, userId, member, deleteMessageSeconds);
    banned.push(userId);
  }
  return { banned_users: banned, failed_users: failed };
}

/**
 * Lifts a ban (Ban Members): 10026 Unknown Ban when there is none; GUILD_BAN_REMOVE and a
 * MEMBER_BAN_REMOVE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#remove-guild-ban | Remove Guild Ban}
 */
export function unbanUser(action: GuildAction, userId: Snowflake): void {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.BanMembers, 'Ban Members');
  if (!context.state.bans.remove(guild.id, userId))
    throw notFound(RESTJSONErrorCodes.UnknownBan, 'Unknown Ban');
  publishBan(context, guild, userId, 'REMOVE');
  auditAction(action, { actionType: AuditLogEvent.MemberBanRemove, targetId: userId });
}

function applyBan(
  action: GuildAction,
  userId: Snowflake,
  member: EmulatorMember | undefined,
  deleteMessageSeconds: number,
): void {
  const { context, guild } = action;
  if (!context.state.bans.add(guild.id, userId, action.reason)) return;
  if (member) removeMember(action, member.userId);
  if (deleteMessageSeconds > 0) deleteRecentMessages(context, guild, userId, deleteMessageSeconds);
  publishBan(context, guild, userId, 'ADD');
  auditAction(action, { actionType: AuditLogEvent.MemberBanAdd, targetId: userId });
}

/** The guild's member `userId` (an installed app's bot too), or undefined for someone who is not one. */
function guildMember(action: GuildAction, userId: Snowflake): EmulatorMember | undefined {
  const { context, guild } = action;
  const found = guild.members.find((m) => m.userId === userId);
  if (found) return found;
  const application = context.state.world.applications.find((a) => a.bot.id === userId);
  return (application && botMember(guild, application)) ?? undefined;
}
