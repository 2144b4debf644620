import { FieldErrorCodes } from '../../error-codes.js';
import { characterLength } from '../character-length.js';
import { disallowedNameCharacter } from '../chat-input-name.js';
import { type ErrorCollector, jsonType, show } from './collector.js';

/** Which naming rule a name follows. `chat`: the pattern + lowercase; `free`: any 1-32 characters. */
export type NameKind = 'chat' | 'free';

/** Reports that `key` must be a string; returns whether it is one. */
export function checkString(
  c: ErrorCollector,
  key: string | number | undefined,
  value: unknown,
): value is string {
  if (typeof value === 'string') return true;
  c.add(
    key,
    FieldErrorCodes.String,
    `Expected a string, got ${jsonType(value)} (${show(value)}) — send a JSON string`,
  );
  return false;
}

/** Checks a string's length in characters against `min..max`. */
export function checkLength(
  c: ErrorCollector,
  key: string | number | undefined,
  value: string,
  min: number,
  max: number,
  hint: string,
): boolean {
  // The UTF-16 length bounds the character count: it is never smaller, and at most twice as large.
  if (value.length <= max && Math.ceil(value.length / 2) >= min) return true;
  const length = characterLength(value);
  if (length >= min && length <= max) return true;
  if (min === 0) {
    c.add(key, FieldErrorCodes.MaxLength, `Must be ${max} or fewer in length (got ${length}) — ${hint}`);
  } else {
    c.add(
      key,
      FieldErrorCodes.BadLength,
      `Must be between ${min} and ${max} in length (got ${length}) — ${hint}`,
    );
  }
  return false;
}

/**
 * Checks a command, option or localized name: a string of 1-32 characters, and for `chat` names the
 * documented pattern and the lowercase rule.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 */
export function checkName(
  c: ErrorCollector,
  key: string | number | undefined,
  value: unknown,
  kind: NameKind,
): void {
  if (!checkString(c, key, value)) return;
  if (!checkLength(c, key, value, 1, 32, 'use a name of 1 to 32 characters')) return;
  if (kind === 'free') return;
  const bad = disallowedNameCharacter.exec(value);
  if (bad !== null) {
    c.add(
      key,
      FieldErrorCodes.InvalidName,
      `Name is invalid: ${JSON.stringify(bad[0])} at position ${bad.index} is not allowed — ` +
        "use only letters, numbers, '-', '_' and \"'\" (no spaces)",
    );
    return;
  }
  const lower = value.toLowerCase();
  if (lower !== value) {
    c.add(
      key,
      FieldErrorCodes.InvalidName,
      `Name is invalid: ${JSON.stringify(value)} has uppercase letters — use ${JSON.stringify(lower)}`,
    );
  }
}

/** Checks a description: a string of `min`-100 characters. */
export function checkDescription(
  c: ErrorCollector,
  key: string | number | undefined,
  value: unknown,
  min: number,
): void {
  if (!checkString(c, key, value)) return;
  checkLength(c, key, value, min, 100, 'use a description of 1 to 100 characters');
}
