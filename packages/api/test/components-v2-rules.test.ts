import { describe, expect, it } from 'vitest';
import { componentsV2Schema, messageBodySchema } from '../src/schemas/index.js';
import {
  type FieldError,
  validateInteractionResponse,
  validateMessageBody,
  validateMessageComponents,
} from '../src/validation/index.js';
import { button, buttons, type Case, type Obj, only, row, runCases } from './support/component-cases.js';

// The layout components of IS_COMPONENTS_V2 messages, and the message-wide V2 rules.

const V2 = 1 << 15;
const text = (content = 'Hello', extra: Obj = {}): Obj => ({ type: 10, content, ...extra });
const thumbnail = (extra: Obj = {}): Obj => ({
  type: 11,
  media: { url: 'https://example.com/a.png' },
  ...extra,
});
const section = (extra: Obj = {}): Obj => ({
  type: 9,
  components: [text()],
  accessory: thumbnail(),
  ...extra,
});
const gallery = (...items: Obj[]): Obj => ({ type: 12, items });
const item = (url = 'https://example.com/a.png', extra: Obj = {}): Obj => ({ media: { url }, ...extra });
const file = (url = 'attachment://report.pdf', extra: Obj = {}): Obj => ({
  type: 13,
  file: { url },
  ...extra,
});
const container = (...components: Obj[]): Obj => ({ type: 17, components });
const v2 = (components: unknown) => validateMessageComponents(components, { flags: V2, path: [] });

const cases: Case[] = [
  {
    rule: 'a text display has content of 1-4000',
    valid: [text('t'.repeat(4000))],
    invalid: [text('')],
    path: [0, 'content'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a text display needs content',
    valid: [text()],
    invalid: [{ type: 10 }],
    path: [0, 'content'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a section holds 1-3 text displays',
    valid: [section({ components: [text('a'), text('b'), text('c')] })],
    invalid: [section({ components: [text('a'), text('b'), text('c'), text('d')] })],
    path: [0, 'components'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a section holds text displays only',
    valid: [section()],
    invalid: [section({ components: [thumbnail()] })],
    path: [0, 'components', 0, 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'a section needs an accessory',
    valid: [section()],
    invalid: [section({ accessory: undefined })],
    path: [0, 'accessory'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: "a section's accessory is a thumbnail or a button",
    valid: [section({ accessory: button() })],
    invalid: [section({ accessory: text() })],
    path: [0, 'accessory', 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'a button accessory follows the button rules',
    valid: [section({ accessory: button() })],
    invalid: [section({ accessory: button({ url: 'https://example.com' }) })],
    path: [0, 'accessory', 'url'],
    code: 'COMPONENT_FIELD_INVALID',
  },
  {
    rule: 'a thumbnail needs media',
    valid: [section()],
    invalid: [section({ accessory: { type: 11 } })],
    path: [0, 'accessory', 'media'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a media URL is required',
    valid: [section()],
    invalid: [section({ accessory: thumbnail({ media: {} }) })],
    path: [0, 'accessory', 'media', 'url'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a media URL is well formed',
    valid: [section({ accessory: thumbnail({ media: { url: 'attachment://cat.png' } }) })],
    invalid: [section({ accessory: thumbnail({ media: { url: 'not a url' } }) })],
    path: [0, 'accessory', 'media', 'url'],
    code: 'URL_TYPE_INVALID_URL',
  },
  {
    rule: 'a media URL is http(s) or attachment',
    valid: [section({ accessory: thumbnail({ media: { url: 'http://example.com/a.png' } }) })],
    invalid: [section({ accessory: thumbnail({ media: { url: 'ftp://example.com/a.png' } }) })],
    path: [0, 'accessory', 'media', 'url'],
    code: 'URL_TYPE_INVALID_SCHEME',
  },
  {
    rule: 'an attachment URL names its file',
    valid: [section({ accessory: thumbnail({ media: { url: 'attachment://a.png' } }) })],
    invalid: [section({ accessory: thumbnail({ media: { url: 'attachment://' } }) })],
    path: [0, 'accessory', 'media', 'url'],
    code: 'URL_TYPE_INVALID_URL',
  },
  {
    rule: 'a media URL of at most 2048',
    valid: [section({ accessory: thumbnail({ media: { url: `https://e.com/${'a'.repeat(2034)}` } }) })],
    invalid: [section({ accessory: thumbnail({ media: { url: `https://e.com/${'a'.repeat(2035)}` } }) })],
    path: [0, 'accessory', 'media', 'url'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a thumbnail description of 1-1024 (or null)',
    valid: [section({ accessory: thumbnail({ description: null }) })],
    invalid: [section({ accessory: thumbnail({ description: 'd'.repeat(1025) }) })],
    path: [0, 'accessory', 'description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a thumbnail spoiler is a boolean',
    valid: [section({ accessory: thumbnail({ spoiler: true }) })],
    invalid: [section({ accessory: thumbnail({ spoiler: 'yes' }) })],
    path: [0, 'accessory', 'spoiler'],
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'a gallery holds 1-10 items',
    valid: [gallery(...Array.from({ length: 10 }, () => item()))],
    invalid: [gallery(...Array.from({ length: 11 }, () => item()))],
    path: [0, 'items'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a gallery needs items',
    valid: [gallery(item())],
    invalid: [{ type: 12 }],
    path: [0, 'items'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a gallery item has media',
    valid: [gallery(item('attachment://a.png', { description: 'A cat', spoiler: true }))],
    invalid: [gallery({ description: 'A cat' })],
    path: [0, 'items', 0, 'media'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a gallery item description of 1-1024',
    valid: [gallery(item(undefined, { description: 'd'.repeat(1024) }))],
    invalid: [gallery(item(undefined, { description: '' }))],
    path: [0, 'items', 0, 'description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a file is an attachment of the request',
    valid: [file()],
    invalid: [file('https://example.com/report.pdf')],
    path: [0, 'file', 'url'],
    code: 'URL_TYPE_INVALID_SCHEME',
  },
  {
    rule: 'a file needs its file',
    valid: [file()],
    invalid: [{ type: 13 }],
    path: [0, 'file'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a separator spacing is 1 or 2',
    valid: [{ type: 14, divider: false, spacing: 2 }],
    invalid: [{ type: 14, spacing: 3 }],
    path: [0, 'spacing'],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'a separator divider is a boolean',
    valid: [{ type: 14, divider: true }],
    invalid: [{ type: 14, divider: 1 }],
    path: [0, 'divider'],
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'a container holds at least one component',
    valid: [container(text())],
    invalid: [container()],
    path: [0, 'components'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a container needs components',
    valid: [container(text())],
    invalid: [{ type: 17 }],
    path: [0, 'components'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'containers do not nest',
    valid: [container(text(), section(), gallery(item()), file(), { type: 14 }, row(button()))],
    invalid: [container(container(text()))],
    path: [0, 'components', 0, 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'a container accent colour is 0-0xFFFFFF or null',
    valid: [{ ...container(text()), accent_color: null }],
    invalid: [{ ...container(text()), accent_color: 0x1000000 }],
    path: [0, 'accent_color'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'a container spoiler is a boolean',
    valid: [{ ...container(text()), spoiler: true, accent_color: 0xffffff }],
    invalid: [{ ...container(text()), spoiler: 'no' }],
    path: [0, 'spoiler'],
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'a thumbnail is no top-level component',
    valid: [section()],
    invalid: [thumbnail()],
    path: [0, 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'labels stay in modals',
    valid: [text()],
    invalid: [{ type: 18, label: 'x', component: {} }],
    path: [0, 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'action rows in a container follow the row rules',
    valid: [container(row(...buttons(5)))],
    invalid: [container(row(...buttons(6)))],
    path: [0, 'components', 0, 'components', 5],
    code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  },
  {
    rule: 'custom_ids are unique across containers and sections',
    valid: [container(row(button({ custom_id: 'a' }))), section({ accessory: button({ custom_id: 'b' }) })],
    invalid: [container(row(button({ custom_id: 'a' }))), section({ accessory: button({ custom_id: 'a' }) })],
    path: [1, 'accessory'],
    code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
  },
  {
    rule: 'ids are unique at every depth',
    valid: [text('a', { id: 1 }), container(text('b', { id: 2 }))],
    invalid: [text('a', { id: 1 }), container(text('b', { id: 1 }))],
    path: [1, 'components', 0, 'id'],
    code: 'COMPONENT_ID_DUPLICATED',
  },
  {
    rule: 'ids of buttons in rows and accessories count too',
    valid: [row(button({ id: 5 })), section({ accessory: thumbnail({ id: 6 }) })],
    invalid: [row(button({ id: 5 })), section({ accessory: thumbnail({ id: 5 }) })],
    path: [1, 'accessory', 'id'],
    code: 'COMPONENT_ID_DUPLICATED',
  },
  {
    rule: 'an id is an int32 of 0 or more',
    valid: [text('a', { id: 2_147_483_647 })],
    invalid: [text('a', { id: 2_147_483_648 })],
    path: [0, 'id'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'an id is an integer',
    valid: [text('a', { id: 0 })],
    invalid: [text('a', { id: 1.5 })],
    path: [0, 'id'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'at most 40 components, counted at every depth',
    // 1 container + 13 sections of (1 section + 1 text + 1 thumbnail) = 40
    valid: [container(...Array.from({ length: 13 }, () => section()))],
    invalid: [container(...Array.from({ length: 13 }, () => section())), text()],
    path: [],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'at most 4000 characters of text displays in all',
    valid: [
      text('a'.repeat(2000)),
      container(text('b'.repeat(1000)), section({ components: [text('c'.repeat(1000))] })),
    ],
    invalid: [
      text('a'.repeat(2000)),
      container(text('b'.repeat(1000)), section({ components: [text('c'.repeat(1001))] })),
    ],
    path: [],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
];

runCases('IS_COMPONENTS_V2 components', cases, v2);

describe('IS_COMPONENTS_V2 message bodies', () => {
  const body = (extra: Obj) =>
    validateMessageBody({ flags: V2, components: [text()], ...extra }, { mode: 'create' });
  const errors = (result: { success: boolean; errors?: FieldError[] }) => result.errors;
  it('refuses content, embeds, a poll and stickers beside the components', () => {
    expect(body({}).success).toBe(true);
    only(errors(body({ content: 'x' })), ['content'], 'COMPONENT_FIELD_INVALID');
    only(errors(body({ embeds: [{ title: 't' }] })), ['embeds'], 'COMPONENT_FIELD_INVALID');
    only(errors(body({ poll: { question: { text: 'q' } } })), ['poll'], 'COMPONENT_FIELD_INVALID');
    only(errors(body({ sticker_ids: ['123456789012345678'] })), ['sticker_ids'], 'COMPONENT_FIELD_INVALID');
    expect(body({ content: null, embeds: [], poll: null, sticker_ids: [] }).success).toBe(true);
  });
  it('layout components without the flag are refused', () => {
    only(
      errors(validateMessageBody({ components: [text()] }, { mode: 'create' })),
      ['components', 0, 'type'],
      'UNION_TYPE_CHOICES',
    );
  });
  it('an edit of a V2 message stays V2: no content, and the flag cannot be cleared', () => {
    const edit = (data: Obj) => validateMessageBody(data, { mode: 'edit', existingFlags: V2 | 64 });
    expect(edit({ components: [text('Edited')] }).success).toBe(true);
    expect(edit({ flags: V2, components: [text('Edited')] }).success).toBe(true);
    only(errors(edit({ content: 'x' })), ['content'], 'COMPONENT_FIELD_INVALID');
    only(
      errors(edit({ flags: 0, components: [row(button())] })),
      ['flags'],
      'MESSAGE_COMPONENTS_V2_FLAG_REMOVED',
    );
    expect(errors(edit({ flags: 0 }))?.[0]?.message).toMatch(/add 32768 to the flags, or leave flags out/);
    // A message without the flag may get it by an edit.
    expect(
      validateMessageBody({ flags: V2, components: [text()] }, { mode: 'edit', existingFlags: 0 }).success,
    ).toBe(true);
  });
  it('an update (7) of a V2 message is checked against its flags', () => {
    const update = (data: Obj) =>
      validateInteractionResponse({ type: 7, data }, { interactionType: 3, existingFlags: V2 });
    expect(update({ components: [container(text())] }).success).toBe(true);
    only(errors(update({ flags: 0 })), ['data', 'flags'], 'MESSAGE_COMPONENTS_V2_FLAG_REMOVED');
  });
  it('the zod schemas apply the same rules', () => {
    expect(componentsV2Schema.safeParse([container(text(), section())]).success).toBe(true);
    const bad = componentsV2Schema.safeParse([container()]);
    expect(
      bad.error?.issues.map((i) => [i.path, (i as { params?: { code?: string } }).params?.code]),
    ).toEqual([[[0, 'components'], 'BASE_TYPE_BAD_LENGTH']]);
    expect(messageBodySchema('edit', { existingFlags: V2 }).safeParse({ content: 'x' }).success).toBe(false);
    expect(messageBodySchema('edit').safeParse({ content: 'x' }).success).toBe(true);
  });
});
