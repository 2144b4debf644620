import {
  type APIAuditLogChange,
  AuditLogEvent,
  FieldErrorCodes,
  GuildMemberFlags,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIGuildMemberJSONBody,
} from '@slashkit/api';
import {
  requireGuildPermission,
  requireMemberBelow,
  requireRoleBelow,
} from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { badRequest, forbidden, invalidForm } from '../http/http-error.js';
import { apiUserOf } from '../world/api-user-of.js';
import { allPermissions, memberGuildPermissions } from '../world/guild-permissions.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorGuild, EmulatorMember, EmulatorRole } from '../world/world.js';
import { auditAction, type GuildAction } from './guild-action.js';
import { memberEntry, storeMember } from './member-entry.js';
import { publishMember } from './member-events.js';
import { applyMemberVoiceEdit, checkMemberVoiceEdit } from './member-voice-edit.js';
import { syncUserRoles } from './sync-user-roles.js';

/** The one member flag that may be set (BYPASSES_VERIFICATION); the others are the service's. */
const editableFlags = GuildMemberFlags.BypassesVerification;
const { ManageNicknames, ChangeNickname, ManageRoles, ModerateMembers } = PermissionFlags;

/**
 * Edits a member as the service does, every permission checked before anything changes: `nick` (Manage
 * Nicknames, on a member below the actor; Change Nickname for oneself), `roles` (Manage Roles; each role
 * added or removed below the actor's highest, never @everyone nor a managed role: 400/50028),
 * `communication_disabled_until` (Timeout Members, on a member below the actor who is not an
 * administrator: a timeout keeps them to View Channel and Read Message History), `flags` (Manage Guild or
 * Manage Roles); `mute` (Mute Members), `deaf` (Deafen Members) and `channel_id` (Move Members: a move,
 * or null to disconnect) need the member in voice (400/40032), see {@link checkMemberVoiceEdit}.
 * GUILD_MEMBER_UPDATE, and MEMBER_UPDATE / MEMBER_ROLE_UPDATE audit entries.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Modify Guild Member}
 */
export function editMember(
  action: GuildAction,
  userId: string,
  body: RESTPatchAPIGuildMemberJSONBody,
): EmulatorMember {
  const { context, guild, actor } = action;
  const { world } = context.state;
  const target = memberEntry(world, guild, userId);
  const self = target.userId === actor.userId;
  if (body.nick !== undefined) {
    if (self) requireGuildPermission(guild, actor, ChangeNickname, 'Change Nickname');
    else {
      requireGuildPermission(guild, actor, ManageNicknames, 'Manage Nicknames');
      requireMemberBelow(guild, actor, target, 'rename');
    }
  }
  let roles: { add: EmulatorRole[]; remove: EmulatorRole[] } | undefined;
  if (body.roles !== undefined && body.roles !== null) {
    requireGuildPermission(guild, actor, ManageRoles, 'Manage Roles');
    roles = roleChanges(action, target, body.roles);
  }
  const voice = checkMemberVoiceEdit(action, target, body);
  if (body.communication_disabled_until !== undefined) {
    requireGuildPermission(guild, actor, ModerateMembers, 'Timeout Members');
    requireMemberBelow(guild, actor, target, 'time out');
    if (memberGuildPermissions(guild, target) === allPermissions)
      throw forbidden(
        RESTJSONErrorCodes.MissingPermissions,
        `Missing Permissions: member ${target.userId} is an administrator; administrators cannot be timed out`,
      );
  }
  if (body.flags !== undefined) {
    const held = memberGuildPermissions(guild, actor);
    if ((held & (PermissionFlags.ManageGuild | ManageRoles)) === 0n)
      requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild or Manage Roles');
  }
  const user = apiUserOf(world, target.userId)!;
  const before = toApiGuildMember(target, user);
  storeMember(guild, target);
  if (body.nick !== undefined) target.nick = body.nick === '' ? null : body.nick;
  if (roles) {
    const removed = new Set(roles.remove.map((r) => r.id));
    target.roles = [...target.roles.filter((id) => !removed.has(id)), ...roles.add.map((r) => r.id)];
    syncUserRoles(world, guild);
  }
  if (body.communication_disabled_until !== undefined)
    target.communicationDisabledUntil = body.communication_disabled_until;
  if (body.flags !== undefined)
    target.flags = ((target.flags ?? 0) & ~editableFlags) | ((body.flags ?? 0) & editableFlags);
  if (voice) applyMemberVoiceEdit(action, target, voice);
  publishMember(context, guild, target, 'UPDATE');
  const changes = auditLogChanges(before, toApiGuildMember(target, user), [
    'nick',
    'communication_disabled_until',
    'mute',
    'deaf',
  ]);
  if (changes.length > 0)
    auditAction(action, { actionType: AuditLogEvent.MemberUpdate, targetId: target.userId, changes });
  if (roles && (roles.add.length > 0 || roles.remove.length > 0))
    auditAction(action, {
      actionType: AuditLogEvent.MemberRoleUpdate,
      targetId: target.userId,
      changes: roleAuditChanges(roles),
    });
  return target;
}

/** What a new role list adds and removes, each role checked: known, not @everyone nor managed, below the actor. */
function roleChanges(
  action: GuildAction,
  target: EmulatorMember,
  ids: readonly string[],
): { add: EmulatorRole[]; remove: EmulatorRole[] } {
  const { guild } = action;
  requireKnownRoles(guild, ids);
  const add = guild.roles.filter((r) => ids.includes(r.id) && !target.roles.includes(r.id));
  const remove = guild.roles.filter((r) => target.roles.includes(r.id) && !ids.includes(r.id));
  for (const role of [...add, ...remove])
    requireAssignable(action, role, add.includes(role) ? 'assign' : 'remove');
  return { add, remove };
}

/** Refuses a role list naming a role the guild does not have (400/50035 at each such `roles` index). */
export function requireKnownRoles(guild: EmulatorGuild, ids: readonly string[]): void {
  const unknown = ids.flatMap((id, index) => (guild.roles.some((r) => r.id === id) ? [] : [index]));
  if (unknown.length > 0)
    throw invalidForm(
      unknown.map((index) => ({
        path: ['roles', index],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown role ${ids[index]}`,
      })),
    );
}

/**
 * Refuses a role that cannot be given or taken: @everyone and an integration's managed role (400/50028),
 * or one not below the actor's highest role (403/50013).
 */
export function requireAssignable(action: GuildAction, role: EmulatorRole, what: 'assign' | 'remove'): void {
  if (role.id === action.guild.id || role.managed)
    throw badRequest(
      role.managed
        ? `Invalid Role: "${role.name}" is managed by an integration; only the integration gives and takes it`
        : 'Invalid Role: everyone holds @everyone; it is not given or taken',
      RESTJSONErrorCodes.InvalidRole,
    );
  requireRoleBelow(action.guild, action.actor, role, what);
}

/** A member's role changes as MEMBER_ROLE_UPDATE records them: `$add` and `$remove`, each `{ id, name }`. */
export function roleAuditChanges(roles: {
  add: EmulatorRole[];
  remove: EmulatorRole[];
}): APIAuditLogChange[] {
  const partial = (list: EmulatorRole[]) => list.map((r) => ({ id: r.id, name: r.name }));
  return [
    ...(roles.add.length > 0 ? [{ key: '$add', new_value: partial(roles.add) }] : []),
    ...(roles.remove.length > 0 ? [{ key: '$remove', new_value: partial(roles.remove) }] : []),
  ];
}
