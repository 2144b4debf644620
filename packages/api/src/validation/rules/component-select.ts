import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { ChannelType } from '../../enums/channel-type.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isSnowflake } from '../../snowflake.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import {
  checkCustomId,
  checkFlag,
  checkInteger,
  checkObject,
  checkText,
  refuseField,
} from './component-fields.js';
import type { ComponentWalk } from './component-walk.js';
import { checkOptionEntries } from './option-entries.js';

const L = ComponentLimits;
const CHANNEL_TYPES = new Set<unknown>(Object.values(ChannelType));
/** The default value types each entity select takes, by component type. */
const DEFAULT_TYPES: Record<number, readonly string[]> = {
  5: ['user'],
  6: ['role'],
  7: ['user', 'role'],
  8: ['channel'],
};
const SELECT_NAMES: Record<number, string> = {
  3: 'STRING_SELECT',
  5: 'USER_SELECT',
  6: 'ROLE_SELECT',
  7: 'MENTIONABLE_SELECT',
  8: 'CHANNEL_SELECT',
};

/**
 * Checks one select menu of type 3, 5, 6, 7 or 8 (collector path at the menu): `custom_id`,
 * `placeholder` ≤ 150, `min_values` 0-25 ≤ `max_values` 1-25, `disabled`; a string select's 1-25 options
 * (label and value 1-100, values unique, description ≤ 100, at most `max_values` defaults, and
 * `max_values` ≤ the number of options); an entity select's `default_values` (ids of the right kind, a
 * count within min..max) and, for channel selects only, `channel_types`.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function checkSelect(
  c: ErrorCollector,
  select: Record<string, unknown>,
  type: 3 | 5 | 6 | 7 | 8,
  walk: ComponentWalk,
): void {
  const name = SELECT_NAMES[type];
  checkCustomId(c, select.custom_id, walk, 'a select menu sends it back with the chosen values');
  checkText(c, 'placeholder', select.placeholder, 0, L.selectPlaceholderMaxLength);
  checkFlag(c, 'disabled', select.disabled);
  checkFlag(c, 'required', select.required);
  const min = checkInteger(c, 'min_values', select.min_values, L.selectMinValuesMin, L.selectMinValuesMax);
  const max = checkInteger(c, 'max_values', select.max_values, L.selectMaxValuesMin, L.selectMaxValuesMax);
  const effectiveMin = min ?? (select.min_values === undefined ? L.selectValuesDefault : undefined);
  const effectiveMax = max ?? (select.max_values === undefined ? L.selectValuesDefault : undefined);
  if (effectiveMin !== undefined && effectiveMax !== undefined && effectiveMin > effectiveMax)
    c.add(
      'min_values',
      ComponentErrorCodes.MinMaxInvalid,
      `min_values (${effectiveMin}) is greater than max_values (${effectiveMax}) — raise max_values or lower min_values`,
    );
  if (type === 3) {
    if (select.default_values !== undefined)
      refuseField(c, 'default_values', 'A string select marks defaults with `default: true` on its options');
    if (select.channel_types !== undefined)
      refuseField(c, 'channel_types', 'Only CHANNEL_SELECT menus take channel_types');
    checkOptions(c, select.options, effectiveMin, effectiveMax);
    return;
  }
  if (select.options !== undefined)
    refuseField(
      c,
      'options',
      `A ${name} lists the server's entities itself; only STRING_SELECT menus take options`,
    );
  if (type !== 8 && select.channel_types !== undefined)
    refuseField(c, 'channel_types', `Only CHANNEL_SELECT menus take channel_types; this one is ${name}`);
  if (type === 8 && select.channel_types !== undefined) checkChannelTypes(c, select.channel_types);
  checkDefaultValues(c, select.default_values, type, effectiveMin, effectiveMax);
}

function checkOptions(
  c: ErrorCollector,
  options: unknown,
  min: number | undefined,
  max: number | undefined,
): void {
  if (options === undefined) {
    c.add(
      'options',
      FieldErrorCodes.Required,
      'This field is required — give a string select 1 to 25 options',
    );
    return;
  }
  if (!Array.isArray(options)) {
    c.add(
      'options',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(options)} — send [{ label, value }, ...]`,
    );
    return;
  }
  if (options.length < L.selectOptionsMin || options.length > L.selectOptionsMax) {
    c.add(
      'options',
      FieldErrorCodes.BadLength,
      `Must be between ${L.selectOptionsMin} and ${L.selectOptionsMax} in length (got ${options.length}) — ${options.length === 0 ? 'add an option' : 'split the choices over several menus'}`,
    );
  } else if (max !== undefined && max > options.length) {
    c.add(
      'max_values',
      ComponentErrorCodes.MinMaxInvalid,
      `max_values (${max}) is greater than the number of options (${options.length}) — lower it or add options`,
    );
  } else if (min !== undefined && min > options.length) {
    c.add(
      'min_values',
      ComponentErrorCodes.MinMaxInvalid,
      `min_values (${min}) is greater than the number of options (${options.length}) — lower it or add options`,
    );
  }
  const defaults = checkOptionEntries(c, options, {
    labelMaxLength: L.selectOptionLabelMaxLength,
    valueMaxLength: L.selectOptionValueMaxLength,
    descriptionMaxLength: L.selectOptionDescriptionMaxLength,
    valueMeans: 'what the interaction carries back',
    noun: 'Select option',
    emoji: true,
  });
  if (max !== undefined && defaults > max)
    c.add(
      'options',
      ComponentErrorCodes.MinMaxInvalid,
      `${defaults} options are marked default but max_values is ${max} — mark at most ${max}`,
    );
}

function checkChannelTypes(c: ErrorCollector, value: unknown): void {
  if (!Array.isArray(value)) {
    c.add(
      'channel_types',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(value)} — send [ChannelType.GuildText, ...]`,
    );
    return;
  }
  c.path.push('channel_types');
  for (let i = 0; i < value.length; i++)
    if (!CHANNEL_TYPES.has(value[i]))
      c.add(i, FieldErrorCodes.Choices, `Value ${show(value[i])} is not a channel type — use ChannelType`);
  c.path.pop();
}

function checkDefaultValues(
  c: ErrorCollector,
  value: unknown,
  type: 5 | 6 | 7 | 8,
  min: number | undefined,
  max: number | undefined,
): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    c.add(
      'default_values',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(value)} — send [{ id, type }, ...]`,
    );
    return;
  }
  const kinds = DEFAULT_TYPES[type] ?? [];
  if (
    value.length > 0 &&
    ((max !== undefined && value.length > max) || (min !== undefined && value.length < min))
  )
    c.add(
      'default_values',
      FieldErrorCodes.BadLength,
      `Must be between ${min ?? 0} and ${max ?? L.selectMaxValuesMax} in length (got ${value.length}) — keep the defaults within min_values..max_values`,
    );
  c.path.push('default_values');
  for (let i = 0; i < value.length; i++) {
    const entry: unknown = value[i];
    if (!checkObject(c, i, entry, `{ "id": "<snowflake>", "type": "${kinds[0]}" }`)) continue;
    c.path.push(i);
    if (entry.id === undefined)
      c.add('id', FieldErrorCodes.Required, 'This field is required — the id of the entity to preselect');
    else if (!isSnowflake(entry.id))
      c.add(
        'id',
        FieldErrorCodes.Snowflake,
        `Value ${show(entry.id)} is not snowflake — send the id as a decimal string`,
      );
    if (entry.type === undefined)
      c.add(
        'type',
        FieldErrorCodes.Required,
        `This field is required — ${kinds.map((k) => `"${k}"`).join(' or ')}`,
      );
    else if (!kinds.includes(entry.type as string))
      c.add(
        'type',
        FieldErrorCodes.Choices,
        `Value must be one of {${kinds.map((k) => `"${k}"`).join(', ')}} (got ${show(entry.type)}) — a ${SELECT_NAMES[type]} preselects ${kinds.join(' or ')}s`,
      );
    c.path.pop();
  }
  c.path.pop();
}
