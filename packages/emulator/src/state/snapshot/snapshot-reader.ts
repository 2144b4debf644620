import { isSnowflake } from '@slashkit/api';
import { ProblemList } from '../../world/problem-list.js';

/** A JSON object of a snapshot, read by own properties only. */
export type JsonObject = Record<string, unknown>;

/** How deep a free-form part of a snapshot (a message, a payload, a command) may nest. */
export const maxSnapshotDepth = 32;

/**
 * Reads an untrusted snapshot: each check takes the JSON path of what it reads and, when the value is
 * wrong, records `path: what is wrong, and what is expected` instead of throwing, so one pass finds every
 * problem (a bounded list: a huge bad snapshot costs a bounded answer). Only own properties are read (`__proto__` is just a key), and free-form JSON is bounded in depth.
 */
export class SnapshotReader {
  /** The problems found so far, each starting with its JSON path (the first 100 kept, the rest counted). */
  readonly problems = new ProblemList();

  /** Records a problem at a path. */
  problem(at: string, message: string): void {
    this.problems.push(`${at}: ${message}`);
  }

  /** The value as an object, or undefined (and a problem). */
  object(value: unknown, at: string): JsonObject | undefined {
    if (isObject(value)) return value;
    this.problem(at, `expected an object, got ${shown(value)}`);
    return undefined;
  }

  /** The value as an array, or an empty one (and a problem). */
  array(value: unknown, at: string): unknown[] {
    if (Array.isArray(value)) return value;
    this.problem(at, `expected an array, got ${shown(value)}`);
    return [];
  }

  /** A field as an object of the snapshot, or undefined (and a problem). */
  objectAt(object: JsonObject, key: string, at: string): JsonObject | undefined {
    return this.object(own(object, key), `${at}.${key}`);
  }

  /** A field as an array, or an empty one (and a problem). */
  arrayAt(object: JsonObject, key: string, at: string): unknown[] {
    return this.array(own(object, key), `${at}.${key}`);
  }

  /** Each object of an array field, with its path; entries that are not objects are problems. */
  objectsAt(object: JsonObject, key: string, at: string): [JsonObject, string][] {
    const result: [JsonObject, string][] = [];
    this.arrayAt(object, key, at).forEach((item, index) => {
      const path = `${at}.${key}[${index}]`;
      const entry = this.object(item, path);
      if (entry) result.push([entry, path]);
    });
    return result;
  }

  /** A field that must be a string (`nullable`: or null). */
  string(object: JsonObject, key: string, at: string, nullable = false): void {
    const value = own(object, key);
    if (typeof value === 'string' || (nullable && value === null)) return;
    this.problem(`${at}.${key}`, `expected a string${nullable ? ' or null' : ''}, got ${shown(value)}`);
  }

  /** A field that must be one of `values`. */
  oneOf(object: JsonObject, key: string, at: string, values: readonly unknown[]): void {
    const value = own(object, key);
    if (values.includes(value)) return;
    this.problem(`${at}.${key}`, `expected one of ${values.map(shown).join(', ')}, got ${shown(value)}`);
  }

  /** A field that must be a finite number (`integer`: a safe integer; `min`: at least that). */
  number(
    object: JsonObject,
    key: string,
    at: string,
    options: { integer?: boolean; min?: number; nullable?: boolean } = {},
  ): void {
    const value = own(object, key);
    if (options.nullable && value === null) return;
    const ok =
      typeof value === 'number' &&
      (options.integer ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
      (options.min === undefined || value >= options.min);
    if (ok) return;
    const what = `${options.integer ? 'an integer' : 'a finite number'}${options.min === undefined ? '' : ` of at least ${options.min}`}`;
    this.problem(
      `${at}.${key}`,
      `expected ${what}${options.nullable ? ' or null' : ''}, got ${shown(value)}`,
    );
  }

  /** A field that must be true or false. */
  boolean(object: JsonObject, key: string, at: string): void {
    if (typeof own(object, key) !== 'boolean')
      this.problem(`${at}.${key}`, `expected true or false, got ${shown(own(object, key))}`);
  }

  /** A field that must be a snowflake (`nullable`: or null). */
  snowflake(object: JsonObject, key: string, at: string, nullable = false): void {
    const value = own(object, key);
    if (isSnowflake(value) || (nullable && value === null)) return;
    this.problem(
      `${at}.${key}`,
      `expected a snowflake (a decimal string of a 64-bit id)${nullable ? ' or null' : ''}, got ${shown(value)}`,
    );
  }

  /** A field that must be the id of one of `ids` (`nullable`: or null), named `what` in the message. */
  reference(
    object: JsonObject,
    key: string,
    at: string,
    ids: ReadonlySet<string>,
    what: string,
    nullable = false,
  ): void {
    const value = own(object, key);
    if ((typeof value === 'string' && ids.has(value)) || (nullable && value === null)) return;
    this.problem(
      `${at}.${key}`,
      `no ${what} ${shown(value)} in the snapshot's world${nullable ? ' (or null)' : ''}`,
    );
  }

  /** A field that must be an array whose items each pass `check` (e.g. strings, snowflakes). */
  list(
    object: JsonObject,
    key: string,
    at: string,
    check: (item: unknown) => boolean,
    expected: string,
  ): void {
    this.arrayAt(object, key, at).forEach((item, index) => {
      if (!check(item)) this.problem(`${at}.${key}[${index}]`, `expected ${expected}, got ${shown(item)}`);
    });
  }

  /**
   * A field of free-form JSON (a message, a payload, a command): `object` (default), or `any` value, or
   * null when `nullable`; nested at most {@link maxSnapshotDepth} levels.
   */
  json(
    object: JsonObject,
    key: string,
    at: string,
    options: { kind?: 'object' | 'any'; nullable?: boolean } = {},
  ): void {
    const value = own(object, key);
    const path = `${at}.${key}`;
    if (options.nullable && value === null) return;
    if ((options.kind ?? 'object') === 'object' && !isObject(value)) {
      this.problem(path, `expected an object, got ${shown(value)}`);
      return;
    }
    if (value === undefined) this.problem(path, 'missing');
    else if (tooDeep(value, maxSnapshotDepth))
      this.problem(
        path,
        `nested more than ${maxSnapshotDepth} levels deep; a snapshot's JSON is not that deep`,
      );
  }

  /** Records a problem for every field of `object` not in `known` (a misspelt field would be lost). */
  knownKeys(object: JsonObject, at: string, known: readonly string[]): void {
    for (const key of Object.keys(object))
      if (!known.includes(key)) this.problem(`${at}.${key}`, `unknown field; known: ${known.join(', ')}`);
  }
}

/** An own property of an object, never one inherited from its prototype. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Whether a value is a (non-array) JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a message shows it: short JSON, and never the bare word `undefined` for a missing field. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const text =
    typeof value === 'object' && value !== null
      ? Array.isArray(value)
        ? 'an array'
        : 'an object'
      : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function tooDeep(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth === 0) return true;
  for (const item of Object.values(value)) if (tooDeep(item, depth - 1)) return true;
  return false;
}
