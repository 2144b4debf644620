import { describe, expect, it } from 'vitest';
import {
  type APIEmbed,
  type APIMessageTopLevelComponent,
  lenientInteger,
  parseQueryBoolean,
  storedComponents,
  storedEmbeds,
} from '../src/index.js';

// biome-ignore lint/suspicious/noExplicitAny: stored components are read field by field.
type Json = any;

// What the service does to a message's components and embeds before it stores and returns them
// (service-facts "Components V2 and modals (2025)", "Message objects as the service returns them").

const v2 = [
  { type: 10, content: 'Top' },
  {
    type: 17,
    components: [
      {
        type: 9,
        components: [{ type: 10, content: 'In a section', id: 3 }],
        accessory: { type: 11, media: { url: 'https://example.com/a.png' } },
      },
      { type: 14 },
      { type: 12, items: [{ media: { url: 'https://example.com/b.png' } }] },
      { type: 13, file: { url: 'attachment://c.txt' } },
      { type: 1, components: [{ type: 3, custom_id: 'pick', options: [{ label: 'A', value: 'a' }] }] },
    ],
  },
] as unknown as APIMessageTopLevelComponent[];

describe('storedComponents', () => {
  it('numbers depth first from 1, a component before what it holds, skipping ids already taken', () => {
    const ids = (list: unknown): unknown =>
      (list as Record<string, unknown>[]).map((c) => ({
        id: c.id,
        ...(Array.isArray(c.components) ? { components: ids(c.components) } : {}),
        ...(c.accessory ? { accessory: (c.accessory as { id: number }).id } : {}),
      }));
    expect(ids(storedComponents(v2))).toEqual([
      { id: 1 },
      {
        id: 2,
        components: [
          // 3 is taken by the text display that asked for it.
          { id: 4, components: [{ id: 3 }], accessory: 5 },
          { id: 6 },
          { id: 7 },
          { id: 8 },
          { id: 9, components: [{ id: 10 }] },
        ],
      },
    ]);
  });

  it('fills the defaults the service returns, and media through unfurl, without changing the input', () => {
    const before = structuredClone(v2);
    const seen: string[] = [];
    const stored = storedComponents(v2, {
      unfurl: (media) => {
        seen.push(media.url);
        return { ...media, id: `m${seen.length}`, proxy_url: media.url };
      },
    }) as unknown as Json[];
    expect(v2).toEqual(before);
    const container = stored[1]!;
    expect(container).toMatchObject({ accent_color: null, spoiler: false });
    const [section, separator, gallery, file, row] = container.components;
    expect(section.accessory).toEqual({
      type: 11,
      id: 5,
      media: { url: 'https://example.com/a.png', id: 'm1', proxy_url: 'https://example.com/a.png' },
      description: null,
      spoiler: false,
    });
    expect(separator).toEqual({ type: 14, id: 6, divider: true, spacing: 1 });
    expect(gallery.items).toEqual([
      {
        media: { url: 'https://example.com/b.png', id: 'm2', proxy_url: 'https://example.com/b.png' },
        description: null,
        spoiler: false,
      },
    ]);
    expect(file).toMatchObject({ name: null, size: null, spoiler: false, file: { id: 'm3' } });
    expect(row.components[0]).toMatchObject({ min_values: 1, max_values: 1 });
    expect(seen).toEqual(['https://example.com/a.png', 'https://example.com/b.png', 'attachment://c.txt']);
  });

  it('keeps what was sent, and is idempotent (media already unfurled are not unfurled again)', () => {
    let calls = 0;
    const unfurl = (media: { url: string }) => ({ ...media, id: String(++calls), proxy_url: media.url });
    const sent = [
      { type: 14, id: 7, divider: false, spacing: 2 },
      { type: 11, media: { url: 'https://example.com/x.png' }, spoiler: true, description: 'x' },
      { type: 1, components: [{ type: 5, custom_id: 'who', min_values: 0, max_values: 3 }] },
    ] as unknown as APIMessageTopLevelComponent[];
    const once = storedComponents(sent, { unfurl });
    expect(once).toMatchObject([
      { id: 7, divider: false, spacing: 2 },
      { id: 1, spoiler: true, description: 'x' },
      { id: 2, components: [{ id: 3, min_values: 0, max_values: 3 }] },
    ]);
    expect(storedComponents(once, { unfurl })).toEqual(once);
    expect(calls).toBe(1);
  });

  it('copies hostile keys as plain keys and leaves the prototype alone', () => {
    const sent = JSON.parse('[{"type":10,"content":"x","__proto__":{"polluted":true}}]');
    const [stored] = storedComponents(sent) as unknown as Record<string, unknown>[];
    expect(Object.hasOwn(stored!, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('storedEmbeds', () => {
  it('makes every embed rich, drops nulls, fills inline, reads a decimal colour as a number', () => {
    const sent = [
      {
        type: 'image',
        title: 'Hi',
        url: null,
        color: '16711680',
        footer: { text: 'f', icon_url: null },
        fields: [
          { name: 'a', value: 'b' },
          { name: 'c', value: 'd', inline: true },
        ],
      },
    ] as unknown as APIEmbed[];
    const stored = storedEmbeds(sent);
    expect(stored).toEqual([
      {
        type: 'rich',
        title: 'Hi',
        color: 0xff0000,
        footer: { text: 'f' },
        fields: [
          { name: 'a', value: 'b', inline: false },
          { name: 'c', value: 'd', inline: true },
        ],
      },
    ]);
    expect(storedEmbeds(stored)).toEqual(stored);
    expect(sent[0]).toMatchObject({ type: 'image', url: null, color: '16711680' });
  });
});

describe('lenientInteger', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['-12', -12],
    ['+3', 3],
    ['16711680', 16711680],
    ['1.5', undefined],
    [1.5, undefined],
    [' 1', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    ['', undefined],
    ['9007199254740993', undefined],
    [true, undefined],
    [null, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(lenientInteger(value)).toBe(expected);
  });
});

describe('parseQueryBoolean', () => {
  it.each([
    ['True', true],
    ['true', true],
    ['1', true],
    ['False', false],
    ['false', false],
    ['0', false],
    ['TRUE', undefined],
    ['yes', undefined],
    ['', undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(parseQueryBoolean(value, false)).toBe(expected);
  });

  it('gives the fallback when the parameter is absent', () => {
    expect(parseQueryBoolean(null, true)).toBe(true);
    expect(parseQueryBoolean(null, false)).toBe(false);
  });
});
