import { ownValue } from '../records/own-value.js';
import { isSnowflake } from '../snowflake.js';
import { isJsonObject, type JsonObject } from './is-json-object.js';
import { ProblemList } from './problem-list.js';
import { shownValue } from './shown-value.js';

/** What a {@link JsonReader} is set up with. */
export interface JsonReaderOptions {
  /** How deep free-form JSON (read with `json`) may nest (default 32). */
  maxDepth?: number;
  /** Why that is enough, for the problem of a value nested deeper (default: no input of the service nests that deep). */
  depthReason?: string;
  /** Where the ids of `reference` come from, for its problems (default: `the input`). */
  referenceScope?: string;
}

/**
 * Reads untrusted JSON (a world file, a snapshot, an admin body, a frame): each check takes the JSON path of
 * what it reads and, when the value is wrong, records `path: what is wrong, and what is expected` instead of
 * throwing, so one pass finds every problem (a bounded list: a huge bad input costs a bounded answer). Only
 * own properties are read (`__proto__` and `constructor` are just keys), and free-form JSON is bounded in
 * depth.
 * @example
 * const reader = new JsonReader();
 * const user = reader.object(JSON.parse(text), '(root)');
 * if (user) reader.snowflake(user, 'id', '(root)');
 * if (reader.problems.length > 0) throw new Error(reader.problems.reported.join('\n'));
 * @see DESIGN rule 17 (everything from the network is untrusted)
 */
export class JsonReader {
  /** The problems found so far, each starting with its JSON path (the first 100 kept, the rest counted). */
  readonly problems: ProblemList = new ProblemList();
  readonly #maxDepth: number;
  readonly #depthReason: string;
  readonly #referenceScope: string;

  constructor(options: JsonReaderOptions = {}) {
    this.#maxDepth = options.maxDepth ?? 32;
    this.#depthReason = options.depthReason ?? 'no input of the service nests that deep';
    this.#referenceScope = options.referenceScope ?? 'the input';
  }

  /** Records a problem at a path. */
  problem(at: string, message: string): void {
    this.problems.push(`${at}: ${message}`);
  }

  /** The value as an object, or undefined (and a problem). */
  object(value: unknown, at: string): JsonObject | undefined {
    if (isJsonObject(value)) return value;
    this.problem(at, `expected an object, got ${shownValue(value)}`);
    return undefined;
  }

  /** The value as an array, or an empty one (and a problem). */
  array(value: unknown, at: string): unknown[] {
    if (Array.isArray(value)) return value;
    this.problem(at, `expected an array, got ${shownValue(value)}`);
    return [];
  }

  /** A field as an object, or undefined (and a problem). */
  objectAt(object: JsonObject, key: string, at: string): JsonObject | undefined {
    return this.object(ownValue(object, key), `${at}.${key}`);
  }

  /** A field as an array, or an empty one (and a problem). */
  arrayAt(object: JsonObject, key: string, at: string): unknown[] {
    return this.array(ownValue(object, key), `${at}.${key}`);
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
    const value = ownValue(object, key);
    if (typeof value === 'string' || (nullable && value === null)) return;
    this.problem(`${at}.${key}`, `expected a string${nullable ? ' or null' : ''}, got ${shownValue(value)}`);
  }

  /** A field that must be one of `values`. */
  oneOf(object: JsonObject, key: string, at: string, values: readonly unknown[]): void {
    const value = ownValue(object, key);
    if (values.includes(value)) return;
    this.problem(
      `${at}.${key}`,
      `expected one of ${values.map(shownValue).join(', ')}, got ${shownValue(value)}`,
    );
  }

  /** A field that must be a finite number (`integer`: a safe integer; `min`: at least that). */
  number(
    object: JsonObject,
    key: string,
    at: string,
    options: { integer?: boolean; min?: number; nullable?: boolean } = {},
  ): void {
    const value = ownValue(object, key);
    if (options.nullable && value === null) return;
    const ok =
      typeof value === 'number' &&
      (options.integer ? Number.isSafeInteger(value) : Number.isFinite(value)) &&
      (options.min === undefined || value >= options.min);
    if (ok) return;
    const what = `${options.integer ? 'an integer' : 'a finite number'}${options.min === undefined ? '' : ` of at least ${options.min}`}`;
    this.problem(
      `${at}.${key}`,
      `expected ${what}${options.nullable ? ' or null' : ''}, got ${shownValue(value)}`,
    );
  }

  /** A field that must be true or false. */
  boolean(object: JsonObject, key: string, at: string): void {
    const value = ownValue(object, key);
    if (typeof value !== 'boolean')
      this.problem(`${at}.${key}`, `expected true or false, got ${shownValue(value)}`);
  }

  /** A field that must be a snowflake (`nullable`: or null). */
  snowflake(object: JsonObject, key: string, at: string, nullable = false): void {
    const value = ownValue(object, key);
    if (isSnowflake(value) || (nullable && value === null)) return;
    this.problem(
      `${at}.${key}`,
      `expected a snowflake (a decimal string of a 64-bit id)${nullable ? ' or null' : ''}, got ${shownValue(value)}`,
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
    const value = ownValue(object, key);
    if ((typeof value === 'string' && ids.has(value)) || (nullable && value === null)) return;
    this.problem(
      `${at}.${key}`,
      `no ${what} ${shownValue(value)} in ${this.#referenceScope}${nullable ? ' (or null)' : ''}`,
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
      if (!check(item))
        this.problem(`${at}.${key}[${index}]`, `expected ${expected}, got ${shownValue(item)}`);
    });
  }

  /**
   * A field of free-form JSON (a message, a payload, a command): `object` (default), or `any` value, or
   * null when `nullable`; nested at most `maxDepth` levels.
   */
  json(
    object: JsonObject,
    key: string,
    at: string,
    options: { kind?: 'object' | 'any'; nullable?: boolean } = {},
  ): void {
    const value = ownValue(object, key);
    const path = `${at}.${key}`;
    if (options.nullable && value === null) return;
    if ((options.kind ?? 'object') === 'object' && !isJsonObject(value)) {
      this.problem(path, `expected an object, got ${shownValue(value)}`);
      return;
    }
    if (value === undefined) this.problem(path, 'missing');
    else if (nestedDeeper(value, this.#maxDepth))
      this.problem(path, `nested more than ${this.#maxDepth} levels deep; ${this.#depthReason}`);
  }

  /** Records a problem for every field of `object` not in `known` (a misspelt field would be lost). */
  knownKeys(object: JsonObject, at: string, known: readonly string[]): void {
    for (const key of Object.keys(object))
      if (!known.includes(key)) this.problem(`${at}.${key}`, `unknown field; known: ${known.join(', ')}`);
  }
}

function nestedDeeper(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth === 0) return true;
  for (const item of Object.values(value)) if (nestedDeeper(item, depth - 1)) return true;
  return false;
}
