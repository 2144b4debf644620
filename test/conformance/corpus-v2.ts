import { ButtonStyle, ChannelType, SeparatorSpacingSize, TextInputStyle } from '@slashkit/api';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ChannelSelectMenuBuilder,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  ContainerBuilder,
  FileBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  MentionableSelectMenuBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  RoleSelectMenuBuilder,
  SectionBuilder,
  SeparatorBuilder,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  ThumbnailBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';

// What the Components V2 and 2025 modal builders make: every layout component with every field it has,
// and every modal input in a label. The conformance suite checks each toJSON() against the document's
// request schemas.

const text = (content: string) => new TextDisplayBuilder().setContent(content);

/** A section with a thumbnail from an uploaded file, and one with a button. */
export const sections = [
  new SectionBuilder()
    .setId(10)
    .addTextDisplayComponents(text('**Ada** joined'), text('Say hi'), text('Level 3'))
    .setThumbnailAccessory(
      new ThumbnailBuilder()
        .setURL('attachment://ada.png')
        .setDescription('Her avatar')
        .setSpoiler(false)
        .setId(11),
    ),
  new SectionBuilder()
    .addTextDisplayComponents(text('Read the rules'))
    .setButtonAccessory(
      new ButtonBuilder().setStyle(ButtonStyle.Link).setLabel('Rules').setURL('https://example.com'),
    ),
];

/** A gallery of a link and an upload, with alt text and a spoiler. */
export const gallery = new MediaGalleryBuilder()
  .setId(20)
  .addItems(
    new MediaGalleryItemBuilder().setURL('https://example.com/cat.png').setDescription('A cat'),
    (item) => item.setURL('attachment://dog.png').setSpoiler(),
  );

/** A file, both separators, and a text display alone. */
export const leaves = [
  new FileBuilder().setURL('attachment://report.pdf').setSpoiler().setId(30),
  new SeparatorBuilder().setDivider(false).setSpacing(SeparatorSpacingSize.Large),
  new SeparatorBuilder().setSpacing(SeparatorSpacingSize.Small),
  text('# A heading'),
];

/** A container of every child kind, with an accent colour and a spoiler. */
export const container = new ContainerBuilder()
  .setAccentColor(0x5865f2)
  .setSpoiler(false)
  .setId(1)
  .addTextDisplayComponents(text('# Release 2.0'))
  .addSectionComponents(sections[0]!)
  .addMediaGalleryComponents(gallery)
  .addSeparatorComponents((separator) => separator)
  .addFileComponents((file) => file.setURL('attachment://notes.txt'))
  .addActionRowComponents(
    new ActionRowBuilder().addComponents(
      new ButtonBuilder().setCustomId('v2:ok').setLabel('OK').setStyle(ButtonStyle.Success).setId(40),
    ),
    new ActionRowBuilder().addComponents(
      new StringSelectMenuBuilder().setCustomId('v2:pick').addOptions({ label: 'A', value: 'a' }),
    ),
  );

/** Every top-level layout component a V2 message takes, with a plain container. */
export const v2Messages = [
  ['a container of every child kind', [container]],
  ['sections, galleries, files, separators and text alone', [...sections, gallery, ...leaves]],
  [
    'an action row beside a container',
    [
      new ActionRowBuilder().addComponents(
        new ButtonBuilder().setCustomId('v2:row').setLabel('Row').setStyle(ButtonStyle.Primary),
      ),
      new ContainerBuilder().addTextDisplayComponents(text('Boxed')).setAccentColor(null),
    ],
  ],
] as const;

const choices = [
  { label: 'Small', value: 's', description: 'A small one' },
  { label: 'Large', value: 'l', default: true },
];

/** A modal of a text display and labels around a text input, a user select, a file upload and a radio group. */
export const signupModal = new ModalBuilder()
  .setCustomId('signup')
  .setTitle('Sign up')
  .addTextDisplayComponents(text('Tell us about yourself'))
  .addLabelComponents(
    new LabelBuilder()
      .setLabel('Name')
      .setDescription('As you want to be called')
      .setTextInputComponent(
        new TextInputBuilder()
          .setCustomId('name')
          .setStyle(TextInputStyle.Short)
          .setMaxLength(32)
          .setPlaceholder('Ada'),
      ),
    (label) =>
      label
        .setLabel('Sponsor')
        .setUserSelectMenuComponent((select) => select.setCustomId('sponsor').setRequired(false)),
    (label) =>
      label
        .setLabel('Screenshots')
        .setFileUploadComponent((upload) =>
          upload.setCustomId('shots').setMinValues(0).setMaxValues(3).setRequired(false),
        ),
    (label) =>
      label
        .setLabel('Size')
        .setId(7)
        .setRadioGroupComponent((group) => group.setCustomId('size').addOptions(...choices)),
  );

/** A modal of a checkbox group, a checkbox, and the other selects in labels. */
export const prefsModal = new ModalBuilder()
  .setCustomId('prefs')
  .setTitle('Preferences')
  .addLabelComponents(
    (label) =>
      label.setLabel('Topics').setCheckboxGroupComponent((group) =>
        group
          .setCustomId('topics')
          .addOptions(...choices)
          .setMinValues(0)
          .setMaxValues(2)
          .setRequired(false),
      ),
    (label) =>
      label.setLabel('Agree').setCheckboxComponent((checkbox) => checkbox.setCustomId('agree').setDefault()),
    (label) =>
      label
        .setLabel('Colour')
        .setStringSelectMenuComponent((select) =>
          select.setCustomId('colour').addOptions({ label: 'Red', value: 'red' }),
        ),
    (label) =>
      label
        .setLabel('Roles')
        .setRoleSelectMenuComponent(new RoleSelectMenuBuilder().setCustomId('roles').setMaxValues(2)),
    (label) =>
      label
        .setLabel('Where')
        .setChannelSelectMenuComponent(
          new ChannelSelectMenuBuilder().setCustomId('where').setChannelTypes(ChannelType.GuildText),
        ),
  );

/** One more label, for the mentionable select (a modal holds 5 top-level components). */
export const mentionModal = new ModalBuilder()
  .setCustomId('mention')
  .setTitle('Mention')
  .addLabelComponents((label) =>
    label
      .setLabel('Anyone')
      .setMentionableSelectMenuComponent(new MentionableSelectMenuBuilder().setCustomId('anyone')),
  );
