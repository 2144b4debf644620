import { type CompiledPattern, compilePattern, matchPattern, patternsOverlap } from '../custom-id-pattern.js';
import { InteractionError } from '../interaction-error.js';

/** A handler found for a custom_id, with the params its pattern took from it. */
export interface CustomIdMatch<Entry> {
  readonly entry: Entry;
  readonly params: Readonly<Record<string, string>>;
}

const noParams: Readonly<Record<string, string>> = Object.freeze(Object.create(null));

/**
 * The handlers of components (or of modals) by custom_id: exact ids in a map, patterns grouped by the
 * first character of their leading text. At construction, any two registrations that some custom_id could match both
 * (two equal ids, an id a pattern also matches, two overlapping patterns) are refused, so which handler
 * runs never depends on registration order.
 */
export class CustomIdRegistry<Entry> {
  readonly #exact = new Map<string, Entry>();
  /** Patterns by the first character of their leading literal; those that start with a placeholder apart. */
  readonly #byFirst = new Map<number, { pattern: CompiledPattern; entry: Entry }[]>();
  readonly #leadingPlaceholder: { pattern: CompiledPattern; entry: Entry }[] = [];

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
      if (!pattern) this.#exact.set(customId, entry);
      else if (pattern.literals[0] === '') this.#leadingPlaceholder.push({ pattern, entry });
      else {
        const first = pattern.literals[0]!.charCodeAt(0);
        const list = this.#byFirst.get(first);
        if (list) list.push({ pattern, entry });
        else this.#byFirst.set(first, [{ pattern, entry }]);
      }
    }
  }

  /** The registration for a custom_id, and the params its pattern took from it. */
  match(customId: string): CustomIdMatch<Entry> | undefined {
    const exact = this.#exact.get(customId);
    if (exact !== undefined) return { entry: exact, params: noParams };
    // No two patterns overlap, so the first that matches is the only one, whatever the order.
    const listed = this.#byFirst.get(customId.charCodeAt(0));
    if (listed) {
      for (let i = 0; i < listed.length; i++) {
        const candidate = listed[i]!;
        const params = matchPattern(candidate.pattern, customId);
        if (params) return { entry: candidate.entry, params };
      }
    }
    const open = this.#leadingPlaceholder;
    for (let i = 0; i < open.length; i++) {
      const candidate = open[i]!;
      const params = matchPattern(candidate.pattern, customId);
      if (params) return { entry: candidate.entry, params };
    }
    return undefined;
  }
}
