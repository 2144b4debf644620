/**
 * Arguments that may be passed spread (`f(a, b)`) or as one array (`f([a, b])`), as discord.js accepts them.
 * @internal
 */
export type RestOrArray<T> = T[] | [readonly T[]];

/**
 * Flattens `RestOrArray` arguments into a fresh array.
 * @internal
 */
export function normalizeArray<T>(args: RestOrArray<T>): T[] {
  // A single array argument means the caller used the array form.
  const first = args[0];
  if (args.length === 1 && Array.isArray(first)) return [...(first as readonly T[])];
  return args as T[];
}
