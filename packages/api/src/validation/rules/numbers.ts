import { FieldErrorCodes } from '../../error-codes.js';
import { Limits } from '../../limits.js';
import { type ErrorCollector, jsonType, show } from './collector.js';

/** Whether option values of this type are INTEGER (4) rather than NUMBER (10). */
export type NumberKind = 'integer' | 'number';

/**
 * Checks an option value bound or a choice value: for INTEGER an integer in -2^53+1..2^53-1, for NUMBER a
 * finite double in -2^53..2^53. Returns the number when it is valid.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command} (INTEGER range, NUMBER range)
 */
export function checkNumberValue(
  c: ErrorCollector,
  key: string | number | undefined,
  value: unknown,
  kind: NumberKind,
): number | undefined {
  const integer = kind === 'integer';
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    c.add(
      key,
      FieldErrorCodes.Coerce,
      `Value ${show(value)} is not ${integer ? 'an integer' : 'a number'} (got ${jsonType(value)}) — ` +
        `send a JSON ${integer ? 'integer' : 'number'}`,
    );
    return undefined;
  }
  const min = integer ? Limits.integerMin : Limits.numberMin;
  const max = integer ? Limits.integerMax : Limits.numberMax;
  if (value < min) {
    c.add(
      key,
      FieldErrorCodes.Min,
      `Value must be greater than or equal to ${min} (got ${value}) — raise it`,
    );
    return undefined;
  }
  if (value > max) {
    c.add(key, FieldErrorCodes.Max, `Value must be less than or equal to ${max} (got ${value}) — lower it`);
    return undefined;
  }
  return value;
}

/** Checks an integer in `min..max` (min_length, max_length). Returns it when valid. */
export function checkIntegerInRange(
  c: ErrorCollector,
  key: string,
  value: unknown,
  min: number,
  max: number,
): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    c.add(
      key,
      FieldErrorCodes.Coerce,
      `Value ${show(value)} is not an integer — send an integer from ${min} to ${max}`,
    );
    return undefined;
  }
  if (value < min) {
    c.add(
      key,
      FieldErrorCodes.Min,
      `Value must be greater than or equal to ${min} (got ${value}) — use ${min} to ${max}`,
    );
    return undefined;
  }
  if (value > max) {
    c.add(
      key,
      FieldErrorCodes.Max,
      `Value must be less than or equal to ${max} (got ${value}) — use ${min} to ${max}`,
    );
    return undefined;
  }
  return value;
}

/** Reports a value that is not a boolean; returns whether it is one. */
export function checkBoolean(c: ErrorCollector, key: string, value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  c.add(
    key,
    FieldErrorCodes.Boolean,
    `Expected a boolean, got ${jsonType(value)} (${show(value)}) — send true or false`,
  );
  return false;
}
