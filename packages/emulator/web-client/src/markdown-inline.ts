import type { InlineNode, TimestampStyle } from './markdown-nodes.js';

/** How many rule attempts one parse may make; past it, what is left is plain text (hostile input stays cheap). */
export interface ParseBudget {
  left: number;
}

/** Emphasis, spoilers and links nested deeper than this show the characters typed. */
const maxDepth = 10;
/** The characters where a rule may start; anything else is plain text. */
const starters = new Set(['\\', '`', '*', '_', '~', '|', '<', '@', '[', 'h']);
const word = /[\p{L}\p{N}_]/u;
const space = /\s/;
/** The latest instant a JavaScript date holds, in seconds. */
const maxSeconds = 8_640_000_000_000;

type Match = { node: InlineNode; end: number } | { text: string; end: number };

/**
 * Reads Discord's inline markdown: escapes, code, code blocks, bold, italics, underline, strikethrough,
 * spoilers, masked links and links, mentions of users, roles and channels, `@everyone`/`@here`,
 * timestamps, custom emoji and command mentions. Every rule scans forward from where it starts; the budget
 * and the nesting limit bound the work whatever the input.
 */
export function parseInline(text: string, budget: ParseBudget, depth = 0, inLink = false): InlineNode[] {
  const out: InlineNode[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const found = starters.has(text[i]!) && budget.left > 0 ? match(text, i, budget, depth, inLink) : null;
    if (!found) {
      plain += text[i];
      i += 1;
    } else if ('text' in found) {
      plain += found.text;
      i = found.end;
    } else {
      if (plain) out.push({ type: 'text', text: plain });
      plain = '';
      out.push(found.node);
      i = found.end;
    }
  }
  if (plain) out.push({ type: 'text', text: plain });
  return out;
}

function match(text: string, i: number, budget: ParseBudget, depth: number, inLink: boolean): Match | null {
  budget.left -= 1;
  const next = text[i + 1];
  const nested = (type: 'strong' | 'em' | 'underline' | 'strike' | 'spoiler', start: number, end: number) =>
    ({ type, children: parseInline(text.slice(start, end), budget, depth + 1, inLink) }) as InlineNode;
  const deep = depth >= maxDepth;
  switch (text[i]) {
    case '\\':
      // A backslash before punctuation shows it as typed: `\*` is a star, `\<@1>` no mention.
      return next !== undefined && !word.test(next) && !space.test(next) ? { text: next, end: i + 2 } : null;
    case '`':
      return code(text, i);
    case '*': {
      if (deep) return null;
      if (next === '*') {
        const close = findClose(text, i + 2, '**', '*', budget);
        return close > i + 2 ? { node: nested('strong', i + 2, close), end: close + 2 } : null;
      }
      const close = closeEmphasis(text, i, '*', budget);
      return close === -1 ? null : { node: nested('em', i + 1, close), end: close + 1 };
    }
    case '_': {
      if (deep) return null;
      if (next === '_') {
        const close = findClose(text, i + 2, '__', '_', budget);
        return close > i + 2 ? { node: nested('underline', i + 2, close), end: close + 2 } : null;
      }
      // `_` opens after a non-word character and closes before one: snake_case_names stay text.
      if (i > 0 && word.test(text[i - 1]!)) return null;
      const close = closeEmphasis(text, i, '_', budget);
      return close === -1 ? null : { node: nested('em', i + 1, close), end: close + 1 };
    }
    case '~':
    case '|': {
      const delimiter = text[i] === '~' ? '~~' : '||';
      if (deep || next !== text[i]) return null;
      const close = findClose(text, i + 2, delimiter, undefined, budget);
      if (close <= i + 2) return null;
      return { node: nested(delimiter === '~~' ? 'strike' : 'spoiler', i + 2, close), end: close + 2 };
    }
    case '<':
      return angle(text, i, inLink);
    case '@':
      for (const mention of ['@everyone', '@here'] as const)
        if (text.startsWith(mention, i))
          return { node: { type: 'everyone', text: mention }, end: i + mention.length };
      return null;
    case '[':
      return deep || inLink ? null : maskedLink(text, i, budget, depth);
    case 'h':
      return inLink || (i > 0 && word.test(text[i - 1]!)) ? null : autolink(text, i);
    default:
      return null;
  }
}

/** The index of the next unescaped `delimiter` at or after `from` not followed by `notBefore`, or -1. */
function findClose(
  text: string,
  from: number,
  delimiter: string,
  notBefore: string | undefined,
  budget: ParseBudget,
): number {
  let j = text.indexOf(delimiter, from);
  while (j !== -1 && budget.left > 0) {
    budget.left -= 1;
    if (!escaped(text, j) && (notBefore === undefined || text[j + delimiter.length] !== notBefore)) return j;
    j = text.indexOf(delimiter, j + 1);
  }
  return -1;
}

/** Whether the character at `j` follows an odd number of backslashes. */
function escaped(text: string, j: number): boolean {
  let count = 0;
  while (j - 1 - count >= 0 && text[j - 1 - count] === '\\') count += 1;
  return count % 2 === 1;
}

/**
 * Where a single `*` or `_` emphasis opened at `i` closes, or -1: the text starts with a non-space, a
 * doubled delimiter inside (bold, underline) is skipped, a `*` closes after a non-space and a `_` before a
 * non-word character.
 */
function closeEmphasis(text: string, i: number, delimiter: '*' | '_', budget: ParseBudget): number {
  const first = text[i + 1];
  if (first === undefined || space.test(first)) return -1;
  let j = i + 1;
  while (j < text.length && budget.left > 0) {
    budget.left -= 1;
    const c = text[j];
    if (c === '\\') j += 2;
    else if (c === delimiter && text[j + 1] === delimiter) j += 2;
    else if (
      c === delimiter &&
      j > i + 1 &&
      (delimiter === '*' ? !space.test(text[j - 1]!) : !word.test(text[j + 1] ?? ''))
    )
      return j;
    else j += 1;
  }
  return -1;
}

/** A code block (```lang\n…```) or inline code (a run of backticks closed by a run of the same length). */
function code(text: string, i: number): Match {
  if (text.startsWith('```', i)) {
    const close = text.indexOf('```', i + 3);
    if (close !== -1) {
      let body = text.slice(i + 3, close);
      let language = '';
      const head = /^([A-Za-z0-9_+\-.#]{1,32})\n/.exec(body);
      if (head && body.slice(head[0].length).trim() !== '') {
        language = head[1]!;
        body = body.slice(head[0].length);
      }
      body = trimNewlines(body);
      // The line break after the closing fence ends the block (the next text starts on its own line anyway).
      const end = close + 3 + (text[close + 3] === '\n' ? 1 : 0);
      if (body.trim() !== '') return { node: { type: 'codeblock', language, text: body }, end };
    }
  }
  let run = 0;
  while (text[i + run] === '`') run += 1;
  const fence = '`'.repeat(run);
  let j = text.indexOf(fence, i + run);
  while (j !== -1) {
    let length = 0;
    while (text[j + length] === '`') length += 1;
    if (length === run && j > i + run)
      return { node: { type: 'code', text: text.slice(i + run, j) }, end: j + run };
    j = text.indexOf(fence, j + length);
  }
  // No closing run: the backticks are text (taken whole, so the scan moves on).
  return { text: fence, end: i + run };
}

function trimNewlines(body: string): string {
  let start = 0;
  let end = body.length;
  while (body[start] === '\n') start += 1;
  while (end > start && body[end - 1] === '\n') end -= 1;
  return body.slice(start, end);
}

const angleRules: [RegExp, (m: RegExpExecArray) => InlineNode | null][] = [
  [/<@!?(\d{1,20})>/y, (m) => ({ type: 'user', id: m[1]! })],
  [/<@&(\d{1,20})>/y, (m) => ({ type: 'role', id: m[1]! })],
  [/<#(\d{1,20})>/y, (m) => ({ type: 'channel', id: m[1]! })],
  [
    /<t:(-?\d{1,16})(?::([tTdDfFR]))?>/y,
    (m) => {
      const seconds = Number(m[1]);
      return Math.abs(seconds) <= maxSeconds
        ? { type: 'timestamp', seconds, style: (m[2] ?? 'f') as TimestampStyle }
        : null;
    },
  ],
  [
    /<(a?):([A-Za-z0-9_]{1,32}):(\d{1,20})>/y,
    (m) => ({ type: 'emoji', animated: m[1] === 'a', name: m[2]!, id: m[3]! }),
  ],
  [/<\/([^\s:<>/][^:<>/]{0,99}):(\d{1,20})>/y, (m) => ({ type: 'command', name: m[1]!, id: m[2]! })],
];

/** Mentions, timestamps, custom emoji, command mentions and `<https://…>` (a link without a preview). */
function angle(text: string, i: number, inLink: boolean): Match | null {
  for (const [pattern, make] of angleRules) {
    pattern.lastIndex = i;
    const m = pattern.exec(text);
    const node = m && make(m);
    if (m && node) return { node, end: i + m[0].length };
  }
  if (inLink) return null;
  const link = /<(https?:\/\/[^\s<>]{1,2048})>/y;
  link.lastIndex = i;
  const m = link.exec(text);
  return m
    ? { node: { type: 'link', url: m[1]!, children: [{ type: 'text', text: m[1]! }] }, end: i + m[0].length }
    : null;
}

/** `[text](https://…)` (or `(<https://…>)`): the text is markdown without links of its own. */
function maskedLink(text: string, i: number, budget: ParseBudget, depth: number): Match | null {
  const pattern = /\[((?:\\[\s\S]|[^\\[\]]){1,256})\]\(<?(https?:\/\/[^\s()<>]{1,2048})>?\)/y;
  pattern.lastIndex = i;
  const m = pattern.exec(text);
  if (!m || m[1]!.trim() === '') return null;
  return {
    node: { type: 'link', url: m[2]!, children: parseInline(m[1]!, budget, depth + 1, true) },
    end: i + m[0].length,
  };
}

/** A bare http(s) URL, without the punctuation that ends the sentence around it. */
function autolink(text: string, i: number): Match | null {
  const pattern = /https?:\/\/[^\s<]{1,2048}/y;
  pattern.lastIndex = i;
  const m = pattern.exec(text);
  if (!m) return null;
  let url = m[0];
  while (/[.,:;!?"')\]*_~|]$/.test(url) && !(url.endsWith(')') && balanced(url))) url = url.slice(0, -1);
  if (/^https?:\/\/$/.test(url)) return null;
  return { node: { type: 'link', url, children: [{ type: 'text', text: url }] }, end: i + url.length };
}

function balanced(url: string): boolean {
  return url.split('(').length === url.split(')').length;
}
