import {
  type APICheckboxComponent,
  type APICheckboxGroupComponent,
  type APIContainerComponent,
  type APIFileComponent,
  type APIFileUploadComponent,
  type APILabelComponent,
  type APIMediaGalleryComponent,
  type APIMediaGalleryItem,
  type APIModalInteractionResponseCallbackData,
  type APIRadioGroupComponent,
  type APISectionComponent,
  type APISeparatorComponent,
  type APITextDisplayComponent,
  type APIThumbnailComponent,
  ButtonStyle,
  SeparatorSpacingSize,
} from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ButtonBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  ContainerBuilder,
  FileBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  SectionBuilder,
  SeparatorBuilder,
  TextDisplayBuilder,
  ThumbnailBuilder,
} from '../src/index.js';

// Every Components V2 and 2025 modal builder: the JSON type its toJSON() returns, the children it takes
// (builders, JSON, or a function that fills a fresh builder), and the compile errors a user gets for a wrong
// key or a wrong kind of child. components-v2.test-d.ts covers rows and the modal fields' inferred types.

describe('each V2 builder returns its wire type', () => {
  it('layout components and their parts', () => {
    expectTypeOf(new ContainerBuilder().toJSON()).toEqualTypeOf<APIContainerComponent>();
    expectTypeOf(new SectionBuilder().toJSON()).toEqualTypeOf<APISectionComponent>();
    expectTypeOf(new TextDisplayBuilder().toJSON()).toEqualTypeOf<APITextDisplayComponent>();
    expectTypeOf(new ThumbnailBuilder().toJSON()).toEqualTypeOf<APIThumbnailComponent>();
    expectTypeOf(new MediaGalleryBuilder().toJSON()).toEqualTypeOf<APIMediaGalleryComponent>();
    expectTypeOf(new MediaGalleryItemBuilder().toJSON()).toEqualTypeOf<APIMediaGalleryItem>();
    expectTypeOf(new FileBuilder().toJSON()).toEqualTypeOf<APIFileComponent>();
    expectTypeOf(new SeparatorBuilder().toJSON()).toEqualTypeOf<APISeparatorComponent>();
  });
  it('modal components', () => {
    expectTypeOf(new LabelBuilder().toJSON()).toEqualTypeOf<APILabelComponent>();
    expectTypeOf(new FileUploadBuilder().toJSON()).toEqualTypeOf<APIFileUploadComponent>();
    expectTypeOf(new RadioGroupBuilder().toJSON()).toEqualTypeOf<APIRadioGroupComponent>();
    expectTypeOf(new CheckboxGroupBuilder().toJSON()).toEqualTypeOf<APICheckboxGroupComponent>();
    expectTypeOf(new CheckboxBuilder().toJSON()).toEqualTypeOf<APICheckboxComponent>();
    expectTypeOf(new ModalBuilder().toJSON()).toEqualTypeOf<APIModalInteractionResponseCallbackData>();
  });
  it('each keeps its custom_id literal for the handler', () => {
    expectTypeOf(new FileUploadBuilder().setCustomId('shots')).toEqualTypeOf<FileUploadBuilder<'shots'>>();
    expectTypeOf(new CheckboxBuilder().setCustomId('agree')).toEqualTypeOf<CheckboxBuilder<'agree'>>();
    expectTypeOf(
      new CheckboxGroupBuilder().setCustomId('topics').addOptions({ label: 'A', value: 'a' }),
    ).toEqualTypeOf<CheckboxGroupBuilder<'topics', 'a'>>();
  });
});

describe('children: builders, JSON or a filling function, and the errors for a wrong one', () => {
  it('a section takes text displays and one accessory of its kind', () => {
    new SectionBuilder()
      .addTextDisplayComponents(new TextDisplayBuilder().setContent('a'), { type: 10, content: 'b' }, (t) =>
        t.setContent('c'),
      )
      .setThumbnailAccessory((thumbnail) => thumbnail.setURL('attachment://a.png'))
      .setButtonAccessory(new ButtonBuilder().setCustomId('b').setStyle(ButtonStyle.Primary).setLabel('B'));
    // @ts-expect-error a button is set with setButtonAccessory
    new SectionBuilder().setThumbnailAccessory(new ButtonBuilder());
    // @ts-expect-error a thumbnail is set with setThumbnailAccessory
    new SectionBuilder().setButtonAccessory(new ThumbnailBuilder());
    // @ts-expect-error a section holds text displays, not separators
    new SectionBuilder().addTextDisplayComponents(new SeparatorBuilder());
    // @ts-expect-error "contnet" is no key of a text display: content
    new SectionBuilder().addTextDisplayComponents({ type: 10, contnet: 'a' });
  });
  it('a gallery takes items; a thumbnail and an item are media with a url', () => {
    new MediaGalleryBuilder().addItems(
      new MediaGalleryItemBuilder().setURL('https://example.com/a.png'),
      { media: { url: 'attachment://b.png' }, description: 'B', spoiler: true },
      (item) => item.setURL('attachment://c.png'),
    );
    // @ts-expect-error an item's URL is under media: { media: { url } }
    new MediaGalleryBuilder().addItems({ url: 'https://example.com/a.png' });
    // @ts-expect-error a gallery holds items, not thumbnails
    new MediaGalleryBuilder().addItems(new ThumbnailBuilder());
    // @ts-expect-error "setUrl" is spelt setURL, as in discord.js
    new ThumbnailBuilder().setUrl('https://example.com/a.png');
    // @ts-expect-error a file component takes no description
    new FileBuilder().setDescription('notes');
  });
  it('a container takes each kind by its own method', () => {
    new ContainerBuilder()
      .addTextDisplayComponents({ type: 10, content: 'a' })
      .addSectionComponents((section) => section.addTextDisplayComponents((t) => t.setContent('b')))
      .addMediaGalleryComponents((gallery) => gallery.addItems((item) => item.setURL('attachment://a.png')))
      .addFileComponents({ type: 13, file: { url: 'attachment://a.txt' } })
      .addSeparatorComponents({ type: 14, spacing: SeparatorSpacingSize.Small });
    // @ts-expect-error a separator is added with addSeparatorComponents
    new ContainerBuilder().addFileComponents(new SeparatorBuilder());
    // @ts-expect-error containers do not nest
    new ContainerBuilder().addSectionComponents(new ContainerBuilder());
    // @ts-expect-error "accentColor" is set with setAccentColor; the JSON key is accent_color
    new ContainerBuilder().addTextDisplayComponents({ type: 10, content: 'a', accentColor: 1 });
    // @ts-expect-error a spacing is SeparatorSpacingSize.Small (1) or Large (2)
    new SeparatorBuilder().setSpacing('large');
  });
  it("modal inputs' options and values", () => {
    new RadioGroupBuilder().addOptions({ label: 'A', value: 'a', description: 'First', default: true });
    // @ts-expect-error "lable" is no key of an option: label
    new RadioGroupBuilder().addOptions({ lable: 'A', value: 'a' });
    // @ts-expect-error an option needs a value
    new CheckboxGroupBuilder().addOptions({ label: 'A' });
    // @ts-expect-error a checkbox's default is true or false
    new CheckboxBuilder().setDefault('yes');
    // @ts-expect-error a file upload's bounds are numbers
    new FileUploadBuilder().setMaxValues('3');
    // @ts-expect-error a label holds a file upload through setFileUploadComponent
    new LabelBuilder().setCheckboxComponent(new FileUploadBuilder());
    // @ts-expect-error a label takes no checkbox given as a checkbox group's JSON
    new LabelBuilder().setCheckboxComponent({ type: 22, custom_id: 'topics', options: [] });
  });
});
