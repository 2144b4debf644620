import { type APIAutoModerationRule, PermissionFlags } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/**
 * Tells the guild's bots with Manage Guild (intent AUTO_MODERATION_CONFIGURATION) that a rule was made,
 * edited or deleted: AUTO_MODERATION_RULE_CREATE, _UPDATE or _DELETE with the rule.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#auto-moderation-rule-create | Auto Moderation Rule Create}
 */
export function publishRuleChange(
  context: EmulatorContext,
  kind: 'CREATE' | 'UPDATE' | 'DELETE',
  rule: APIAutoModerationRule,
): void {
  context.events.publish(
    worldEvent(
      `AUTO_MODERATION_RULE_${kind}`,
      { guildId: rule.guild_id, permissions: PermissionFlags.ManageGuild },
      structuredClone(rule),
    ),
  );
}
