import {
  FieldErrorCodes,
  isSnowflake,
  parseQueryBoolean,
  QueryBooleanValues,
  type Snowflake,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';

/**
 * Reads the query parameters of a list route, gathering each malformed one as a field error at its name
 * (the service answers them with 400/50035, as for a body).
 */
export class QueryValues {
  /** The problems found so far. */
  readonly errors: FieldError[] = [];
  readonly #params: URLSearchParams;

  constructor(url: URL) {
    this.#params = url.searchParams;
  }

  /** An integer from `min` to `max`, or `fallback` when absent. */
  integer(name: string, fallback: number, min: number, max: number): number {
    const text = this.#params.get(name);
    if (text === null) return fallback;
    if (!/^-?\d+$/.test(text)) {
      this.errors.push({
        path: [name],
        code: FieldErrorCodes.Coerce,
        message: `Value "${text}" is not int.`,
      });
      return fallback;
    }
    const value = Number(text);
    if (value < min || value > max)
      this.errors.push({
        path: [name],
        code: value < min ? FieldErrorCodes.Min : FieldErrorCodes.Max,
        message: `int value should be between ${min} and ${max} (got ${text})`,
      });
    return value;
  }

  /** A snowflake, or undefined when absent. */
  snowflake(name: string): Snowflake | undefined {
    const text = this.#params.get(name);
    if (text === null) return undefined;
    if (isSnowflake(text)) return text;
    this.errors.push({
      path: [name],
      code: FieldErrorCodes.Snowflake,
      message: `Value "${text}" is not snowflake.`,
    });
    return undefined;
  }

  /** Comma-separated snowflakes (`include_roles=1,2`), at most `max` of them; empty when absent. */
  snowflakeList(name: string, max: number): Snowflake[] {
    const text = this.#params.get(name);
    if (text === null) return [];
    const ids = text.split(',').filter((id) => id !== '');
    ids.forEach((id, index) => {
      if (!isSnowflake(id))
        this.errors.push({
          path: [name, index],
          code: FieldErrorCodes.Snowflake,
          message: `Value "${String(id).slice(0, 40)}" is not snowflake.`,
        });
    });
    if (ids.length > max)
      this.errors.push({
        path: [name],
        code: FieldErrorCodes.MaxLength,
        message: `Must be ${max} or fewer in length.`,
      });
    return ids;
  }

  /** An ISO 8601 time (as epoch ms), or undefined when absent. */
  time(name: string): number | undefined {
    const text = this.#params.get(name);
    if (text === null) return undefined;
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return ms;
    this.errors.push({
      path: [name],
      code: FieldErrorCodes.InvalidValue,
      message: `Value "${text.slice(0, 40)}" is not an ISO 8601 timestamp.`,
    });
    return undefined;
  }

  /** A boolean as the service reads one (`parseQueryBoolean`: `True`, `true`, `1` and their opposites), or `fallback` (false) when absent. */
  boolean(name: string, fallback = false): boolean {
    const text = this.#params.get(name);
    const value = parseQueryBoolean(text, fallback);
    if (value !== undefined) return value;
    this.errors.push({
      path: [name],
      code: FieldErrorCodes.Boolean,
      message: `Must be either true or false (got ${JSON.stringify(text?.slice(0, 40))}) — send ${QueryBooleanValues.true.join(', ')} or ${QueryBooleanValues.false.join(', ')}`,
    });
    return fallback;
  }
}
