/**
 * A value as a message about an input shows it: short JSON (`"abc"`, `42`), `an object` or `an array`, and
 * never the bare word `undefined` for a missing field.
 * @example
 * shownValue(undefined); // 'nothing (the field is missing)'
 */
export function shownValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const text =
    typeof value === 'object' && value !== null
      ? Array.isArray(value)
        ? 'an array'
        : 'an object'
      : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
