/**
 * Reads a key only when the object holds it itself: `ownValue({}, 'constructor')` is `undefined`, where
 * `{}['constructor']` is `Object`. For lookups by a key that came from the network.
 * @example
 * ownValue(resolved.users, id); // the user, or undefined, whatever `id` is
 * @see DESIGN rule 17 (own-property lookups only)
 */
export function ownValue<V>(
  record: Readonly<Record<string, V>> | null | undefined,
  key: string,
): V | undefined {
  return record !== null && record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
