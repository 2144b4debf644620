import type { AutoModerationActionType } from '../enums/auto-moderation-action-type.js';
import type { AutoModerationEventType } from '../enums/auto-moderation-event-type.js';
import type { AutoModerationKeywordPresetType } from '../enums/auto-moderation-keyword-preset-type.js';
import type { AutoModerationTriggerType } from '../enums/auto-moderation-trigger-type.js';
import type { Snowflake } from '../snowflake.js';

/**
 * What a rule's trigger looks for, by trigger type: keywords, regular expressions and an allow list
 * (keyword and member-profile rules), presets and an allow list (keyword-preset rules), a mention limit
 * (mention-spam rules). The service answers every field of the rule's type, and none of the others.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-trigger-metadata | Trigger metadata}
 */
export interface APIAutoModerationRuleTriggerMetadata {
  /** Words matched whole, or as a prefix (`cat*`), suffix (`*cat`) or anywhere (`*cat*`), case-insensitively. */
  keyword_filter?: string[];
  /** Regular expressions (Rust flavour) matched against the content. */
  regex_patterns?: string[];
  presets?: AutoModerationKeywordPresetType[];
  /** Words that never trigger the rule. */
  allow_list?: string[];
  /** Unique user and role mentions a message may hold (at most 50). */
  mention_total_limit?: number;
  mention_raid_protection_enabled?: boolean;
}

/**
 * What an action needs: a block's text for the author, an alert's channel, a timeout's length.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-action-object-action-metadata | Action metadata}
 */
export interface APIAutoModerationActionMetadata {
  /** Shown to the member whose message was blocked (at most 150 characters). */
  custom_message?: string;
  /** Where an alert goes. */
  channel_id?: Snowflake;
  /** How long a timeout lasts (at most 2419200 seconds, 4 weeks). */
  duration_seconds?: number;
}

/**
 * One action of a rule.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-action-object | Auto Moderation Action object}
 */
export interface APIAutoModerationAction {
  type: AutoModerationActionType;
  metadata?: APIAutoModerationActionMetadata;
}

/**
 * An AutoMod rule of a guild.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object | Auto Moderation Rule object}
 */
export interface APIAutoModerationRule {
  id: Snowflake;
  guild_id: Snowflake;
  name: string;
  creator_id: Snowflake;
  event_type: AutoModerationEventType;
  trigger_type: AutoModerationTriggerType;
  trigger_metadata: APIAutoModerationRuleTriggerMetadata;
  actions: APIAutoModerationAction[];
  enabled: boolean;
  exempt_roles: Snowflake[];
  exempt_channels: Snowflake[];
}

/**
 * The body of `POST /guilds/{guild.id}/auto-moderation/rules` (Manage Guild).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#create-auto-moderation-rule | Create Auto Moderation Rule}
 */
export interface RESTPostAPIAutoModerationRuleJSONBody {
  name: string;
  event_type: AutoModerationEventType;
  trigger_type: AutoModerationTriggerType;
  trigger_metadata?: APIAutoModerationRuleTriggerMetadata;
  actions: APIAutoModerationAction[];
  /** Defaults to false. */
  enabled?: boolean;
  exempt_roles?: Snowflake[];
  exempt_channels?: Snowflake[];
}

/**
 * The body of `PATCH /guilds/{guild.id}/auto-moderation/rules/{rule.id}`: any field but the trigger type.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#modify-auto-moderation-rule | Modify Auto Moderation Rule}
 */
export type RESTPatchAPIAutoModerationRuleJSONBody = Partial<
  Omit<RESTPostAPIAutoModerationRuleJSONBody, 'trigger_type'>
>;

/**
 * AUTO_MODERATION_ACTION_EXECUTION: one action of a rule ran on a member's message (intent
 * AUTO_MODERATION_EXECUTION; `content` only for apps with the MESSAGE_CONTENT intent). `message_id` is
 * absent when the message was blocked; `alert_system_message_id` is the alert's, for an alert action.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#auto-moderation-action-execution | Auto Moderation Action Execution}
 */
export interface GatewayAutoModerationActionExecutionData {
  guild_id: Snowflake;
  action: APIAutoModerationAction;
  rule_id: Snowflake;
  rule_trigger_type: AutoModerationTriggerType;
  user_id: Snowflake;
  channel_id?: Snowflake;
  message_id?: Snowflake;
  alert_system_message_id?: Snowflake;
  content: string;
  matched_keyword: string | null;
  matched_content: string | null;
}
