/** The names of a custom_id pattern's `{placeholders}`, as a union. */
type ParamNames<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/**
 * The `ctx.params` of a custom_id pattern: each `{name}` as a string.
 * @example
 * type P = CustomIdParams<'poll:{pollId}:vote:{choice}'>; // { pollId: string; choice: string }
 */
export type CustomIdParams<Pattern extends string> = { readonly [K in ParamNames<Pattern>]: string };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * Fills a custom_id pattern with values, for the components you send; the handler registered with the
 * same pattern gets them back in `ctx.params`. Values must not be empty; a value may contain the
 * pattern's separators only in its last placeholder.
 * @example
 * new ButtonBuilder().setCustomId(formatCustomId('poll:{pollId}:vote', { pollId: poll.id }));
 * @throws TypeError when a placeholder has no value
 */
export function formatCustomId<const Pattern extends string>(
  pattern: Pattern,
  params: CustomIdParams<Pattern>,
): string {
  return pattern.replace(PLACEHOLDER, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value === '')
      throw new TypeError(`formatCustomId: "{${name}}" of "${pattern}" needs a non-empty string value`);
    return value;
  });
}

/** A compiled pattern: literal text between placeholders. @internal */
export interface CompiledPattern {
  readonly source: string;
  /** The literals around the placeholders: `literals.length === names.length + 1`. */
  readonly literals: readonly string[];
  readonly names: readonly string[];
}

/**
 * Compiles a custom_id with `{name}` placeholders; undefined when it has none (an exact id). Throws on a
 * malformed pattern (an empty or repeated name, two placeholders side by side).
 * @internal
 */
export function compilePattern(source: string): CompiledPattern | undefined {
  if (!source.includes('{')) return undefined;
  const literals: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!/^[A-Za-z_$][\w$]*$/.test(name))
      throw new TypeError(
        `custom_id pattern "${source}": "{${name}}" is not a valid placeholder name; use letters, digits and _`,
      );
    if (names.includes(name)) throw new TypeError(`custom_id pattern "${source}": "{${name}}" appears twice`);
    const literal = source.slice(last, match.index);
    if (names.length > 0 && literal === '')
      throw new TypeError(
        `custom_id pattern "${source}": two placeholders side by side cannot be told apart; put a separator between them`,
      );
    literals.push(literal);
    names.push(name);
    last = match.index + match[0].length;
  }
  literals.push(source.slice(last));
  if (names.length === 0 || literals.some((literal) => literal.includes('{') || literal.includes('}')))
    throw new TypeError(`custom_id pattern "${source}": unbalanced braces`);
  return { source, literals, names };
}

/**
 * Matches a custom_id against a compiled pattern: each placeholder takes the shortest non-empty text up
 * to the next literal (the last one takes the rest). Returns the params (a null-prototype object, so a
 * name such as `__proto__` stays plain data), or undefined.
 * @internal
 */
export function matchPattern(pattern: CompiledPattern, id: string): Record<string, string> | undefined {
  const { literals, names } = pattern;
  const first = literals[0]!;
  if (!id.startsWith(first)) return undefined;
  const lastLiteral = literals[literals.length - 1]!;
  if (!id.endsWith(lastLiteral)) return undefined;
  const end = id.length - lastLiteral.length;
  const params: Record<string, string> = Object.create(null);
  let at = first.length;
  for (let i = 0; i < names.length; i++) {
    const next = literals[i + 1]!;
    let stop: number;
    if (i === names.length - 1) stop = end;
    else {
      stop = id.indexOf(next, at + 1);
      if (stop < 0 || stop > end) return undefined;
    }
    if (stop <= at) return undefined;
    params[names[i]!] = id.slice(at, stop);
    at = stop + next.length;
  }
  return params;
}

// Overlap of two patterns: does some custom_id match both? Each pattern is a sequence of characters and
// placeholders (one or more of any character); a placeholder is read as "any one character, then zero or
// more". A memoised walk over both sequences answers it (at most 100 × 100 states for 100-character ids).
const ANY = -1;
const STAR = -2;

function tokens(pattern: CompiledPattern | string): number[] {
  if (typeof pattern === 'string') return Array.from(pattern, (c) => c.codePointAt(0)!);
  const out: number[] = [];
  pattern.literals.forEach((literal, i) => {
    for (const c of literal) out.push(c.codePointAt(0)!);
    if (i < pattern.names.length) out.push(ANY, STAR);
  });
  return out;
}

/** Whether some custom_id matches both patterns (or the exact id and the pattern). @internal */
export function patternsOverlap(a: CompiledPattern | string, b: CompiledPattern | string): boolean {
  const x = tokens(a);
  const y = tokens(b);
  const memo = new Map<number, boolean>();
  const onlyStars = (t: number[], from: number) => t.slice(from).every((token) => token === STAR);
  const walk = (i: number, j: number): boolean => {
    const key = i * 1024 + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (i === x.length) result = onlyStars(y, j);
    else if (j === y.length) result = onlyStars(x, i);
    else if (x[i] === STAR) result = walk(i + 1, j) || walk(i, j + 1);
    else if (y[j] === STAR) result = walk(i, j + 1) || walk(i + 1, j);
    else result = (x[i] === ANY || y[j] === ANY || x[i] === y[j]) && walk(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return walk(0, 0);
}
