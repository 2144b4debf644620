/**
 * The spellings of a boolean query parameter (`with_response`, `wait`, `with_localizations`, …) the
 * service reads.
 * @see {@link https://discord.com/developers/docs/reference#boolean-query-strings | Boolean query strings}
 */
export const QueryBooleanValues = {
  true: ['True', 'true', '1'],
  false: ['False', 'false', '0'],
} as const;

/**
 * A boolean query parameter as the service reads it: `True`, `true` or `1` is true; `False`, `false` or `0`
 * is false; absent (null) is `fallback`. Any other value is undefined: the request is invalid (the
 * service answers 400).
 * @example
 * parseQueryBoolean(new URL(url).searchParams.get('with_response'), false);
 * @see {@link https://discord.com/developers/docs/reference#boolean-query-strings | Boolean query strings}
 */
export function parseQueryBoolean(value: string | null, fallback: boolean): boolean | undefined {
  if (value === null) return fallback;
  if ((QueryBooleanValues.true as readonly string[]).includes(value)) return true;
  if ((QueryBooleanValues.false as readonly string[]).includes(value)) return false;
  return undefined;
}
