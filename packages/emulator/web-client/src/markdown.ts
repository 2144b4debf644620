import { type ParseBudget, parseInline } from './markdown-inline.js';
import type { BlockNode, InlineNode } from './markdown-nodes.js';

/** Text past this length is shown as typed (the service's longest text, an embed description, is 4096). */
const maxLength = 8000;
/** Rule attempts per parse: ample for any real message, a bound for hostile ones. */
const stepsPerParse = 200_000;
/** Block quotes and lists nested deeper than this are read as plain lines. */
const maxBlockDepth = 4;

const heading = /^(#{1,3}) +(\S.*)$/;
const subtext = /^-# +(\S.*)$/;
const listItem = /^( *)([-*]|\d{1,9}\.) +(\S.*)$/;

/**
 * Reads Discord's markdown into blocks (lines of text, `#`/`##`/`###` headers, `-#` subtext, `>` and `>>>`
 * block quotes, `-`/`*`/`1.` lists, nested by indentation) holding inline nodes (see `parseInline`).
 * `inline` reads one line of inline markdown only, as embed titles and field names show it. Pure: it makes
 * no DOM, so what a bot sends can only ever become the fixed nodes of `markdown-nodes.ts`.
 * @example parseMarkdown('**hi** <@1>') // [{ type: 'paragraph', children: [{ type: 'strong', … }, …] }]
 */
export function parseMarkdown(source: string, options: { inline?: boolean } = {}): BlockNode[] {
  const budget: ParseBudget = { left: stepsPerParse };
  const text = source.length > maxLength ? source.slice(0, maxLength) : source;
  const rest: InlineNode[] =
    source.length > maxLength ? [{ type: 'text', text: source.slice(maxLength) }] : [];
  const blocks: BlockNode[] = options.inline
    ? [{ type: 'paragraph', children: parseInline(text, budget) }]
    : parseBlocks(text, budget, 0);
  if (rest.length > 0) blocks.push({ type: 'paragraph', children: rest });
  return blocks;
}

function parseBlocks(source: string, budget: ParseBudget, depth: number): BlockNode[] {
  const lines = source.split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  // A code fence opened in a paragraph holds the lines up to its close, whatever they start with.
  let lastFence = -1;
  lines.forEach((line, index) => {
    if (line.includes('```')) lastFence = index;
  });
  let fenceOpen = false;
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), budget) });
    paragraph = [];
    fenceOpen = false;
  };
  const blocksAllowed = depth < maxBlockDepth;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fenceOpen && i <= lastFence) {
      paragraph.push(line);
      fenceOpen = toggleFences(fenceOpen, line);
      continue;
    }
    if (blocksAllowed && depth === 0 && line.startsWith('>>> ')) {
      flush();
      const body = [line.slice(4), ...lines.slice(i + 1)].join('\n');
      blocks.push({ type: 'quote', children: parseBlocks(body, budget, depth + 1) });
      return blocks;
    }
    if (blocksAllowed && depth === 0 && isQuoteLine(line)) {
      flush();
      const quoted: string[] = [];
      while (i < lines.length && isQuoteLine(lines[i]!)) quoted.push(lines[i++]!.replace(/^> ?/, ''));
      i -= 1;
      blocks.push({ type: 'quote', children: parseBlocks(quoted.join('\n'), budget, depth + 1) });
      continue;
    }
    const head = heading.exec(line);
    if (head) {
      flush();
      const level = head[1]!.length as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, children: parseInline(head[2]!, budget) });
      continue;
    }
    const small = subtext.exec(line);
    if (small) {
      flush();
      blocks.push({ type: 'subtext', children: parseInline(small[1]!, budget) });
      continue;
    }
    if (blocksAllowed && listItem.test(line)) {
      flush();
      const items: string[] = [];
      while (i < lines.length && (listItem.test(lines[i]!) || /^ {2,}\S/.test(lines[i]!)))
        items.push(lines[i++]!);
      i -= 1;
      blocks.push(parseList(items, budget, depth));
      continue;
    }
    paragraph.push(line);
    fenceOpen = toggleFences(fenceOpen, line);
  }
  flush();
  return blocks;
}

function isQuoteLine(line: string): boolean {
  return line.startsWith('> ') || line === '>';
}

function toggleFences(open: boolean, line: string): boolean {
  return line.split('```').length % 2 === 0 ? !open : open;
}

/**
 * One list from its lines: items at the first item's indentation, each with its text and, from the lines
 * indented further below it, a nested list.
 */
function parseList(lines: string[], budget: ParseBudget, depth: number): BlockNode {
  const first = listItem.exec(lines[0]!)!;
  const base = first[1]!.length;
  const ordered = first[2] !== '-' && first[2] !== '*';
  const items: BlockNode[][] = [];
  let nested: string[] = [];
  const closeItem = () => {
    const item = items.at(-1);
    if (item && nested.length > 0) {
      const inner = nested.map((l) => l.slice(Math.min(base + 2, l.length - l.trimStart().length)));
      item.push(...parseBlocks(inner.join('\n'), budget, depth + 1));
    }
    nested = [];
  };
  for (const line of lines) {
    const m = listItem.exec(line);
    if (m && m[1]!.length <= base + 1) {
      closeItem();
      items.push([{ type: 'paragraph', children: parseInline(m[3]!, budget) }]);
    } else nested.push(line);
  }
  closeItem();
  return { type: 'list', ordered, start: ordered ? Number.parseInt(first[2]!, 10) : 1, items };
}
