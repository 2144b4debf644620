/** A query string from optional parameters, without `?`; undefined when none is set. */
export function queryOf(params: Record<string, string | number | boolean | undefined>): string | undefined {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? undefined : text;
}
