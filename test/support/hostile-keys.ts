/**
 * Keys that mean something to every JavaScript object. A body may carry any of them at any level (JSON
 * allows it and `JSON.parse` makes them own keys); code that follows such a key with `node[key]` reaches
 * `Object.prototype`, `Object` or a built-in function instead of data.
 */
export const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  '_errors',
] as const;

/** Values placed under a hostile key: what an attacker would use to write through it, and plain data. */
export const hostileValues: readonly unknown[] = [
  'x',
  1,
  null,
  true,
  [],
  { polluted: 'yes' },
  { prototype: { polluted: 'yes' } },
  { _errors: [{ code: 'X', message: 'planted' }] },
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
];

type Path = (string | number)[];

/** The path of every object (not array) in a JSON value, the root first; at most `limit` of them. */
export function objectPaths(value: unknown, limit = 200): Path[] {
  const paths: Path[] = [];
  const visit = (node: unknown, path: Path) => {
    if (paths.length >= limit || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) for (const [i, item] of node.entries()) visit(item, [...path, i]);
    else {
      paths.push(path);
      for (const key of Object.keys(node)) visit((node as Record<string, unknown>)[key], [...path, key]);
    }
  };
  visit(value, []);
  return paths;
}

/**
 * The JSON text of `value` with `key: hostile` added as an own key of the object at `path` (a copy; the
 * value itself is not changed). Written with `defineProperty`, so `__proto__` is a key, as `JSON.parse`
 * would make it, and not the prototype.
 */
export function withHostileKey(value: unknown, path: Path, key: string, hostile: unknown): string {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  let node = copy as Record<string | number, unknown>;
  for (const segment of path) node = node[segment] as Record<string | number, unknown>;
  Object.defineProperty(node, key, {
    value: JSON.parse(JSON.stringify(hostile) ?? 'null'),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return JSON.stringify(copy);
}

/** The path of every string in a JSON value (ids, names, custom ids: what code looks maps up by). */
export function stringPaths(value: unknown, limit = 200): Path[] {
  const paths: Path[] = [];
  const visit = (node: unknown, path: Path) => {
    if (paths.length >= limit) return;
    if (typeof node === 'string') paths.push(path);
    else if (Array.isArray(node)) for (const [i, item] of node.entries()) visit(item, [...path, i]);
    else if (typeof node === 'object' && node !== null)
      for (const key of Object.keys(node)) visit((node as Record<string, unknown>)[key], [...path, key]);
  };
  visit(value, []);
  return paths;
}

/** The JSON text of `value` with the string at `path` replaced by `text` (a copy). */
export function withString(value: unknown, path: Path, text: string): string {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  let node = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path.at(-1)!] = text;
  return JSON.stringify(copy);
}

/**
 * Every variant of a body with one hostile key at one level — each object of the body gets each hostile
 * key once, its value picked by `random` — and every variant with one string (an id, a name, a custom id:
 * what a receiver looks a map up by) replaced by a hostile key picked by `random`. A fixed seed sends the
 * same bodies on every run. `limit` caps how many are sent (a sample picked by `random`), so a large body
 * such as a state snapshot costs no more than a small one.
 */
export function hostileVariants(
  value: unknown,
  random: () => number,
  limit = Number.POSITIVE_INFINITY,
): { text: string; where: string }[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const variants: { text: string; where: string }[] = [];
  for (const path of objectPaths(value)) {
    for (const key of hostileKeys) {
      const hostile = pick(hostileValues);
      variants.push({
        text: withHostileKey(value, path, key, hostile),
        where: `${path.length === 0 ? '(root)' : path.join('.')}.${key} = ${JSON.stringify(hostile)}`,
      });
    }
  }
  for (const path of stringPaths(value)) {
    const key = pick(hostileKeys);
    variants.push({ text: withString(value, path, key), where: `${path.join('.')} = "${key}"` });
  }
  return sample(variants, limit, random);
}

/** At most `limit` of `items`, picked by `random` (the same ones for the same seed), in their order. */
export function sample<T>(items: readonly T[], limit: number, random: () => number): T[] {
  if (items.length <= limit) return [...items];
  const indices = items.map((_, i) => i);
  // A partial Fisher-Yates shuffle: the first `limit` places get a uniform pick of the indices.
  for (let i = 0; i < limit; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}

/** The own property names of the prototypes and constructors a write through a hostile key could reach. */
export function prototypeSnapshot(): Record<string, string[]> {
  const targets: Record<string, object> = {
    'Object.prototype': Object.prototype,
    Object,
    'Array.prototype': Array.prototype,
    'Function.prototype': Function.prototype,
    'String.prototype': String.prototype,
    'Object.prototype.toString': Object.prototype.toString,
    'Object.prototype.hasOwnProperty': Object.prototype.hasOwnProperty,
  };
  return Object.fromEntries(
    Object.entries(targets).map(([name, target]) => [name, Reflect.ownKeys(target).map(String).sort()]),
  );
}
