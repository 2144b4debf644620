// Field checks shared by the component rules: strings by length, integers in a range, booleans, the
// `custom_id` (with its uniqueness across one message or modal) and emojis. Each reports with the
// service's string codes at the collector's current path (plus `key`).
import { ComponentErrorCodes } from '../../component-error-codes.js';
import { ComponentLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { isSnowflake } from '../../snowflake.js';
import { characterLength } from '../character-length.js';
import { formatFieldPath } from '../format-field-path.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import type { ComponentWalk } from './component-walk.js';
import { checkIntegerInRange } from './numbers.js';

/** Reports a missing field. */
export function requireField(c: ErrorCollector, key: string, hint: string): void {
  c.add(key, FieldErrorCodes.Required, `This field is required — ${hint}`);
}

/** Reports a field this component (or style) does not take. */
export function refuseField(c: ErrorCollector, key: string, why: string): void {
  c.add(key, ComponentErrorCodes.FieldInvalid, `${why} — remove \`${key}\``);
}

/**
 * Checks a string of `min`-`max` characters (counted as the service counts them). An absent value is
 * accepted unless `required` names what to send. Returns the string when it is valid.
 */
export function checkText(
  c: ErrorCollector,
  key: string,
  value: unknown,
  min: number,
  max: number,
  required?: string,
): string | undefined {
  if (value === undefined) {
    if (required !== undefined) requireField(c, key, required);
    return undefined;
  }
  if (typeof value !== 'string') {
    c.add(
      key,
      FieldErrorCodes.String,
      `Expected a string, got ${jsonType(value)} (${show(value)}) — send a JSON string`,
    );
    return undefined;
  }
  // See `checkLength` in ./text.ts: the UTF-16 length bounds the character count from both sides.
  if (value.length <= max && Math.ceil(value.length / 2) >= min) return value;
  const length = characterLength(value);
  if (length >= min && length <= max) return value;
  if (min === 0) {
    c.add(key, FieldErrorCodes.MaxLength, `Must be ${max} or fewer in length (got ${length}) — shorten it`);
  } else {
    c.add(
      key,
      FieldErrorCodes.BadLength,
      `Must be between ${min} and ${max} in length (got ${length}) — ${length < min ? 'fill it in' : 'shorten it'}`,
    );
  }
  return undefined;
}

/** Checks an optional integer in `min..max`; returns it when valid. */
export function checkInteger(
  c: ErrorCollector,
  key: string,
  value: unknown,
  min: number,
  max: number,
): number | undefined {
  return value === undefined ? undefined : checkIntegerInRange(c, key, value, min, max);
}

/** Checks an optional boolean. */
export function checkFlag(c: ErrorCollector, key: string, value: unknown): void {
  if (value === undefined || typeof value === 'boolean') return;
  c.add(
    key,
    FieldErrorCodes.Boolean,
    `Expected a boolean, got ${jsonType(value)} (${show(value)}) — send true or false`,
  );
}

/**
 * Checks a `custom_id` (1-100 characters) and that no other component of the same message or modal
 * uses it; a repeat is reported at the component (the collector's current path).
 */
export function checkCustomId(c: ErrorCollector, value: unknown, walk: ComponentWalk, hint: string): void {
  const id = checkText(
    c,
    'custom_id',
    value,
    ComponentLimits.customIdMinLength,
    ComponentLimits.customIdMaxLength,
    hint,
  );
  if (id === undefined) return;
  const first = walk.customIds.get(id);
  if (first === undefined) {
    walk.customIds.set(id, formatFieldPath(c.path));
    return;
  }
  c.add(
    undefined,
    ComponentErrorCodes.CustomIdDuplicated,
    `Component custom id cannot be duplicated: ${show(id)} is already used by ${first} — give each component its own custom_id`,
  );
}

/** Checks an optional emoji: an object with a snowflake `id` (custom emoji) or a `name` (unicode emoji). */
export function checkEmoji(c: ErrorCollector, key: string, value: unknown): void {
  if (value === undefined) return;
  if (!isJsonObject(value)) {
    c.add(
      key,
      FieldErrorCodes.ModelType,
      `Expected an emoji object, got ${jsonType(value)} — send { "name": "🔥" } or { "id": "<emoji id>" }`,
    );
    return;
  }
  c.path.push(key);
  const { id, name, animated } = value;
  if (id !== undefined && id !== null && !isSnowflake(id))
    c.add(
      'id',
      FieldErrorCodes.Snowflake,
      `Value ${show(id)} is not snowflake — send the emoji id as a string`,
    );
  if (name !== undefined && name !== null && typeof name !== 'string')
    c.add('name', FieldErrorCodes.String, `Expected a string, got ${jsonType(name)} — send the emoji itself`);
  if ((id === undefined || id === null) && (name === undefined || name === null))
    c.add(
      undefined,
      FieldErrorCodes.Required,
      'An emoji needs an `id` or a `name` — send { "name": "🔥" } (unicode) or { "id": "<emoji id>" } (custom)',
    );
  checkFlag(c, 'animated', animated);
  c.path.pop();
}

/** Reports `value` unless it is an object; returns whether it is one. */
export function checkObject(
  c: ErrorCollector,
  key: string | number | undefined,
  value: unknown,
  example: string,
): value is Record<string, unknown> {
  if (isJsonObject(value)) return true;
  c.add(key, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(value)} — send ${example}`);
  return false;
}
