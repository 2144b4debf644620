import { AuditLogEvent, PermissionFlags, type RESTPatchAPICurrentGuildMemberJSONBody } from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorMember } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { memberEntry, storeMember } from './member-entry.js';
import { publishMember } from './member-events.js';

/**
 * The actor changes their own member: `nick` (Change Nickname; "" or null removes it). A guild avatar,
 * banner or bio is taken and not kept (the emulator has no images for them). GUILD_MEMBER_UPDATE and a
 * MEMBER_UPDATE audit entry when the nickname changed.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-current-member | Modify Current Member}
 */
export function editOwnMember(
  action: GuildAction,
  body: RESTPatchAPICurrentGuildMemberJSONBody,
): EmulatorMember {
  const { context, guild, actor } = action;
  const member = memberEntry(context.state.world, guild, actor.userId);
  if (body.nick !== undefined)
    requireGuildPermission(guild, actor, PermissionFlags.ChangeNickname, 'Change Nickname');
  const user = apiUserOf(context.state.world, member.userId)!;
  const before = toApiGuildMember(member, user);
  storeMember(guild, member);
  if (body.nick !== undefined) member.nick = body.nick === '' ? null : body.nick;
  publishMember(context, guild, member, 'UPDATE');
  const changes = auditLogChanges(before, toApiGuildMember(member, user), ['nick']);
  if (changes.length > 0)
    auditAction(action, { actionType: AuditLogEvent.MemberUpdate, targetId: member.userId, changes });
  return member;
}
