import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../web-client/src/format-timestamp.js';
import { parseMarkdown } from '../web-client/src/markdown.js';
import type { BlockNode, InlineNode } from '../web-client/src/markdown-nodes.js';

// The web client's markdown reader (pure: no DOM), with Discord's rules and hostile input. The DOM it makes
// is checked in Chromium (test/emulator-client-v2.test.ts).

const inline = (text: string) => {
  const [first, ...rest] = parseMarkdown(text);
  expect(rest).toEqual([]);
  expect(first?.type).toBe('paragraph');
  return (first as { children: InlineNode[] }).children;
};
const t = (text: string): InlineNode => ({ type: 'text', text });

/** Every node type in a tree, and its depth. */
function walk(nodes: (InlineNode | BlockNode)[], depth = 0, seen: { types: Set<string>; depth: number }) {
  for (const node of nodes) {
    seen.types.add(node.type);
    seen.depth = Math.max(seen.depth, depth);
    if ('children' in node) walk(node.children as (InlineNode | BlockNode)[], depth + 1, seen);
    if ('items' in node) for (const item of node.items) walk(item, depth + 1, seen);
  }
  return seen;
}
const shape = (text: string) => walk(parseMarkdown(text), 0, { types: new Set(), depth: 0 });
/** The characters a tree shows, in order. */
function shown(nodes: (InlineNode | BlockNode)[]): string {
  return nodes
    .map((n) => ('text' in n ? n.text : 'children' in n ? shown(n.children as InlineNode[]) : ''))
    .join('');
}

describe('inline markdown', () => {
  it('reads bold, italics, underline, strikethrough, spoilers and their nesting', () => {
    expect(inline('**b** *i* _i_ __u__ ~~s~~ ||x||')).toEqual([
      { type: 'strong', children: [t('b')] },
      t(' '),
      { type: 'em', children: [t('i')] },
      t(' '),
      { type: 'em', children: [t('i')] },
      t(' '),
      { type: 'underline', children: [t('u')] },
      t(' '),
      { type: 'strike', children: [t('s')] },
      t(' '),
      { type: 'spoiler', children: [t('x')] },
    ]);
    expect(inline('***both***')).toEqual([
      { type: 'strong', children: [{ type: 'em', children: [t('both')] }] },
    ]);
    expect(inline('__*u and i*__')).toEqual([
      { type: 'underline', children: [{ type: 'em', children: [t('u and i')] }] },
    ]);
    expect(inline('*a **b** c*')).toEqual([
      { type: 'em', children: [t('a '), { type: 'strong', children: [t('b')] }, t(' c')] },
    ]);
  });

  it('leaves what does not close, snake_case names, lone stars and spaced stars as text', () => {
    expect(inline('snake_case_name')).toEqual([t('snake_case_name')]);
    expect(inline('2 * 3 * 4')).toEqual([t('2 * 3 * 4')]);
    expect(inline('**open')).toEqual([t('**open')]);
    expect(inline('~~ ~ ||')).toEqual([t('~~ ~ ||')]);
    expect(inline('****')).toEqual([t('****')]);
  });

  it('reads inline code and code blocks verbatim (markdown inside stays text)', () => {
    expect(inline('use `**x**` or ``a`b``')).toEqual([
      t('use '),
      { type: 'code', text: '**x**' },
      t(' or '),
      { type: 'code', text: 'a`b' },
    ]);
    expect(inline('```js\nconst a = "<b>";\n```')).toEqual([
      { type: 'codeblock', language: 'js', text: 'const a = "<b>";' },
    ]);
    expect(inline('```\ncode\n```\nnext')).toEqual([
      { type: 'codeblock', language: '', text: 'code' },
      t('next'),
    ]);
    expect(inline('before ```plain``` after')).toEqual([
      t('before '),
      { type: 'codeblock', language: '', text: 'plain' },
      t(' after'),
    ]);
    expect(inline('`unclosed')).toEqual([t('`unclosed')]);
  });

  it('reads a backslash before punctuation as the character itself', () => {
    expect(inline('\\*not italic\\* \\<@1> \\\\')).toEqual([t('*not italic* <@1> \\')]);
    expect(inline('a\\b')).toEqual([t('a\\b')]);
  });

  it('reads mentions, @everyone, timestamps, custom emoji and command mentions', () => {
    expect(inline('<@123> <@!124> <@&5> <#6> @everyone @here')).toEqual([
      { type: 'user', id: '123' },
      t(' '),
      { type: 'user', id: '124' },
      t(' '),
      { type: 'role', id: '5' },
      t(' '),
      { type: 'channel', id: '6' },
      t(' '),
      { type: 'everyone', text: '@everyone' },
      t(' '),
      { type: 'everyone', text: '@here' },
    ]);
    expect(inline('<t:1618953630:R><t:1618953630><t:-1:d>')).toEqual([
      { type: 'timestamp', seconds: 1618953630, style: 'R' },
      { type: 'timestamp', seconds: 1618953630, style: 'f' },
      { type: 'timestamp', seconds: -1, style: 'd' },
    ]);
    expect(inline('<:blob:42><a:wave:43></roll dice:44>')).toEqual([
      { type: 'emoji', name: 'blob', id: '42', animated: false },
      { type: 'emoji', name: 'wave', id: '43', animated: true },
      { type: 'command', name: 'roll dice', id: '44' },
    ]);
    // Not mentions: a bad id, an out-of-range time, a style Discord does not have.
    expect(inline('<@abc> <@-1> <#constructor> <t:99999999999999:R> <t:1:X>')).toEqual([
      t('<@abc> <@-1> <#constructor> <t:99999999999999:R> <t:1:X>'),
    ]);
  });

  it('reads masked links and bare links, http(s) only', () => {
    expect(inline('[the **docs**](https://example.com/a_b) and https://example.com/x.')).toEqual([
      {
        type: 'link',
        url: 'https://example.com/a_b',
        children: [t('the '), { type: 'strong', children: [t('docs')] }],
      },
      t(' and '),
      { type: 'link', url: 'https://example.com/x', children: [t('https://example.com/x')] },
      t('.'),
    ]);
    expect(inline('<https://example.com>')).toEqual([
      { type: 'link', url: 'https://example.com', children: [t('https://example.com')] },
    ]);
    expect(inline('(see https://en.wikipedia.org/wiki/A_(b))')).toEqual([
      t('(see '),
      {
        type: 'link',
        url: 'https://en.wikipedia.org/wiki/A_(b)',
        children: [t('https://en.wikipedia.org/wiki/A_(b)')],
      },
      t(')'),
    ]);
    // A link's text holds no link of its own.
    expect(inline('[https://a.example](https://b.example)')).toEqual([
      { type: 'link', url: 'https://b.example', children: [t('https://a.example')] },
    ]);
  });
});

describe('block markdown', () => {
  it('reads headers, subtext, block quotes and lists', () => {
    expect(parseMarkdown('# Big\n## Mid\n### Small\n-# fine print\n#nospace')).toEqual([
      { type: 'heading', level: 1, children: [t('Big')] },
      { type: 'heading', level: 2, children: [t('Mid')] },
      { type: 'heading', level: 3, children: [t('Small')] },
      { type: 'subtext', children: [t('fine print')] },
      { type: 'paragraph', children: [t('#nospace')] },
    ]);
    expect(parseMarkdown('> one\n> **two**\nafter')).toEqual([
      {
        type: 'quote',
        children: [{ type: 'paragraph', children: [t('one\n'), { type: 'strong', children: [t('two')] }] }],
      },
      { type: 'paragraph', children: [t('after')] },
    ]);
    expect(parseMarkdown('intro\n>>> all\nof this')).toEqual([
      { type: 'paragraph', children: [t('intro')] },
      { type: 'quote', children: [{ type: 'paragraph', children: [t('all\nof this')] }] },
    ]);
    expect(parseMarkdown('- a\n- b\n  - b1\n3. three\n4. four')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ type: 'paragraph', children: [t('a')] }],
          [
            { type: 'paragraph', children: [t('b')] },
            { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [t('b1')] }]] },
          ],
          // A numbered item right after a bulleted one continues the same list (Discord's lists are loose).
          [{ type: 'paragraph', children: [t('three')] }],
          [{ type: 'paragraph', children: [t('four')] }],
        ],
      },
    ]);
  });

  it('keeps a fenced code block whole across lines that look like blocks', () => {
    expect(parseMarkdown('```\n# not a header\n> not a quote\n```')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'codeblock', language: '', text: '# not a header\n> not a quote' }],
      },
    ]);
  });

  it('reads embed titles and field names as one line of inline markdown', () => {
    expect(parseMarkdown('# **x**', { inline: true })).toEqual([
      { type: 'paragraph', children: [t('# '), { type: 'strong', children: [t('x')] }] },
    ]);
  });
});

describe('hostile markdown', () => {
  it('turns markup and scripts into text, never into anything but the fixed node types', () => {
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '[click](javascript:alert(1))',
      '[click](data:text/html,<script>alert(1)</script>)',
      '<javascript:alert(1)>',
      '<style>body{display:none}</style>',
      '"><svg onload=alert(1)>',
    ];
    for (const text of hostile) {
      const found = shape(text);
      expect([...found.types].sort(), text).toEqual(['paragraph', 'text']);
      expect(shown(parseMarkdown(text)), text).toBe(text.replace(/\\(.)/g, '$1'));
    }
  });

  it('bounds nesting and work on pathological input', () => {
    for (const text of [
      '**'.repeat(5000),
      '*a'.repeat(4000),
      '||'.repeat(3000) + 'x',
      '*'.repeat(2000) + 'x' + '*'.repeat(2000),
      '_a '.repeat(3000),
      '['.repeat(4000),
      '> '.repeat(3000),
      `${'- '.repeat(2000)}x`,
      `${'<@'.repeat(3000)}1>`,
      '`'.repeat(5000),
    ]) {
      const found = shape(text);
      expect(found.depth, text.slice(0, 20)).toBeLessThanOrEqual(12);
    }
    // Past the longest text the service allows, the rest is shown as typed.
    const long = `${'a'.repeat(8000)}**not bold**`;
    expect(shown(parseMarkdown(long))).toBe(long);
  });
});

describe('timestamps', () => {
  const at = Date.UTC(2021, 3, 20, 16, 20, 30) / 1000;
  it('formats each style in the reader language', () => {
    const now = at * 1000;
    expect(formatTimestamp(at - 3 * 3600, 'R', 'en-US', now)).toBe('3 hours ago');
    expect(formatTimestamp(at + 2 * 86400, 'R', 'en-US', now)).toBe('in 2 days');
    expect(formatTimestamp(at - 30, 'R', 'fr', now)).toBe('il y a 30 secondes');
    expect(formatTimestamp(at, 'D', 'en-US', now)).toMatch(/April \d+, 2021/);
    expect(formatTimestamp(at, 'd', 'en-US', now)).toMatch(/^\d\d\/\d\d\/2021$/);
    expect(formatTimestamp(at, 'F', 'en-US', now)).toMatch(/day, April \d+, 2021/);
    // A locale Intl does not know falls back to English.
    expect(formatTimestamp(at - 60, 'R', 'xx-not-a-locale', now)).toBe('1 minute ago');
  });
});
