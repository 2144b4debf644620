import { AutoModerationLimits } from '../auto-moderation-limits.js';
import { AutoModerationActionType } from '../enums/auto-moderation-action-type.js';
import { AutoModerationEventType } from '../enums/auto-moderation-event-type.js';
import { AutoModerationKeywordPresetType } from '../enums/auto-moderation-keyword-preset-type.js';
import { AutoModerationTriggerType } from '../enums/auto-moderation-trigger-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type {
  APIAutoModerationAction,
  APIAutoModerationRuleTriggerMetadata,
} from '../types/auto-moderation.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';

/** An AutoMod rule's fields as the service reads them; on an edit, only those sent. */
export interface CheckedAutoModerationRule {
  name?: string;
  event_type?: AutoModerationEventType;
  trigger_type?: AutoModerationTriggerType;
  trigger_metadata?: APIAutoModerationRuleTriggerMetadata;
  actions?: APIAutoModerationAction[];
  enabled?: boolean;
  exempt_roles?: Snowflake[];
  exempt_channels?: Snowflake[];
}

const L = AutoModerationLimits;
const triggerTypes: readonly number[] = Object.values(AutoModerationTriggerType);
const eventTypes: readonly number[] = Object.values(AutoModerationEventType);
const actionTypes: readonly number[] = Object.values(AutoModerationActionType);
const presets: readonly number[] = Object.values(AutoModerationKeywordPresetType);
const example =
  '{ "name": "no bad words", "event_type": 1, "trigger_type": 1, "trigger_metadata": { "keyword_filter": ["bad"] }, "actions": [{ "type": 1 }] }';

/**
 * Checks an AutoMod rule's body: `create` (`POST /guilds/{id}/auto-moderation/rules`: `name`,
 * `event_type`, `trigger_type` and `actions` required) or an edit of a rule of the given trigger type
 * (`PATCH …/rules/{id}`, each field optional, the trigger type fixed). The limits of Discord's docs:
 * a name of 1-100 characters, 1-5 actions, 20 exempt roles, 50 exempt channels; per trigger type its
 * metadata (1000 keywords and 10 regex patterns of 60 and 260 characters, allow lists of 100 or 1000,
 * presets, a mention limit of 0-50) and its actions (a timeout only on keyword, mention-spam and
 * member-profile rules; blocking interaction only on member-profile ones); member-profile rules on the
 * member-update event, the others on message send. Regular expressions are checked by who runs them.
 * Own properties only.
 * @example
 * validateAutoModerationRule({ name: 'x', event_type: 1, trigger_type: 5, actions: [{ type: 1 }] }, 'create').success; // true
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#create-auto-moderation-rule | Create Auto Moderation Rule}
 */
export function validateAutoModerationRule(
  body: unknown,
  mode: 'create' | { edit: AutoModerationTriggerType },
): ValidationResult<CheckedAutoModerationRule> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as ${example}, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const creating = mode === 'create';
  const data: CheckedAutoModerationRule = {};
  const choice = (key: string, allowed: readonly number[]): number | undefined => {
    const value = f.raw(key);
    if (value === undefined) return undefined;
    if (typeof value === 'number' && allowed.includes(value)) return value;
    c.add(key, FieldErrorCodes.Choices, `Value must be one of ${allowed.join(', ')} (got ${show(value)})`);
    return undefined;
  };
  if (!creating || f.required('name')) {
    const name = f.string('name', { min: 1, max: L.nameMaxLength });
    if (typeof name === 'string') data.name = name;
  }
  let triggerType: AutoModerationTriggerType | undefined;
  if (creating) {
    if (f.required('trigger_type'))
      triggerType = choice('trigger_type', triggerTypes) as AutoModerationTriggerType | undefined;
    if (triggerType !== undefined) data.trigger_type = triggerType;
  } else {
    triggerType = mode.edit;
    if (f.has('trigger_type'))
      c.add(
        'trigger_type',
        FieldErrorCodes.InvalidValue,
        "A rule's trigger type cannot change — make a new rule",
      );
  }
  if (!creating || f.required('event_type')) {
    const eventType = choice('event_type', eventTypes) as AutoModerationEventType | undefined;
    if (eventType !== undefined && triggerType !== undefined) {
      const wanted =
        triggerType === AutoModerationTriggerType.MemberProfile
          ? AutoModerationEventType.MemberUpdate
          : AutoModerationEventType.MessageSend;
      if (eventType !== wanted)
        c.add(
          'event_type',
          FieldErrorCodes.AutoModerationInvalidForTrigger,
          `Trigger type ${triggerType} runs on event type ${wanted} (got ${eventType})`,
        );
      else data.event_type = eventType;
    }
  }
  if (triggerType !== undefined) {
    const metadata = f.object('trigger_metadata', { nullable: true });
    if (metadata) {
      c.path.push('trigger_metadata');
      const checked = triggerMetadata(c, new BodyFields(c, metadata), triggerType);
      c.path.pop();
      if (checked) data.trigger_metadata = checked;
    } else if (creating) data.trigger_metadata = triggerMetadata(c, new BodyFields(c, {}), triggerType)!;
  }
  if (!creating || f.required('actions')) {
    const list = f.array('actions', { max: L.actionsMax });
    if (list?.length === 0)
      c.add('actions', FieldErrorCodes.MinLength, 'Must be 1 or more in length (got 0) — add an action');
    else if (list && triggerType !== undefined) {
      c.path.push('actions');
      const actions = list.map((item, index) => action(c, item, index, triggerType));
      c.path.pop();
      if (actions.every((a) => a !== undefined)) data.actions = actions as APIAutoModerationAction[];
    }
  }
  const enabled = f.boolean('enabled', { nullable: true });
  if (typeof enabled === 'boolean') data.enabled = enabled;
  const roles = f.snowflakes('exempt_roles', { max: L.exemptRolesMax, unique: true, nullable: true });
  if (roles !== undefined) data.exempt_roles = roles ?? [];
  const channels = f.snowflakes('exempt_channels', {
    max: L.exemptChannelsMax,
    unique: true,
    nullable: true,
  });
  if (channels !== undefined) data.exempt_channels = channels ?? [];
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

// The metadata a trigger type keeps, with its defaults; a field of another type is refused at its key.
function triggerMetadata(
  c: ErrorCollector,
  f: BodyFields,
  type: AutoModerationTriggerType,
): APIAutoModerationRuleTriggerMetadata | undefined {
  const before = c.errors.length;
  const takes: Record<AutoModerationTriggerType, readonly string[]> = {
    1: ['keyword_filter', 'regex_patterns', 'allow_list'],
    3: [],
    4: ['presets', 'allow_list'],
    5: ['mention_total_limit', 'mention_raid_protection_enabled'],
    6: ['keyword_filter', 'regex_patterns', 'allow_list'],
  };
  for (const key of [
    'keyword_filter',
    'regex_patterns',
    'allow_list',
    'presets',
    'mention_total_limit',
    'mention_raid_protection_enabled',
  ])
    if (f.has(key) && !takes[type].includes(key))
      c.add(key, FieldErrorCodes.AutoModerationInvalidForTrigger, `Trigger type ${type} takes no ${key}`);
  const words = (key: string, max: number, maxLength: number): string[] => {
    const list = f.array(key, { max, nullable: true });
    if (!list) return [];
    c.path.push(key);
    const out: string[] = [];
    list.forEach((item, index) => {
      if (typeof item !== 'string' || item.length === 0 || item.length > maxLength)
        c.add(
          index,
          typeof item === 'string' ? FieldErrorCodes.BadLength : FieldErrorCodes.String,
          `Must be a string of 1 to ${maxLength} characters (got ${show(item)})`,
        );
      else out.push(item);
    });
    c.path.pop();
    return out;
  };
  let metadata: APIAutoModerationRuleTriggerMetadata = {};
  if (type === AutoModerationTriggerType.Keyword || type === AutoModerationTriggerType.MemberProfile)
    metadata = {
      keyword_filter: words('keyword_filter', L.keywordsMax, L.keywordMaxLength),
      regex_patterns: words('regex_patterns', L.regexPatternsMax, L.regexPatternMaxLength),
      allow_list: words('allow_list', L.allowListMaxKeyword, L.allowListEntryMaxLength),
    };
  else if (type === AutoModerationTriggerType.KeywordPreset) {
    const list = f.array('presets', { max: presets.length, nullable: true }) ?? [];
    const chosen: AutoModerationKeywordPresetType[] = [];
    c.path.push('presets');
    list.forEach((item, index) => {
      if (typeof item !== 'number' || !presets.includes(item))
        c.add(
          index,
          FieldErrorCodes.Choices,
          `Value must be one of ${presets.join(', ')} (got ${show(item)})`,
        );
      else if (!chosen.includes(item as AutoModerationKeywordPresetType))
        chosen.push(item as AutoModerationKeywordPresetType);
    });
    c.path.pop();
    metadata = {
      presets: chosen,
      allow_list: words('allow_list', L.allowListMaxPreset, L.allowListEntryMaxLength),
    };
  } else if (type === AutoModerationTriggerType.MentionSpam) {
    const limit = f.integer('mention_total_limit', { min: 0, max: L.mentionTotalLimitMax, nullable: true });
    const raid = f.boolean('mention_raid_protection_enabled', { nullable: true });
    metadata = {
      mention_total_limit: typeof limit === 'number' ? limit : L.mentionTotalLimitMax,
      mention_raid_protection_enabled: raid === true,
    };
  }
  return c.errors.length === before ? metadata : undefined;
}

function action(
  c: ErrorCollector,
  item: unknown,
  index: number,
  trigger: AutoModerationTriggerType,
): APIAutoModerationAction | undefined {
  if (!isJsonObject(item)) {
    c.add(
      index,
      FieldErrorCodes.ModelType,
      `Expected an action such as { "type": 1 }, got ${jsonType(item)}`,
    );
    return undefined;
  }
  c.path.push(index);
  try {
    const f = new BodyFields(c, item);
    const type = f.raw('type');
    if (!f.required('type')) return undefined;
    if (typeof type !== 'number' || !actionTypes.includes(type)) {
      c.add(
        'type',
        FieldErrorCodes.Choices,
        `Value must be one of ${actionTypes.join(', ')} (got ${show(type)})`,
      );
      return undefined;
    }
    const allowed =
      type === AutoModerationActionType.Timeout
        ? trigger === AutoModerationTriggerType.Keyword ||
          trigger === AutoModerationTriggerType.MentionSpam ||
          trigger === AutoModerationTriggerType.MemberProfile
        : type === AutoModerationActionType.BlockMemberInteraction
          ? trigger === AutoModerationTriggerType.MemberProfile
          : true;
    if (!allowed) {
      c.add(
        'type',
        FieldErrorCodes.AutoModerationInvalidForTrigger,
        `Action type ${type} cannot run on trigger type ${trigger}`,
      );
      return undefined;
    }
    const raw = f.object('metadata', { nullable: true });
    const m = new BodyFields(c, raw ?? {});
    c.path.push('metadata');
    try {
      if (type === AutoModerationActionType.BlockMessage) {
        const text = m.string('custom_message', { max: L.customMessageMaxLength, nullable: true });
        return { type, metadata: typeof text === 'string' && text !== '' ? { custom_message: text } : {} };
      }
      if (type === AutoModerationActionType.SendAlertMessage) {
        if (!m.required('channel_id')) return undefined;
        const channelId = m.snowflake('channel_id');
        return channelId ? { type, metadata: { channel_id: channelId } } : undefined;
      }
      if (type === AutoModerationActionType.Timeout) {
        if (!m.required('duration_seconds')) return undefined;
        const seconds = m.integer('duration_seconds', { min: 0, max: L.timeoutMaxSeconds });
        return typeof seconds === 'number' ? { type, metadata: { duration_seconds: seconds } } : undefined;
      }
      return { type: type as AutoModerationActionType, metadata: {} };
    } finally {
      c.path.pop();
    }
  } finally {
    c.path.pop();
  }
}
