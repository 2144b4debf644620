/**
 * A plain-data record with no prototype, for keys taken from a request or a response: `__proto__`,
 * `constructor` and `toString` are ordinary keys in it, so writing one never reaches `Object.prototype`
 * and reading one never finds an inherited member. `JSON.stringify`, `Object.keys` and spreading treat it
 * as any object. Entries are copied as own properties.
 * @example
 * const tree = createRecord<string>();
 * tree.__proto__ = 'x'; // an own key, as JSON.parse would make it
 * Object.keys(tree); // ['__proto__']
 * @see DESIGN rule 17 (own-property lookups only)
 */
export function createRecord<V>(entries?: Iterable<readonly [string, V]>): Record<string, V> {
  const record = Object.create(null) as Record<string, V>;
  if (entries) for (const [key, value] of entries) record[key] = value;
  return record;
}
