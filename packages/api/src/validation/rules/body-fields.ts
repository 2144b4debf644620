import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { isSnowflake, type Snowflake } from '../../snowflake.js';
import { characterLength } from '../character-length.js';
import { type ErrorCollector, jsonType, show } from './collector.js';

/** Whether a field may be `null` (a reset), beside its type. */
interface Nullable {
  nullable?: boolean;
}

// The most a permission bit set can hold: every bit up to the highest the service defines, and room to grow.
const maxPermissionBits = 1n << 64n;

/**
 * Reads the fields of one JSON object of a request body, each by own property only (`__proto__` is a key
 * like any other), checking its type and range and reporting a problem at its path otherwise. Each reader
 * returns the value, `null` for an accepted null, or `undefined` when the field is absent or wrong, so a
 * validator reads what it needs and the collector holds every problem of the pass.
 */
export class BodyFields {
  readonly #c: ErrorCollector;
  readonly #body: Readonly<Record<string, unknown>>;

  constructor(c: ErrorCollector, body: Readonly<Record<string, unknown>>) {
    this.#c = c;
    this.#body = body;
  }

  /** The raw value of a field (own property), undefined when absent. */
  raw(key: string): unknown {
    return Object.hasOwn(this.#body, key) ? this.#body[key] : undefined;
  }

  /** Whether the field is present (even as null). */
  has(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  /** Reports that a required field is missing, when it is; true when it is present. */
  required(key: string): boolean {
    if (this.has(key)) return true;
    this.#c.add(key, FieldErrorCodes.Required, 'This field is required');
    return false;
  }

  /** A string of `min`-`max` characters (code points). */
  string(key: string, options: Nullable & { min?: number; max?: number } = {}): string | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    if (typeof value !== 'string') {
      this.#c.add(
        key,
        FieldErrorCodes.String,
        `Could not interpret ${show(value)} as string (got ${jsonType(value)})`,
      );
      return undefined;
    }
    const length = characterLength(value);
    const min = options.min ?? 0;
    const max = options.max ?? Number.POSITIVE_INFINITY;
    if (length < min || length > max) {
      this.#c.add(
        key,
        FieldErrorCodes.BadLength,
        `Must be between ${min} and ${max} in length (got ${length}) — ${length < min ? 'lengthen' : 'shorten'} it`,
      );
      return undefined;
    }
    return value;
  }

  /** An integer from `min` to `max` (a JSON number, or a string of digits, as the service coerces). */
  integer(key: string, options: Nullable & { min: number; max: number }): number | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      this.#c.add(key, FieldErrorCodes.Coerce, `Value ${show(value)} is not int. — send an integer`);
      return undefined;
    }
    if (number < options.min || number > options.max) {
      this.#c.add(
        key,
        number < options.min ? FieldErrorCodes.Min : FieldErrorCodes.Max,
        `int value should be between ${options.min} and ${options.max} (got ${number})`,
      );
      return undefined;
    }
    return number;
  }

  /** A JSON boolean. */
  boolean(key: string, options: Nullable = {}): boolean | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    if (typeof value === 'boolean') return value;
    this.#c.add(key, FieldErrorCodes.Boolean, `Must be either true or false (got ${show(value)})`);
    return undefined;
  }

  /** A snowflake: a decimal string (or a safe integer) of a 64-bit id. */
  snowflake(key: string, options: Nullable = {}): Snowflake | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (isSnowflake(text)) return text;
    this.#c.add(key, FieldErrorCodes.Snowflake, `Value ${show(value)} is not snowflake.`);
    return undefined;
  }

  /** A list of at most `max` snowflakes, each once (`unique`: a repeat is a problem at its index). */
  snowflakes(
    key: string,
    options: Nullable & { max: number; unique?: boolean },
  ): Snowflake[] | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    if (!Array.isArray(value)) {
      this.#c.add(
        key,
        FieldErrorCodes.ListType,
        `Only iterable may be used in a ListType (got ${jsonType(value)})`,
      );
      return undefined;
    }
    if (value.length > options.max) {
      this.#c.add(
        key,
        FieldErrorCodes.MaxLength,
        `Must be ${options.max} or fewer in length (got ${value.length})`,
      );
      return undefined;
    }
    const ids: Snowflake[] = [];
    let ok = true;
    value.forEach((item, index) => {
      const text = typeof item === 'number' && Number.isSafeInteger(item) ? String(item) : item;
      if (!isSnowflake(text)) {
        this.#c.path.push(key);
        this.#c.add(index, FieldErrorCodes.Snowflake, `Value ${show(item)} is not snowflake.`);
        this.#c.path.pop();
        ok = false;
      } else if (options.unique && ids.includes(text)) {
        this.#c.path.push(key);
        this.#c.add(index, FieldErrorCodes.InvalidValue, `${text} comes twice — list each id once`);
        this.#c.path.pop();
        ok = false;
      } else ids.push(text);
    });
    return ok ? ids : undefined;
  }

  /** A permission bit set: a decimal string (or a safe integer) of at most 64 bits. */
  permissions(key: string, options: Nullable = {}): bigint | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    const text =
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
    if (typeof text === 'string' && /^\d{1,20}$/.test(text) && BigInt(text) < maxPermissionBits)
      return BigInt(text);
    this.#c.add(
      key,
      FieldErrorCodes.InvalidValue,
      `Value ${show(value)} is not a permission bit set — send a decimal string`,
    );
    return undefined;
  }

  /** A nested JSON object (its fields read with another {@link BodyFields} under `c.path`). */
  object(key: string, options: Nullable = {}): Record<string, unknown> | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    if (isJsonObject(value)) return value;
    this.#c.add(key, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(value)}`);
    return undefined;
  }

  /** A JSON array of at most `max` items. */
  array(key: string, options: Nullable & { max: number }): unknown[] | null | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === null) return this.#null(key, options);
    if (!Array.isArray(value)) {
      this.#c.add(
        key,
        FieldErrorCodes.ListType,
        `Only iterable may be used in a ListType (got ${jsonType(value)})`,
      );
      return undefined;
    }
    if (value.length > options.max) {
      this.#c.add(
        key,
        FieldErrorCodes.MaxLength,
        `Must be ${options.max} or fewer in length (got ${value.length})`,
      );
      return undefined;
    }
    return value;
  }

  // A null is accepted where the field may be reset; elsewhere it is a problem of its own.
  #null(key: string, options: Nullable): null | undefined {
    if (options.nullable) return null;
    this.#c.add(key, FieldErrorCodes.Required, 'This field cannot be null');
    return undefined;
  }
}
