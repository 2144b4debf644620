import { ButtonStyle, SeparatorSpacingSize } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ContainerBuilder,
  FileBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  SectionBuilder,
  SeparatorBuilder,
  TextDisplayBuilder,
  ThumbnailBuilder,
} from '../src/index.js';
import { failure, problems } from './support/failure.js';

// The layout builders of IS_COMPONENTS_V2 messages: the JSON each makes, and every rule each enforces with
// the path relative to the builder.

const text = (content: string) => new TextDisplayBuilder().setContent(content);
const go = (id = 'go') => new ButtonBuilder().setCustomId(id).setLabel('Go').setStyle(ButtonStyle.Primary);

describe('layout builders build the wire JSON', () => {
  it('text display, thumbnail, file, separator', () => {
    expect(text('# Hi').setId(1).toJSON()).toEqual({ type: 10, content: '# Hi', id: 1 });
    expect(
      new ThumbnailBuilder().setURL('attachment://a.png').setDescription('A').setSpoiler().setId(2).toJSON(),
    ).toEqual({ type: 11, media: { url: 'attachment://a.png' }, description: 'A', spoiler: true, id: 2 });
    expect(new FileBuilder().setURL('attachment://r.pdf').setSpoiler(false).toJSON()).toEqual({
      type: 13,
      file: { url: 'attachment://r.pdf' },
      spoiler: false,
    });
    expect(new SeparatorBuilder().toJSON()).toEqual({ type: 14 });
    expect(new SeparatorBuilder().setDivider(false).setSpacing(SeparatorSpacingSize.Large).toJSON()).toEqual({
      type: 14,
      divider: false,
      spacing: 2,
    });
  });
  it('a gallery from builders, JSON and functions', () => {
    const gallery = new MediaGalleryBuilder()
      .addItems(new MediaGalleryItemBuilder().setURL('https://e.com/1.png').setDescription('One'))
      .addItems([
        { media: { url: 'https://e.com/2.png' } },
        (item) => item.setURL('attachment://3.png').setSpoiler(),
      ]);
    expect(gallery.toJSON()).toEqual({
      type: 12,
      items: [
        { media: { url: 'https://e.com/1.png' }, description: 'One' },
        { media: { url: 'https://e.com/2.png' } },
        { media: { url: 'attachment://3.png' }, spoiler: true },
      ],
    });
  });
  it('a section with a thumbnail or a button', () => {
    const section = new SectionBuilder()
      .addTextDisplayComponents(text('a'), (t) => t.setContent('b'))
      .setThumbnailAccessory((t) => t.setURL('https://e.com/a.png'));
    expect(section.toJSON()).toEqual({
      type: 9,
      components: [
        { type: 10, content: 'a' },
        { type: 10, content: 'b' },
      ],
      accessory: { type: 11, media: { url: 'https://e.com/a.png' } },
    });
    expect(section.setButtonAccessory(go()).toJSON().accessory).toEqual(go().toJSON());
  });
  it('a container keeps its children in order', () => {
    const container = new ContainerBuilder()
      .setAccentColor(0x5865f2)
      .setSpoiler()
      .setId(7)
      .addTextDisplayComponents((t) => t.setContent('# Title'))
      .addSeparatorComponents((s) => s)
      .addActionRowComponents(new ActionRowBuilder().addComponents(go()))
      .addSectionComponents((s) => s.addTextDisplayComponents(text('x')).setButtonAccessory(go('more')))
      .addMediaGalleryComponents((g) => g.addItems((i) => i.setURL('https://e.com/a.png')))
      .addFileComponents((f) => f.setURL('attachment://r.pdf'));
    const json = container.toJSON();
    expect(json.components.map((c) => c.type)).toEqual([10, 14, 1, 9, 12, 13]);
    expect(json).toMatchObject({ type: 17, id: 7, accent_color: 0x5865f2, spoiler: true });
    expect(new ContainerBuilder().addTextDisplayComponents(text('x')).setAccentColor(null).toJSON()).toEqual({
      type: 17,
      components: [{ type: 10, content: 'x' }],
      accent_color: null,
    });
  });
  it('a fresh object each call', () => {
    const gallery = new MediaGalleryBuilder().addItems((i) => i.setURL('https://e.com/a.png'));
    const first = gallery.toJSON();
    first.items[0]!.media.url = 'changed';
    expect(gallery.toJSON().items[0]!.media.url).toBe('https://e.com/a.png');
  });
});

describe('layout builders validate at toJSON(), with paths', () => {
  it('a text display needs 1-4000 characters', () => {
    expect(problems(() => new TextDisplayBuilder().toJSON())).toEqual([[['content'], 'BASE_TYPE_REQUIRED']]);
    expect(problems(() => text('x'.repeat(4001)).toJSON())).toEqual([[['content'], 'BASE_TYPE_BAD_LENGTH']]);
  });
  it('a thumbnail needs an http(s) or attachment URL', () => {
    expect(problems(() => new ThumbnailBuilder().toJSON())).toEqual([[['media'], 'BASE_TYPE_REQUIRED']]);
    expect(problems(() => new ThumbnailBuilder().setURL('ftp://x/a.png').toJSON())).toEqual([
      [['media', 'url'], 'URL_TYPE_INVALID_SCHEME'],
    ]);
    expect(
      problems(() => new ThumbnailBuilder().setURL('https://e.com/a').setDescription('').toJSON()),
    ).toEqual([[['description'], 'BASE_TYPE_BAD_LENGTH']]);
  });
  it('a gallery holds 1-10 items, each with media', () => {
    expect(problems(() => new MediaGalleryBuilder().toJSON())).toEqual([[['items'], 'BASE_TYPE_BAD_LENGTH']]);
    const eleven = Array.from(
      { length: 11 },
      () => (i: MediaGalleryItemBuilder) => i.setURL('https://e.com/a.png'),
    );
    expect(problems(() => new MediaGalleryBuilder().addItems(eleven).toJSON())).toEqual([
      [['items'], 'BASE_TYPE_BAD_LENGTH'],
    ]);
    expect(problems(() => new MediaGalleryItemBuilder().toJSON())).toEqual([
      [['media'], 'BASE_TYPE_REQUIRED'],
    ]);
    expect(problems(() => new MediaGalleryBuilder().addItems((i) => i.setDescription('x')).toJSON())).toEqual(
      [[['items', 0, 'media'], 'BASE_TYPE_REQUIRED']],
    );
  });
  it('a file is an attachment of the same message', () => {
    const error = failure(() => new FileBuilder().setURL('https://e.com/r.pdf').toJSON());
    expect(error.errors.map((e) => [e.path, e.code])).toEqual([[['file', 'url'], 'URL_TYPE_INVALID_SCHEME']]);
    expect(error.message).toMatch(/^Invalid file \(1 problem\):\n {2}file\.url: .*attachment:\/\/<filename>/);
  });
  it('a separator spacing is small or large', () => {
    expect(problems(() => new SeparatorBuilder().setSpacing(3 as SeparatorSpacingSize).toJSON())).toEqual([
      [['spacing'], 'BASE_TYPE_CHOICES'],
    ]);
  });
  it('a section needs 1-3 text displays and an accessory', () => {
    expect(problems(() => new SectionBuilder().toJSON())).toEqual([
      [['components'], 'BASE_TYPE_BAD_LENGTH'],
      [['accessory'], 'BASE_TYPE_REQUIRED'],
    ]);
    const four = new SectionBuilder()
      .addTextDisplayComponents(text('a'), text('b'), text('c'), text('d'))
      .setThumbnailAccessory((t) => t.setURL('https://e.com/a.png'));
    expect(problems(() => four.toJSON())).toEqual([[['components'], 'BASE_TYPE_BAD_LENGTH']]);
    const badButton = new SectionBuilder()
      .addTextDisplayComponents(text('a'))
      .setButtonAccessory((b) => b.setStyle(ButtonStyle.Primary).setLabel('x'));
    expect(problems(() => badButton.toJSON())).toEqual([[['accessory', 'custom_id'], 'BASE_TYPE_REQUIRED']]);
  });
  it('a container: something inside, a colour, unique ids and custom_ids, 40 components, 4000 characters', () => {
    expect(problems(() => new ContainerBuilder().toJSON())).toEqual([
      [['components'], 'BASE_TYPE_BAD_LENGTH'],
    ]);
    expect(
      problems(() => new ContainerBuilder().addTextDisplayComponents(text('x')).setAccentColor(-1).toJSON()),
    ).toEqual([[['accent_color'], 'NUMBER_TYPE_COERCE']]);
    const twice = new ContainerBuilder()
      .addActionRowComponents((row) => row.addComponents(go('same')))
      .addSectionComponents((s) =>
        s.addTextDisplayComponents(text('a').setId(3)).setButtonAccessory(go('same').setId(3)),
      );
    expect(problems(() => twice.toJSON())).toEqual([
      [['components', 1, 'accessory', 'id'], 'COMPONENT_ID_DUPLICATED'],
      [['components', 1, 'accessory'], 'COMPONENT_CUSTOM_ID_DUPLICATED'],
    ]);
    const many = new ContainerBuilder().addTextDisplayComponents(
      Array.from({ length: 40 }, (_, i) => text(`${i}`)),
    );
    expect(problems(() => many.toJSON())).toEqual([[[], 'BASE_TYPE_MAX_LENGTH']]);
    const long = new ContainerBuilder().addTextDisplayComponents(
      text('a'.repeat(3000)),
      text('b'.repeat(1001)),
    );
    expect(problems(() => long.toJSON())).toEqual([[[], 'BASE_TYPE_MAX_LENGTH']]);
  });
  it('setters refuse values of the wrong JavaScript type at the call', () => {
    expect(() => text('a').setId(1.5)).toThrow(TypeError);
    expect(() => new ThumbnailBuilder().setURL(1 as unknown as string)).toThrow(TypeError);
    expect(() => new ContainerBuilder().setAccentColor('red' as unknown as number)).toThrow(TypeError);
    expect(() => new ContainerBuilder().addTextDisplayComponents(null as never)).toThrow(TypeError);
    expect(() => new SectionBuilder().setThumbnailAccessory(() => undefined as never)).toThrow(TypeError);
  });
  it('validate: false skips the checks', () => {
    expect(new SectionBuilder().toJSON({ validate: false })).toEqual({ type: 9, components: [] });
  });
});
