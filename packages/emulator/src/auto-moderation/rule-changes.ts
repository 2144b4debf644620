import {
  type APIAutoModerationRule,
  AuditLogEvent,
  AutoModerationActionType,
  AutoModerationLimits,
  FieldErrorCodes,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type { CheckedAutoModerationRule, FieldError } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { auditAction, type GuildAction } from '../guild-admin/guild-action.js';
import { notFound, throwIfInvalid } from '../http/http-error.js';
import { compilePattern } from '../moderation/bounded-pattern.js';
import { publishRuleChange } from './rule-events.js';

const auditKeys = [
  'name',
  'event_type',
  'trigger_type',
  'trigger_metadata',
  'actions',
  'enabled',
  'exempt_roles',
  'exempt_channels',
] as const;

/** One of the guild's AutoMod rules, for an actor with Manage Guild; 404 for any other id. */
export function guildRule(action: GuildAction, ruleId: string): APIAutoModerationRule {
  requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const rule = action.context.state.autoModerationRules.get(ruleId);
  if (!rule || rule.guild_id !== action.guild.id)
    throw notFound(
      RESTJSONErrorCodes.GeneralError,
      `Unknown Auto Moderation Rule: ${ruleId} is not a rule of ${action.guild.name}`,
    );
  return rule;
}

/**
 * Makes an AutoMod rule (`POST /guilds/{id}/auto-moderation/rules`) as the service does: Manage Guild
 * (Moderate Members too for a timeout action); at most as many rules of its trigger type as the guild
 * holds (400/50035 `AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED`); its exempt roles and channels, and its
 * alert channels, the guild's; its patterns ones the emulator can run (see `compilePattern`). Disabled
 * unless `enabled` says otherwise. AUTO_MODERATION_RULE_CREATE and an audit entry.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#create-auto-moderation-rule | Create Auto Moderation Rule}
 */
export function createRule(action: GuildAction, body: CheckedAutoModerationRule): APIAutoModerationRule {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const triggerType = body.trigger_type!;
  const errors = references(action, body);
  const limit = AutoModerationLimits.rulesPerGuild[triggerType];
  const held = context.state.autoModerationRules
    .ofGuild(guild.id)
    .filter((r) => r.trigger_type === triggerType);
  if (held.length >= limit)
    errors.push({
      path: ['trigger_type'],
      code: FieldErrorCodes.AutoModerationMaxRulesOfTypeExceeded,
      message: `Maximum number of rules of this type reached (${limit}): delete or edit one of ${guild.name}'s`,
    });
  throwIfInvalid(errors);
  requireTimeoutPermission(action, body);
  const rule: APIAutoModerationRule = {
    id: context.nextId(),
    guild_id: guild.id,
    name: body.name!,
    creator_id: actor.userId,
    event_type: body.event_type!,
    trigger_type: triggerType,
    trigger_metadata: body.trigger_metadata ?? {},
    actions: body.actions!,
    enabled: body.enabled ?? false,
    exempt_roles: body.exempt_roles ?? [],
    exempt_channels: body.exempt_channels ?? [],
  };
  context.state.autoModerationRules.put(rule);
  auditAction(action, {
    actionType: AuditLogEvent.AutoModerationRuleCreate,
    targetId: rule.id,
    changes: auditLogChanges(null, rule, auditKeys),
  });
  publishRuleChange(context, 'CREATE', rule);
  return rule;
}

/**
 * Edits an AutoMod rule (`PATCH …/auto-moderation/rules/{rule_id}`): each field sent replaces the
 * rule's (the trigger type stays), checked as {@link createRule} checks them. AUTO_MODERATION_RULE_UPDATE
 * and an audit entry when something changed.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#modify-auto-moderation-rule | Modify Auto Moderation Rule}
 */
export function editRule(
  action: GuildAction,
  rule: APIAutoModerationRule,
  body: CheckedAutoModerationRule,
): APIAutoModerationRule {
  const { context } = action;
  throwIfInvalid(references(action, body));
  requireTimeoutPermission(action, body);
  const before = structuredClone(rule);
  const after: APIAutoModerationRule = {
    ...rule,
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.event_type !== undefined ? { event_type: body.event_type } : {}),
    ...(body.trigger_metadata !== undefined ? { trigger_metadata: body.trigger_metadata } : {}),
    ...(body.actions !== undefined ? { actions: body.actions } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    ...(body.exempt_roles !== undefined ? { exempt_roles: body.exempt_roles } : {}),
    ...(body.exempt_channels !== undefined ? { exempt_channels: body.exempt_channels } : {}),
  };
  const changes = auditLogChanges(before, after, auditKeys);
  if (changes.length === 0) return rule;
  context.state.autoModerationRules.put(after);
  auditAction(action, { actionType: AuditLogEvent.AutoModerationRuleUpdate, targetId: rule.id, changes });
  publishRuleChange(context, 'UPDATE', after);
  return after;
}

/**
 * Deletes an AutoMod rule (`DELETE …/auto-moderation/rules/{rule_id}`). AUTO_MODERATION_RULE_DELETE with
 * the rule as it was, and an audit entry.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#delete-auto-moderation-rule | Delete Auto Moderation Rule}
 */
export function deleteRule(action: GuildAction, rule: APIAutoModerationRule): void {
  const { context } = action;
  context.state.autoModerationRules.delete(rule.id);
  auditAction(action, {
    actionType: AuditLogEvent.AutoModerationRuleDelete,
    targetId: rule.id,
    changes: auditLogChanges(rule, null, auditKeys),
  });
  publishRuleChange(context, 'DELETE', rule);
}

// What a body names must be the guild's, and its patterns ones the emulator runs: each problem at its path.
function references(action: GuildAction, body: CheckedAutoModerationRule): FieldError[] {
  const { guild } = action;
  const errors: FieldError[] = [];
  body.exempt_roles?.forEach((id, index) => {
    if (!guild.roles.some((r) => r.id === id))
      errors.push({
        path: ['exempt_roles', index],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown role ${id}: exempt one of ${guild.name}'s roles`,
      });
  });
  body.exempt_channels?.forEach((id, index) => {
    if (!guild.channels.some((c) => c.id === id))
      errors.push({
        path: ['exempt_channels', index],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown channel ${id}: exempt one of ${guild.name}'s channels`,
      });
  });
  body.actions?.forEach((a, index) => {
    const channelId = a.metadata?.channel_id;
    if (channelId !== undefined && !guild.channels.some((c) => c.id === channelId))
      errors.push({
        path: ['actions', index, 'metadata', 'channel_id'],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown channel ${channelId}: send alerts to one of ${guild.name}'s channels`,
      });
  });
  body.trigger_metadata?.regex_patterns?.forEach((source, index) => {
    const compiled = compilePattern(source);
    if ('error' in compiled)
      errors.push({
        path: ['trigger_metadata', 'regex_patterns', index],
        code: FieldErrorCodes.RegexInvalid,
        message: `Invalid regex: ${compiled.error}`,
      });
  });
  return errors;
}

// A timeout action needs Moderate Members of whoever sets it up.
function requireTimeoutPermission(action: GuildAction, body: CheckedAutoModerationRule): void {
  if (body.actions?.some((a) => a.type === AutoModerationActionType.Timeout))
    requireGuildPermission(
      action.guild,
      action.actor,
      PermissionFlags.ModerateMembers,
      'Moderate Members (a timeout action)',
    );
}
