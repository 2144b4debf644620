/**
 * The entry `id` of a `resolved` map, only when the map holds it as its own property. The maps come from
 * the network: a plain `map[id]` with an id such as `__proto__` or `constructor` would hand a handler
 * `Object.prototype` or a function instead of a user, role or channel.
 */
export function ownEntry<T>(map: Readonly<Record<string, T>> | undefined, id: string): T | undefined {
  if (typeof map !== 'object' || map === null || !Object.hasOwn(map, id)) return undefined;
  const value = map[id];
  return typeof value === 'object' && value !== null ? value : undefined;
}
