import { type CompiledPattern, compilePattern, matchPattern, patternsOverlap } from '../custom-id-pattern.js';
import { InteractionError } from '../interaction-error.js';

/** A handler found for a custom_id, with the params its pattern took from it. */
export interface CustomIdMatch<Entry> {
  readonly entry: Entry;
  readonly params: Readonly<Record<string, string>>;
}

const noParams: Readonly<Record<string, string>> = Object.freeze({});

/** How many pattern matches are remembered (the same button is usually clicked by many users). */
const cacheSize = 512;

/**
 * The handlers of components (or of modals) by custom_id: exact ids in a map, patterns grouped by the
 * first character of their leading text, and up to 512 recent pattern matches remembered (many users
 * click the same button, so the same custom_id comes back). At construction, any two registrations that some custom_id could match both
 * (two equal ids, an id a pattern also matches, two overlapping patterns) are refused, so which handler
 * runs never depends on registration order.
 */
export class CustomIdRegistry<Entry> {
  /** The exact custom_ids' matches, made once. */
  readonly #exact = new Map<string, CustomIdMatch<Entry>>();
  /** Patterns by the first character of their leading literal; those that start with a placeholder apart. */
  readonly #byFirst = new Map<number, { pattern: CompiledPattern; entry: Entry }[]>();
  readonly #leadingPlaceholder: { pattern: CompiledPattern; entry: Entry }[] = [];
  /**
   * The exact custom_ids' matches and up to {@link cacheSize} recent pattern matches, so that one lookup
   * answers a click either way; bounded, so hostile ids only churn it.
   */
  readonly #known = new Map<string, CustomIdMatch<Entry>>();

  /**
   * @param what `'component'` or `'modal'`, for messages.
   * @param entries Each registration's custom_id (or pattern) and what to run.
   */
  constructor(what: string, entries: readonly { customId: string; entry: Entry; index: number }[]) {
    const seen: { key: string | CompiledPattern; index: number }[] = [];
    for (const { customId, entry, index } of entries) {
      if (typeof customId !== 'string' || customId.length === 0)
        throw new TypeError(
          `${what}s[${index}]: expected a custom_id or a pattern such as 'poll:{pollId}:vote'.`,
        );
      const pattern = compilePattern(customId);
      for (const other of seen) {
        if (!patternsOverlap(pattern ?? customId, other.key)) continue;
        const otherText = typeof other.key === 'string' ? other.key : other.key.source;
        throw new InteractionError(
          'DUPLICATE_COMPONENT',
          `${what}s[${index}]: "${customId}" ${otherText === customId ? 'is already registered' : `could match the same custom_id as "${otherText}"`} (${what}s[${other.index}]); only one handler may answer a custom_id. Give them distinct literal parts (e.g. 'poll:{id}:vote' and 'poll:{id}:close').`,
        );
      }
      seen.push({ key: pattern ?? customId, index });
      if (!pattern) this.#exact.set(customId, { entry, params: noParams });
      else if (pattern.literals[0] === '') this.#leadingPlaceholder.push({ pattern, entry });
      else {
        const first = pattern.literals[0]!.charCodeAt(0);
        const list = this.#byFirst.get(first);
        if (list) list.push({ pattern, entry });
        else this.#byFirst.set(first, [{ pattern, entry }]);
      }
    }
    this.#knowExact();
  }

  /** The registration for a custom_id, and the params its pattern took from it. */
  match(customId: string): CustomIdMatch<Entry> | undefined {
    const known = this.#known.get(customId);
    if (known !== undefined) return known;
    const found = this.#walk(customId);
    if (found) {
      // Cleared when full rather than evicting one by one: O(1) per match whatever the traffic. The exact
      // custom_ids are put back at once (a clear costs as many sets, once every cacheSize new matches).
      if (this.#known.size >= this.#exact.size + cacheSize) this.#knowExact();
      this.#known.set(customId, found);
    }
    return found;
  }

  /** Forgets the cached pattern matches and keeps the exact custom_ids. */
  #knowExact(): void {
    this.#known.clear();
    for (const [customId, match] of this.#exact) this.#known.set(customId, match);
  }

  /** Finds the pattern that matches a custom_id (params frozen: a cached match is shared). */
  #walk(customId: string): CustomIdMatch<Entry> | undefined {
    // No two patterns overlap, so the first that matches is the only one, whatever the order.
    const listed = this.#byFirst.get(customId.charCodeAt(0));
    if (listed) {
      for (let i = 0; i < listed.length; i++) {
        const candidate = listed[i]!;
        const params = matchPattern(candidate.pattern, customId);
        if (params) return { entry: candidate.entry, params: Object.freeze(params) };
      }
    }
    const open = this.#leadingPlaceholder;
    for (let i = 0; i < open.length; i++) {
      const candidate = open[i]!;
      const params = matchPattern(candidate.pattern, customId);
      if (params) return { entry: candidate.entry, params: Object.freeze(params) };
    }
    return undefined;
  }
}
