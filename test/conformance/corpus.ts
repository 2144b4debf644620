import {
  ApplicationIntegrationType,
  ButtonStyle,
  ChannelType,
  EntryPointCommandHandlerType,
  InteractionContextType,
  PermissionFlags,
  TextInputStyle,
} from '@slashkit/api';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ChannelSelectMenuBuilder,
  EntryPointCommandBuilder,
  MentionableSelectMenuBuilder,
  MessageCommandBuilder,
  ModalBuilder,
  RoleSelectMenuBuilder,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  UserCommandBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';

// What the builders make, covering every command type, option type and component type they have today.
// The conformance suite checks each toJSON() against the document's request schemas, and sends the
// commands through @slashkit/rest to the emulator.

/** Every option type, with each option's own settings (choices, ranges, lengths, channel and file types). */
export const everyOption = new SlashCommandBuilder()
  .setName('conf')
  .setNameLocalizations({ fr: 'conf-fr' })
  .setDescription('Every option type')
  .setDescriptionLocalizations({ fr: 'Chaque type' })
  .setDefaultMemberPermissions(PermissionFlags.ManageGuild)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setNSFW(false)
  .addStringOption((o) =>
    o
      .setName('text')
      .setDescription('A string')
      .setRequired(true)
      .addChoices({ name: 'One', value: 'one' }, { name: 'Two', value: 'two' }),
  )
  .addStringOption((o) => o.setName('free').setDescription('Free text').setMinLength(2).setMaxLength(50))
  .addIntegerOption((o) => o.setName('count').setDescription('An integer').setMinValue(1).setMaxValue(10))
  .addIntegerOption((o) => o.setName('size').setDescription('Sizes').addChoices({ name: 'd6', value: 6 }))
  .addNumberOption((o) =>
    o.setName('ratio').setDescription('A number').setMinValue(0.5).setAutocomplete(true),
  )
  .addBooleanOption((o) => o.setName('flag').setDescription('A boolean'))
  .addUserOption((o) => o.setName('who').setDescription('A user'))
  .addChannelOption((o) =>
    o
      .setName('where')
      .setDescription('A channel')
      .addChannelTypes(ChannelType.GuildText, ChannelType.GuildForum),
  )
  .addRoleOption((o) => o.setName('role').setDescription('A role'))
  .addMentionableOption((o) => o.setName('anyone').setDescription('A user or role'))
  .addAttachmentOption((o) => o.setName('file').setDescription('A file').addFileTypes('image', '.pdf'));

/** Subcommands and a subcommand group. */
export const withSubcommands = new SlashCommandBuilder()
  .setName('todo')
  .setDescription('Subcommands')
  .addSubcommand((s) =>
    s
      .setName('add')
      .setDescription('Add')
      .addStringOption((o) => o.setName('item').setDescription('Item')),
  )
  .addSubcommandGroup((g) =>
    g
      .setName('share')
      .setDescription('Share')
      .addSubcommand((s) => s.setName('with').setDescription('With someone')),
  );

/** The command the interaction cases run. */
export const hello = new SlashCommandBuilder().setName('hello').setDescription('Says hello');

/** A command with an autocomplete option. */
export const pick = new SlashCommandBuilder()
  .setName('pick')
  .setDescription('Picks')
  .addStringOption((o) => o.setName('word').setDescription('A word').setAutocomplete(true));

export const userCommand = new UserCommandBuilder().setName('Profile');
export const messageCommand = new MessageCommandBuilder().setName('Quote');
export const entryPoint = new EntryPointCommandBuilder()
  .setName('launch')
  .setDescription('Launch the game')
  .setHandler(EntryPointCommandHandlerType.AppHandler);

/** Every command builder above (the entry point needs an app with Activities: not sent to the emulator). */
export const commandCorpus = [
  everyOption,
  withSubcommands,
  hello,
  pick,
  userCommand,
  messageCommand,
  entryPoint,
];

const button = (style: ButtonStyle, id: string) =>
  new ButtonBuilder().setStyle(style).setCustomId(id).setLabel(id).setEmoji({ name: '👍' });

/** Every button style but premium, with emoji, disabled and link variants. */
export const buttonRow = new ActionRowBuilder().addComponents(
  button(ButtonStyle.Primary, 'primary'),
  button(ButtonStyle.Secondary, 'secondary'),
  button(ButtonStyle.Success, 'success'),
  button(ButtonStyle.Danger, 'danger').setDisabled(),
  new ButtonBuilder().setStyle(ButtonStyle.Link).setURL('https://example.com').setLabel('Link'),
);

/** A premium button (an SKU, nothing else). */
export const premiumRow = new ActionRowBuilder().addComponents(
  new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId('1250000000000000900'),
);

/** A string select with every option field. */
export const stringSelectRow = new ActionRowBuilder().addComponents(
  new StringSelectMenuBuilder()
    .setCustomId('colour')
    .setPlaceholder('Colour')
    .setMinValues(1)
    .setMaxValues(2)
    .addOptions(
      { label: 'Red', value: 'red', description: 'Warm', emoji: { name: '🔴' }, default: true },
      { label: 'Blue', value: 'blue' },
    ),
);

/** Each entity select with default values (and channel types). */
export const entitySelectRows = [
  new ActionRowBuilder().addComponents(
    new UserSelectMenuBuilder().setCustomId('users').addDefaultUsers('1250000000000000204'),
  ),
  new ActionRowBuilder().addComponents(
    new RoleSelectMenuBuilder().setCustomId('roles').addDefaultRoles('1250000000000000303'),
  ),
  new ActionRowBuilder().addComponents(
    new MentionableSelectMenuBuilder()
      .setCustomId('anyone')
      .setMaxValues(2)
      .addDefaultUsers('1250000000000000204')
      .addDefaultRoles('1250000000000000303'),
  ),
  new ActionRowBuilder().addComponents(
    new ChannelSelectMenuBuilder()
      .setCustomId('channels')
      .setChannelTypes(ChannelType.GuildText)
      .addDefaultChannels('1250000000000000402'),
  ),
];

/** A modal with both text input styles, one inside an explicit action row. */
export const modal = new ModalBuilder()
  .setCustomId('feedback')
  .setTitle('Feedback')
  .addTextInputs(
    new TextInputBuilder()
      .setCustomId('topic')
      .setLabel('Topic')
      .setMinLength(2)
      .setMaxLength(60)
      .setPlaceholder('What about'),
  )
  .addComponents(
    new ActionRowBuilder().addComponents(
      new TextInputBuilder()
        .setCustomId('details')
        .setLabel('Details')
        .setStyle(TextInputStyle.Paragraph)
        .setRequired(false)
        .setValue('None'),
    ),
  );
