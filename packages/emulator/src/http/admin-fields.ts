import { isJsonObject, isSnowflake, ownValue } from '@slashkit/api';
import { badRequest } from './http-error.js';

/**
 * Reads the JSON body of an admin route field by field, own properties only: each read checks its field
 * and throws a 400 that names it and says what it takes; `known` refuses a field the route does not take
 * (a misspelt one would otherwise be ignored).
 * @example
 * const fields = new AdminFields(await readJsonBody(request), ['userId', 'messageId', 'emoji'], '{ "userId": "…" }');
 * const userId = fields.snowflake('userId');
 */
export class AdminFields {
  readonly #body: Record<string, unknown>;

  /** @param example the body's shape, shown when it is not an object */
  constructor(body: unknown, known: readonly string[], example: string) {
    if (!isJsonObject(body)) throw badRequest(`the body must be a JSON object such as ${example}`);
    this.#body = body as Record<string, unknown>;
    const unknown = Object.keys(this.#body).filter((key) => !known.includes(key));
    if (unknown.length > 0)
      throw badRequest(`unknown field(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  }

  /** Whether the body has the field (undefined counts as absent). */
  has(name: string): boolean {
    return ownValue(this.#body, name) !== undefined;
  }

  /** A snowflake id string. */
  snowflake(name: string, what = 'an id'): string {
    const value = ownValue(this.#body, name);
    if (typeof value !== 'string' || !isSnowflake(value))
      throw badRequest(
        `${name}: expected ${what}, a snowflake string (got ${JSON.stringify(value) ?? 'nothing'})`,
      );
    return value;
  }

  /** A string of `min` to `max` characters. */
  string(name: string, min: number, max: number): string {
    const value = ownValue(this.#body, name);
    if (typeof value !== 'string' || value.length < min || value.length > max)
      throw badRequest(`${name}: expected a string of ${min} to ${max} characters`);
    return value;
  }

  /** A boolean, or `fallback` when absent. */
  boolean(name: string, fallback: boolean): boolean {
    const value = ownValue(this.#body, name);
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') throw badRequest(`${name}: expected true or false`);
    return value;
  }

  /** A list of safe integers, each from `min` to `max`, of at least one item. */
  integers(name: string, min: number, max: number): number[] {
    const value = ownValue(this.#body, name);
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.some((item) => !Number.isSafeInteger(item) || (item as number) < min || (item as number) > max)
    )
      throw badRequest(`${name}: expected a non-empty list of integers from ${min} to ${max}`);
    return value as number[];
  }

  /** The field as it was sent (for a part checked by the service's own rules, such as a message body). */
  raw(name: string): unknown {
    return ownValue(this.#body, name);
  }
}
