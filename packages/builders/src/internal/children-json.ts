/**
 * The wire form of a builder's children (options, subcommands or groups), as a fresh array. An indexed
 * loop into a pre-sized array: this runs for every child on every `toJSON()`.
 * @internal
 */
export function childrenJSON<T>(children: readonly { toJSON(): T }[]): T[] {
  const out: T[] = new Array(children.length);
  for (let i = 0; i < children.length; i++) out[i] = children[i]!.toJSON();
  return out;
}
