import {
  type APIAutoModerationAction,
  type APIAutoModerationRule,
  AuditLogEvent,
  AutoModerationActionType,
  AutoModerationEventType,
  type GatewayAutoModerationActionExecutionData,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
import { worldEvent } from '../events/world-event.js';
import { publishMember } from '../guild-admin/member-events.js';
import { badRequest } from '../http/http-error.js';
import { baseMessage } from '../messages/message-factory.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorMember } from '../world/world.js';
import { type RuleTrigger, ruleTrigger } from './rule-trigger.js';

/** Where a member's message is about to be posted, and the message as it would be stored. */
export interface ModerationInput {
  guild: EmulatorGuild;
  channel: EmulatorChannel;
  member: EmulatorMember;
  message: EmulatorMessage;
}

// How many of the author's latest messages the spam trigger remembers.
const spamMemory = 1;

// The unique user and role mentions a message's text holds, pingable or not (`<@id>`, `<@!id>`, `<@&id>`).
function uniqueMentions(content: string): number {
  return new Set(
    [...content.matchAll(/<@(!|&)?(\d{17,20})>/g)].map((m) => `${m[1] === '&' ? '&' : ''}${m[2]}`),
  ).size;
}

/**
 * Runs the guild's enabled message-send AutoMod rules on a member's message before it is posted, as the
 * service does: a rule skips members holding one of its exempt roles, its exempt channels (or their
 * category), and members with Manage Guild or Administrator (and the owner). Each action of each rule
 * that triggers runs in order and is told to the guild's bots with Manage Guild
 * (AUTO_MODERATION_ACTION_EXECUTION, intent AUTO_MODERATION_EXECUTION): an alert posts an
 * AUTO_MODERATION_ACTION message in its channel, a timeout times the member out (GUILD_MEMBER_UPDATE),
 * each recorded in the audit log. When an action blocks the message, nothing is posted and the caller is
 * refused with 400/200000 (the block's custom message in its text).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation | Auto Moderation}
 */
export function enforceAutoModeration(context: EmulatorContext, input: ModerationInput): void {
  const { guild, channel, member, message } = input;
  const rules = context.state.autoModerationRules
    .ofGuild(guild.id)
    .filter((rule) => rule.enabled && rule.event_type === AutoModerationEventType.MessageSend);
  if (rules.length === 0) return;
  const held = memberGuildPermissions(guild, member);
  if ((held & (PermissionFlags.ManageGuild | PermissionFlags.Administrator)) !== 0n) return;
  const recentContents = context.state.messages
    .list({ channelId: channel.id })
    .filter((m) => m.author.id === member.userId)
    .slice(-spamMemory)
    .reverse()
    .map((m) => m.content);
  const moderated = {
    content: message.content,
    mentionCount: uniqueMentions(message.content),
    recentContents,
  };
  let blocked: string | null = null;
  for (const rule of rules) {
    if (rule.exempt_roles.some((role) => member.roles.includes(role))) continue;
    if (rule.exempt_channels.includes(channel.id)) continue;
    if (channel.parentId !== null && rule.exempt_channels.includes(channel.parentId)) continue;
    const trigger = ruleTrigger(rule, moderated);
    if (!trigger) continue;
    for (const action of rule.actions) {
      const outcome = runAction(context, input, rule, action, trigger);
      if (outcome.blocked && blocked === null) blocked = outcome.customMessage;
    }
  }
  if (blocked !== null)
    throw badRequest(
      blocked === '' ? 'Message was blocked by AutoMod' : `Message was blocked by AutoMod: ${blocked}`,
      RESTJSONErrorCodes.MessageBlockedByAutomod,
    );
}

function runAction(
  context: EmulatorContext,
  input: ModerationInput,
  rule: APIAutoModerationRule,
  action: APIAutoModerationAction,
  trigger: RuleTrigger,
): { blocked: boolean; customMessage: string } {
  const { guild, channel, member, message } = input;
  const audit = (actionType: AuditLogEvent) =>
    recordAuditLogEntry(context, guild.id, {
      actionType,
      userId: member.userId,
      targetId: member.userId,
      options: {
        auto_moderation_rule_name: rule.name,
        auto_moderation_rule_trigger_type: String(rule.trigger_type),
        channel_id: channel.id,
      },
      reason: null,
    });
  const execution: GatewayAutoModerationActionExecutionData = {
    guild_id: guild.id,
    action: structuredClone(action),
    rule_id: rule.id,
    rule_trigger_type: rule.trigger_type,
    user_id: member.userId,
    channel_id: channel.id,
    content: message.content,
    matched_keyword: trigger.matchedKeyword,
    matched_content: trigger.matchedContent,
  };
  let outcome = { blocked: false, customMessage: '' };
  if (action.type === AutoModerationActionType.BlockMessage) {
    outcome = { blocked: true, customMessage: action.metadata?.custom_message ?? '' };
    audit(AuditLogEvent.AutoModerationBlockMessage);
  } else if (action.type === AutoModerationActionType.SendAlertMessage) {
    const alertChannel = guild.channels.find((c) => c.id === action.metadata?.channel_id);
    if (alertChannel)
      execution.alert_system_message_id = postAlert(context, input, alertChannel, rule, trigger).id;
    audit(AuditLogEvent.AutoModerationFlagToChannel);
  } else if (action.type === AutoModerationActionType.Timeout) {
    const seconds = action.metadata?.duration_seconds ?? 0;
    member.communicationDisabledUntil = new Date(context.clock.now() + seconds * 1000).toISOString();
    publishMember(context, guild, member, 'UPDATE');
    audit(AuditLogEvent.AutoModerationUserCommunicationDisabled);
  }
  // The message itself is posted after its rules ran; a blocked one never is.
  context.events.publish(
    worldEvent(
      'AUTO_MODERATION_ACTION_EXECUTION',
      { guildId: guild.id, permissions: PermissionFlags.ManageGuild },
      execution,
    ),
  );
  return outcome;
}

// The alert: an AUTO_MODERATION_ACTION message (type 24) by the member, its embed naming the rule, the
// channel and what matched.
function postAlert(
  context: EmulatorContext,
  input: ModerationInput,
  alertChannel: EmulatorChannel,
  rule: APIAutoModerationRule,
  trigger: RuleTrigger,
): EmulatorMessage {
  const { guild, channel, message } = input;
  const fields = [
    { name: 'rule_name', value: rule.name, inline: false },
    { name: 'channel_id', value: channel.id, inline: false },
    ...(trigger.matchedKeyword !== null
      ? [{ name: 'keyword', value: trigger.matchedKeyword, inline: false }]
      : []),
    ...(trigger.matchedContent !== null
      ? [{ name: 'keyword_matched_content', value: trigger.matchedContent, inline: false }]
      : []),
  ];
  return context.state.messages.add(
    {
      ...baseMessage(context.nextId(), alertChannel.id, message.author, context.clock.now()),
      type: 24,
      guild_id: guild.id,
      embeds: [{ type: 'auto_moderation_message', description: message.content, fields }],
    },
    null,
  );
}
