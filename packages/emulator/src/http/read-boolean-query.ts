import { FieldErrorCodes, parseQueryBoolean, QueryBooleanValues } from '@slashkit/api';
import { invalidForm } from './http-error.js';

/**
 * A boolean query parameter of an API route, read as the service reads it (`parseQueryBoolean` of
 * `@slashkit/api`: `True`/`true`/`1`, `False`/`false`/`0`); `fallback` when it is absent. Any other value is
 * a 400 Invalid Form Body at the parameter's name, thrown before the route does anything.
 * @example
 * const withResponse = readBooleanQuery(url, 'with_response', false);
 * @see {@link https://discord.com/developers/docs/reference#boolean-query-strings | Boolean query strings}
 */
export function readBooleanQuery(url: URL, name: string, fallback: boolean): boolean {
  const value = url.searchParams.get(name);
  const parsed = parseQueryBoolean(value, fallback);
  if (parsed !== undefined) return parsed;
  throw invalidForm([
    {
      path: [name],
      code: FieldErrorCodes.Boolean,
      message: `Must be either true or false (got ${JSON.stringify(value?.slice(0, 40))}) — send ${QueryBooleanValues.true.join(', ')} or ${QueryBooleanValues.false.join(', ')}`,
    },
  ]);
}
