import { describe, expect, it } from 'vitest';
import { embedsSchema, messageBodySchema } from '../src/schemas/index.js';
import { validateEmbeds, validateMessageBody } from '../src/validation/index.js';

// The service's embed rules (Discord's "Embed Limits", its OpenAPI document's RichEmbed): each invalid embed
// breaks one rule and gets exactly one error, at its path, with its code — in /validation and in /schemas.

const ok = (embed: Record<string, unknown>) => validateEmbeds([embed]);

describe('embed rules', () => {
  it.each([
    ['no colour', {}],
    ['colour null', { color: null }],
    ['colour 0', { color: 0 }],
    ['colour 0xFFFFFF', { color: 0xffffff }],
    [
      'null text fields',
      { title: null, description: null, url: null, timestamp: null, footer: null, author: null },
    ],
    ['a link', { url: 'https://example.com/a?b=c' }],
    ['a timestamp', { timestamp: '2025-01-01T12:00:00.000Z' }],
    ['a timestamp with an offset', { timestamp: '2025-01-01T12:00:00+02:00' }],
    [
      'an uploaded image',
      { image: { url: 'attachment://cat.png' }, thumbnail: { url: 'https://x.example/t.png' } },
    ],
    [
      'author and footer',
      {
        author: { name: 'a', url: 'http://a.example', icon_url: 'attachment://a.png' },
        footer: { text: 'f', icon_url: 'https://f.example/i.png' },
      },
    ],
    [
      'fields',
      {
        fields: [
          { name: 'n', value: 'v', inline: true },
          { name: 'n', value: 'v', inline: null },
        ],
      },
    ],
  ])('accepts %s', (_name, embed) => {
    expect(ok(embed)).toEqual({ success: true, data: [embed] });
    expect(embedsSchema.safeParse([embed]).success).toBe(true);
  });

  it.each([
    [
      'a string colour (CSS)',
      { color: 'red;background:url(//evil.example/x)' },
      ['color'],
      'NUMBER_TYPE_COERCE',
    ],
    ['a decimal string colour out of range', { color: '16777216' }, ['color'], 'NUMBER_TYPE_MAX'],
    ['a hex string colour', { color: '0xFF0000' }, ['color'], 'NUMBER_TYPE_COERCE'],
    ['a fractional colour', { color: 1.5 }, ['color'], 'NUMBER_TYPE_COERCE'],
    ['a negative colour', { color: -1 }, ['color'], 'NUMBER_TYPE_MIN'],
    ['a colour over 0xFFFFFF', { color: 0x1000000 }, ['color'], 'NUMBER_TYPE_MAX'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, ['url'], 'URL_TYPE_INVALID_SCHEME'],
    ['an attachment as the link', { url: 'attachment://a.png' }, ['url'], 'URL_TYPE_INVALID_SCHEME'],
    ['a url that does not parse', { url: 'not a url' }, ['url'], 'URL_TYPE_INVALID_URL'],
    ['a url over 2048', { url: `https://x.example/${'a'.repeat(2048)}` }, ['url'], 'BASE_TYPE_BAD_LENGTH'],
    [
      'a data: image',
      { image: { url: 'data:image/png;base64,AAAA' } },
      ['image', 'url'],
      'URL_TYPE_INVALID_SCHEME',
    ],
    ['an image without a url', { image: {} }, ['image', 'url'], 'BASE_TYPE_REQUIRED'],
    ['a thumbnail that is a string', { thumbnail: 'https://x.example' }, ['thumbnail'], 'MODEL_TYPE_CONVERT'],
    [
      'an author link to a file',
      { author: { name: 'a', url: 'file:///etc/passwd' } },
      ['author', 'url'],
      'URL_TYPE_INVALID_SCHEME',
    ],
    [
      'a footer icon over ftp',
      { footer: { text: 'f', icon_url: 'ftp://x.example/i.png' } },
      ['footer', 'icon_url'],
      'URL_TYPE_INVALID_SCHEME',
    ],
    ['a timestamp that is not a date', { timestamp: 'yesterday' }, ['timestamp'], 'BASE_TYPE_INVALID'],
    ['a timestamp as a number', { timestamp: 1700000000 }, ['timestamp'], 'BASE_TYPE_INVALID'],
    ['a title over 256', { title: 'a'.repeat(257) }, ['title'], 'BASE_TYPE_MAX_LENGTH'],
    [
      '26 fields',
      { fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) },
      ['fields'],
      'BASE_TYPE_MAX_LENGTH',
    ],
  ])('refuses %s', (_name, embed, path, code) => {
    const result = ok(embed);
    expect(result.success).toBe(false);
    const errors = result.success ? [] : result.errors;
    expect(errors.map((e) => ({ path: e.path, code: e.code }))).toEqual([
      { path: ['embeds', 0, ...path], code },
    ]);
    expect(errors[0]!.message).toMatch(/—/);
    // The same rule in /schemas, with paths relative to the array, and in a whole message body.
    const parsed = embedsSchema.safeParse([embed]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([[0, ...path]]);
    expect(messageBodySchema('create').safeParse({ content: 'x', embeds: [embed] }).success).toBe(false);
    expect(validateMessageBody({ embeds: [embed] }, { mode: 'create' }).success).toBe(false);
  });

  it('reads a decimal string colour as the number it spells (service-facts "Query strings and lenient numbers")', () => {
    const sent = [{ title: 'Hi', color: '16711680' }];
    expect(validateEmbeds(sent)).toEqual({ success: true, data: [{ title: 'Hi', color: 0xff0000 }] });
    expect(sent[0]!.color).toBe('16711680');
    expect(embedsSchema.parse(sent)).toEqual([{ title: 'Hi', color: 0xff0000 }]);
    const body = validateMessageBody({ embeds: sent }, { mode: 'create' });
    expect(body.success && body.data.embeds?.[0]?.color).toBe(0xff0000);
  });

  it('counts 6000 characters across every embed of a message', () => {
    const big = { description: 'a'.repeat(4096), footer: { text: 'b'.repeat(1904) } };
    expect(validateEmbeds([big]).success).toBe(true);
    const result = validateEmbeds([big, { title: 'cc' }]);
    expect(result.success ? [] : result.errors.map((e) => e.path)).toEqual([['embeds']]);
  });
});
