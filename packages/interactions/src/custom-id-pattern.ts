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
 * same pattern gets them back in `ctx.params`. A value must not be empty, nor contain the character that
 * follows its placeholder (the separator), except in a placeholder at the very end.
 * @example
 * new ButtonBuilder().setCustomId(formatCustomId('poll:{pollId}:vote', { pollId: poll.id }));
 * @throws TypeError when a placeholder has no value, or a value holds its separator
 */
export function formatCustomId<const Pattern extends string>(
  pattern: Pattern,
  params: CustomIdParams<Pattern>,
): string {
  return pattern.replace(PLACEHOLDER, (match: string, name: string, offset: number) => {
    const value = (params as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value === '')
      throw new TypeError(`formatCustomId: "{${name}}" of "${pattern}" needs a non-empty string value`);
    const separator = pattern[offset + match.length];
    if (separator !== undefined && value.includes(separator))
      throw new TypeError(
        `formatCustomId: the value of "{${name}}" contains "${separator}", which ends it in "${pattern}"; encode it, or move it to the last placeholder`,
      );
    return value;
  });
}

/** A compiled pattern: literal text between placeholders. @internal */
export interface CompiledPattern {
  readonly source: string;
  /** The literals around the placeholders: `literals.length === names.length + 1`. */
  readonly literals: readonly string[];
  readonly names: readonly string[];
  /** For each placeholder, the first character of the literal after it ('' at the very end). */
  readonly separators: readonly string[];
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
    if (!/^[A-Za-z_$][\w$]*$/.test(name) || name === '__proto__')
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
  return { source, literals, names, separators: names.map((_, i) => literals[i + 1]!.charAt(0)) };
}

/**
 * Matches a custom_id against a compiled pattern. A placeholder followed by text takes the characters up
 * to that text's first character (so `{pollId}` in `'poll:{pollId}:vote'` never holds a `:`); a
 * placeholder at the very end takes the rest. Every placeholder takes at least one character. Returns the
 * params (names come from code, and `__proto__` is refused as one), or undefined.
 * @internal
 */
export function matchPattern(pattern: CompiledPattern, id: string): Record<string, string> | undefined {
  const { literals, names, separators } = pattern;
  const first = literals[0]!;
  if (!id.startsWith(first)) return undefined;
  // First find where each placeholder ends, then build the params: a custom_id that fails on a later
  // literal (the usual case when several patterns share a start) allocates nothing.
  const count = names.length;
  if (scratch.length < count) scratch = new Array<number>(count);
  const ends = scratch;
  let at = first.length;
  for (let i = 0; i < count; i++) {
    const separator = separators[i]!;
    if (separator === '') {
      // Only the last placeholder can be followed by nothing (two side by side are refused).
      if (at >= id.length) return undefined;
      ends[i] = id.length;
      at = id.length;
      break;
    }
    const stop = id.indexOf(separator, at);
    if (stop <= at) return undefined;
    const next = literals[i + 1]!;
    if (next.length > 1 && !id.startsWith(next, stop)) return undefined;
    ends[i] = stop;
    at = stop + next.length;
  }
  if (at !== id.length) return undefined;
  const params: Record<string, string> = {};
  let start = first.length;
  for (let i = 0; i < count; i++) {
    const end = ends[i]!;
    params[names[i]!] = id.slice(start, end);
    start = end + literals[i + 1]!.length;
  }
  return params;
}

/** Where each placeholder of the pattern being matched ends; matching is synchronous, so one array serves all. */
let scratch: number[] = new Array<number>(8);

// Overlap of two patterns: does some custom_id match both? Each pattern becomes a sequence of tokens: a
// character, or a placeholder read as "one character, then zero or more", both excluding the separator
// that follows the placeholder (none for a placeholder at the end). A memoised walk over both sequences
// answers it (at most 100 × 100 states for 100-character ids).
interface Token {
  /** A literal character's code point; undefined for a placeholder's tokens. */
  readonly char?: number;
  /** Placeholder tokens: whether this one repeats (zero or more) rather than being exactly one character. */
  readonly star?: boolean;
  /** Placeholder tokens: the separator they never take. */
  readonly not?: number;
}

function tokens(pattern: CompiledPattern | string): Token[] {
  if (typeof pattern === 'string') return Array.from(pattern, (c) => ({ char: c.codePointAt(0)! }));
  const out: Token[] = [];
  pattern.literals.forEach((literal, i) => {
    for (const c of literal) out.push({ char: c.codePointAt(0)! });
    if (i < pattern.names.length) {
      const not = pattern.literals[i + 1]?.codePointAt(0);
      out.push(not === undefined ? {} : { not }, not === undefined ? { star: true } : { star: true, not });
    }
  });
  return out;
}

/** Whether one character can satisfy both single-character tokens. */
const compatible = (a: Token, b: Token): boolean => {
  if (a.char !== undefined && b.char !== undefined) return a.char === b.char;
  if (a.char !== undefined) return a.char !== b.not;
  if (b.char !== undefined) return b.char !== a.not;
  return true; // two placeholder characters: some character is neither separator
};

/** Whether some custom_id matches both patterns (or the exact id and the pattern). @internal */
export function patternsOverlap(a: CompiledPattern | string, b: CompiledPattern | string): boolean {
  const x = tokens(a);
  const y = tokens(b);
  const memo = new Map<number, boolean>();
  const onlyStars = (t: Token[], from: number) => t.slice(from).every((token) => token.star);
  const walk = (i: number, j: number): boolean => {
    const key = i * 4096 + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    const p = x[i];
    const q = y[j];
    if (p === undefined) result = onlyStars(y, j);
    else if (q === undefined) result = onlyStars(x, i);
    else if (p.star)
      result = walk(i + 1, j) || (q.star ? walk(i, j + 1) : compatible(p, q) && walk(i, j + 1));
    else if (q.star) result = walk(i, j + 1) || (compatible(p, q) && walk(i + 1, j));
    else result = compatible(p, q) && walk(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return walk(0, 0);
}
