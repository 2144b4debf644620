const wordChar = /[\p{L}\p{N}_]/u;

/** What a keyword found: the keyword as the rule lists it, and the text it matched. */
export interface KeywordHit {
  keyword: string;
  matched: string;
}

/**
 * The first keyword of `keywords` found in `content` as AutoMod finds them, case-insensitively: `cat`
 * as a whole word (or phrase), `cat*` at the start of a word, `*cat` at its end, `*cat*` anywhere. A hit
 * whose word (the whole word around it) an entry of `allowList` matches the same way is no hit.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation#auto-moderation-rule-object-keyword-matching-strategies | Keyword matching strategies}
 */
export function findKeyword(
  content: string,
  keywords: readonly string[],
  allowList: readonly string[],
): KeywordHit | null {
  const text = content.toLowerCase();
  for (const keyword of keywords) {
    for (const hit of occurrences(text, keyword)) {
      const word = wordAround(text, hit.start, hit.end);
      if (
        allowList.some((allowed) =>
          occurrences(word, allowed).some((h) => h.start === 0 && h.end === word.length),
        )
      )
        continue;
      return { keyword, matched: content.slice(hit.start, hit.end) };
    }
  }
  return null;
}

// Where `keyword` (with its wildcards) occurs in lower-cased `text`: each hit's start and end.
function occurrences(text: string, keyword: string): { start: number; end: number }[] {
  const prefixFree = keyword.startsWith('*');
  const suffixFree = keyword.endsWith('*') && keyword.length > 1;
  const core = keyword.slice(prefixFree ? 1 : 0, suffixFree ? -1 : undefined).toLowerCase();
  if (core === '') return [];
  const hits: { start: number; end: number }[] = [];
  for (let at = text.indexOf(core); at >= 0; at = text.indexOf(core, at + 1)) {
    const end = at + core.length;
    const boundedBefore = at === 0 || !wordChar.test(text[at - 1]!);
    const boundedAfter = end === text.length || !wordChar.test(text[end]!);
    if ((prefixFree || boundedBefore) && (suffixFree || boundedAfter)) hits.push({ start: at, end });
  }
  return hits;
}

// The whole word (or words) around a hit: extended to word boundaries on both sides.
function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from > 0 && wordChar.test(text[from - 1]!)) from--;
  while (to < text.length && wordChar.test(text[to]!)) to++;
  return text.slice(from, to);
}
