import {
  type APIAttachment,
  type APIInteractionDataResolvedChannel,
  type APIRole,
  type ApplicationCommandType,
  ChannelType,
} from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type AnyCommandBuilder,
  type CommandName,
  type CommandType,
  EntryPointCommandBuilder,
  type InferOptions,
  type InferOptionValue,
  MessageCommandBuilder,
  type ResolvedChannel,
  type ResolvedMentionable,
  type ResolvedUser,
  SlashCommandBuilder,
  SlashCommandChannelOption,
  SlashCommandIntegerOption,
  SlashCommandStringOption,
  SlashCommandSubcommandBuilder,
  SlashCommandSubcommandGroupBuilder,
  type SubcommandPath,
  UserCommandBuilder,
} from '../src/index.js';

const base = () => new SlashCommandBuilder().setName('cmd').setDescription('A command');

describe('InferOptions: a command with options', () => {
  it('makes required options required and the others optional', () => {
    const roll = base()
      .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true))
      .addStringOption((o) => o.setName('label').setDescription('Label'));
    expectTypeOf<InferOptions<typeof roll>>().toEqualTypeOf<{ sides: number; label?: string }>();
  });

  it('treats setRequired() as true, setRequired(false) as optional and a boolean variable as optional', () => {
    const flag = Math.random() > 0.5;
    const command = base()
      .addStringOption((o) => o.setName('a').setDescription('A').setRequired())
      .addStringOption((o) => o.setName('b').setDescription('B').setRequired(true).setRequired(false))
      .addStringOption((o) => o.setName('c').setDescription('C').setRequired(flag));
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{ a: string; b?: string; c?: string }>();
  });

  it('gives each option type its value type', () => {
    const command = base()
      .addStringOption((o) => o.setName('string').setDescription('d').setRequired(true))
      .addIntegerOption((o) => o.setName('integer').setDescription('d').setRequired(true))
      .addNumberOption((o) => o.setName('number').setDescription('d').setRequired(true))
      .addBooleanOption((o) => o.setName('boolean').setDescription('d').setRequired(true))
      .addUserOption((o) => o.setName('user').setDescription('d').setRequired(true))
      .addChannelOption((o) => o.setName('channel').setDescription('d').setRequired(true))
      .addRoleOption((o) => o.setName('role').setDescription('d').setRequired(true))
      .addMentionableOption((o) => o.setName('mentionable').setDescription('d').setRequired(true))
      .addAttachmentOption((o) => o.setName('attachment').setDescription('d').setRequired(true));
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{
      string: string;
      integer: number;
      number: number;
      boolean: boolean;
      user: ResolvedUser;
      channel: ResolvedChannel<ChannelType>;
      role: APIRole;
      mentionable: ResolvedMentionable;
      attachment: APIAttachment;
    }>();
  });

  it('resolves USER to the user and, in guilds, the member; MENTIONABLE to a user or a role by kind', () => {
    const command = base()
      .addUserOption((o) => o.setName('target').setDescription('d').setRequired(true))
      .addMentionableOption((o) => o.setName('who').setDescription('d').setRequired(true));
    type Options = InferOptions<typeof command>;
    expectTypeOf<Options['target']['user']['username']>().toEqualTypeOf<string>();
    expectTypeOf<Options['target']['member']>().toEqualTypeOf<ResolvedUser['member']>();
    expectTypeOf<Extract<Options['who'], { kind: 'role' }>['role']>().toEqualTypeOf<APIRole>();
    expectTypeOf<Extract<Options['who'], { kind: 'user' }>['user']['id']>().toEqualTypeOf<string>();
  });

  it('keeps the setters callable on a union of builders (single generic signatures, no generic overloads)', () => {
    const either = <A, B>(a: A, _b: B): A | B => a;
    const strings = either(
      new SlashCommandStringOption().setName('a'),
      new SlashCommandStringOption().setName('b'),
    );
    const withChoices = strings.addChoices({ name: 'X', value: 'x' }).setChoices([{ name: 'Y', value: 'y' }]);
    expectTypeOf<InferOptionValue<typeof withChoices>>().toEqualTypeOf<'y'>();
    const required = either(new SlashCommandStringOption(), new SlashCommandIntegerOption()).setRequired();
    expectTypeOf(required.required).toEqualTypeOf<boolean | undefined>();
    const channels = either(
      new SlashCommandChannelOption().setName('a'),
      new SlashCommandChannelOption().setName('b'),
    ).addChannelTypes(ChannelType.GuildText);
    expectTypeOf<InferOptionValue<typeof channels>['type']>().toEqualTypeOf<typeof ChannelType.GuildText>();
  });

  it('replaces the choice values with setChoices, spread or as one array', () => {
    const spread = new SlashCommandStringOption()
      .setName('size')
      .addChoices({ name: 'Small', value: 's' })
      .setChoices({ name: 'Large', value: 'l' }, { name: 'Huge', value: 'h' });
    expectTypeOf<InferOptionValue<typeof spread>>().toEqualTypeOf<'l' | 'h'>();
    const array = new SlashCommandIntegerOption().setChoices([{ name: 'd6', value: 6 }]);
    expectTypeOf<InferOptionValue<typeof array>>().toEqualTypeOf<6>();
  });

  it('narrows string, integer and number choices to literal unions, across several addChoices calls', () => {
    const command = base()
      .addStringOption((o) =>
        o
          .setName('size')
          .setDescription('d')
          .setRequired(true)
          .addChoices({ name: 'Small', value: 's' }, { name: 'Medium', value: 'm' })
          .addChoices([{ name: 'Large', value: 'l' }]),
      )
      .addIntegerOption((o) =>
        o
          .setName('sides')
          .setDescription('d')
          .addChoices({ name: 'd6', value: 6 }, { name: 'd20', value: 20 }),
      )
      .addNumberOption((o) => o.setName('zoom').setDescription('d').addChoices({ name: 'half', value: 0.5 }));
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{
      size: 's' | 'm' | 'l';
      sides?: 6 | 20;
      zoom?: 0.5;
    }>();
  });

  it('replaces the literal union with setChoices', () => {
    const command = base().addStringOption((o) =>
      o
        .setName('size')
        .setDescription('d')
        .addChoices({ name: 'Small', value: 's' })
        .setChoices({ name: 'X', value: 'x' }, { name: 'Y', value: 'y' }),
    );
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{ size?: 'x' | 'y' }>();
  });

  it('keeps plain string and number values for autocomplete options', () => {
    const command = base()
      .addStringOption((o) => o.setName('query').setDescription('d').setAutocomplete(true).setRequired(true))
      .addIntegerOption((o) => o.setName('page').setDescription('d').setAutocomplete());
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{ query: string; page?: number }>();
  });

  it('narrows CHANNEL values by addChannelTypes, and to every channel type without it', () => {
    const command = base()
      .addChannelOption((o) =>
        o
          .setName('text')
          .setDescription('d')
          .setRequired(true)
          .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement)
          .addChannelTypes([ChannelType.PublicThread]),
      )
      .addChannelOption((o) => o.setName('any').setDescription('d'));
    type Options = InferOptions<typeof command>;
    expectTypeOf<Options['text']>().toEqualTypeOf<ResolvedChannel<0 | 5 | 11>>();
    expectTypeOf<Options['text']['type']>().toEqualTypeOf<0 | 5 | 11>();
    expectTypeOf<Options['text']>().toExtend<APIInteractionDataResolvedChannel>();
    expectTypeOf<NonNullable<Options['any']>['type']>().toEqualTypeOf<ChannelType>();
  });

  it('accepts option builders passed directly, not only through a callback', () => {
    const size = new SlashCommandStringOption()
      .setName('size')
      .setDescription('d')
      .addChoices({ name: 'S', value: 's' });
    const command = base().addStringOption(size);
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{ size?: 's' }>();
    expectTypeOf<InferOptionValue<typeof size>>().toEqualTypeOf<'s'>();
  });

  it('gives {} for a command without options', () => {
    expectTypeOf<InferOptions<ReturnType<typeof base>>>().toEqualTypeOf<{}>();
  });

  it('keeps the inferred options through later setters', () => {
    const command = base()
      .addBooleanOption((o) => o.setName('public').setDescription('d'))
      .setNSFW(true)
      .setDescription('Changed')
      .setDefaultMemberPermissions(0n)
      .setNameLocalization('fr', 'cmd-fr');
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<{ public?: boolean }>();
    expectTypeOf<CommandName<typeof command>>().toEqualTypeOf<'cmd'>();
  });
});

describe('InferOptions: a command with subcommands', () => {
  const todo = new SlashCommandBuilder()
    .setName('todo')
    .setDescription('Todo list')
    .addSubcommand((s) =>
      s
        .setName('add')
        .setDescription('Add')
        .addStringOption((o) => o.setName('item').setDescription('d').setRequired(true))
        .addIntegerOption((o) => o.setName('priority').setDescription('d')),
    )
    .addSubcommand((s) => s.setName('list').setDescription('List'))
    .addSubcommandGroup((g) =>
      g
        .setName('tags')
        .setDescription('Tags')
        .addSubcommand((s) =>
          s
            .setName('set')
            .setDescription('Set')
            .addStringOption((o) =>
              o
                .setName('tag')
                .setDescription('d')
                .setRequired(true)
                .addChoices({ name: 'Red', value: 'red' }),
            ),
        )
        .addSubcommand((s) => s.setName('clear').setDescription('Clear')),
    );

  it('gives a union discriminated by subcommand, with group for subcommands inside groups', () => {
    expectTypeOf<InferOptions<typeof todo>>().toEqualTypeOf<
      | { subcommand: 'add'; options: { item: string; priority?: number } }
      | { subcommand: 'list'; options: {} }
      | { group: 'tags'; subcommand: 'set'; options: { tag: 'red' } }
      | { group: 'tags'; subcommand: 'clear'; options: {} }
    >();
  });

  it('narrows the options by checking subcommand', () => {
    const handle = (options: InferOptions<typeof todo>) => {
      if (options.subcommand === 'add') {
        expectTypeOf(options.options).toEqualTypeOf<{ item: string; priority?: number }>();
      }
      if ('group' in options && options.subcommand === 'set') {
        expectTypeOf(options.options.tag).toEqualTypeOf<'red'>();
      }
    };
    expectTypeOf(handle).toBeFunction();
  });

  it('lists the subcommand paths, with the group first', () => {
    expectTypeOf<SubcommandPath<typeof todo>>().toEqualTypeOf<'add' | 'list' | 'tags set' | 'tags clear'>();
    expectTypeOf<SubcommandPath<ReturnType<typeof base>>>().toEqualTypeOf<never>();
  });

  it('accepts subcommand and group builders passed directly', () => {
    const add = new SlashCommandSubcommandBuilder()
      .setName('add')
      .setDescription('d')
      .addUserOption((o) => o.setName('who').setDescription('d').setRequired(true));
    const group = new SlashCommandSubcommandGroupBuilder()
      .setName('g')
      .setDescription('d')
      .addSubcommand(add);
    const command = base().addSubcommand(add).addSubcommandGroup(group);
    expectTypeOf<InferOptions<typeof command>>().toEqualTypeOf<
      | { subcommand: 'add'; options: { who: ResolvedUser } }
      | { group: 'g'; subcommand: 'add'; options: { who: ResolvedUser } }
    >();
    expectTypeOf<InferOptions<typeof add>>().toEqualTypeOf<{ who: ResolvedUser }>();
  });
});

describe('command name, type and lists', () => {
  it('exposes the name and type of every command builder at the type level', () => {
    const slash = base();
    const user = new UserCommandBuilder().setName('Wave at');
    const message = new MessageCommandBuilder().setName('Bookmark');
    const entry = new EntryPointCommandBuilder().setName('launch').setDescription('Launch');
    expectTypeOf<CommandName<typeof slash>>().toEqualTypeOf<'cmd'>();
    expectTypeOf<CommandName<typeof user>>().toEqualTypeOf<'Wave at'>();
    expectTypeOf<CommandName<typeof message>>().toEqualTypeOf<'Bookmark'>();
    expectTypeOf<CommandName<typeof entry>>().toEqualTypeOf<'launch'>();
    expectTypeOf<CommandType<typeof slash>>().toEqualTypeOf<typeof ApplicationCommandType.ChatInput>();
    expectTypeOf<CommandType<typeof user>>().toEqualTypeOf<2>();
    expectTypeOf<CommandType<typeof message>>().toEqualTypeOf<3>();
    expectTypeOf<CommandType<typeof entry>>().toEqualTypeOf<4>();
    expectTypeOf<CommandName<SlashCommandBuilder>>().toEqualTypeOf<string>();
  });

  it('gives USER, MESSAGE and entry-point commands no options', () => {
    expectTypeOf<InferOptions<UserCommandBuilder<'Wave at'>>>().toEqualTypeOf<{}>();
    expectTypeOf<InferOptions<MessageCommandBuilder<'Bookmark'>>>().toEqualTypeOf<{}>();
    expectTypeOf<InferOptions<EntryPointCommandBuilder<'launch'>>>().toEqualTypeOf<{}>();
    // They have nothing to add options with, nor (USER/MESSAGE) a description.
    expectTypeOf<UserCommandBuilder>().not.toHaveProperty('addStringOption');
    expectTypeOf<UserCommandBuilder>().not.toHaveProperty('setDescription');
    expectTypeOf<MessageCommandBuilder>().not.toHaveProperty('setDescription');
    expectTypeOf<EntryPointCommandBuilder>().not.toHaveProperty('addSubcommand');
  });

  it('lets builders of every type and stage sit in one AnyCommandBuilder list', () => {
    const withOptions = base().addStringOption((o) => o.setName('a').setDescription('d').setRequired(true));
    const withSubcommands = base().addSubcommand((s) => s.setName('a').setDescription('d'));
    const list: AnyCommandBuilder[] = [
      base(),
      withOptions,
      withSubcommands,
      new UserCommandBuilder().setName('Wave'),
      new MessageCommandBuilder().setName('Save'),
      new EntryPointCommandBuilder().setName('launch').setDescription('Launch'),
    ];
    expectTypeOf(list).toEqualTypeOf<AnyCommandBuilder[]>();
    expectTypeOf(withOptions).toExtend<AnyCommandBuilder>();
  });
});

describe('compile-time rules', () => {
  it('refuses autocomplete together with choices, in either order', () => {
    const withChoices = new SlashCommandStringOption().addChoices({ name: 'A', value: 'a' });
    // @ts-expect-error an option with choices cannot turn autocomplete on
    withChoices.setAutocomplete(true);
    // @ts-expect-error nor with the argument left out (it defaults to true)
    withChoices.setAutocomplete();
    withChoices.setAutocomplete(false);

    const autocompleted = new SlashCommandStringOption().setAutocomplete(true);
    // @ts-expect-error an autocomplete option cannot take choices
    autocompleted.addChoices({ name: 'A', value: 'a' });
    // @ts-expect-error nor replace them
    autocompleted.setChoices([{ name: 'A', value: 'a' }]);
    // @ts-expect-error in either form (spread or one array)
    autocompleted.addChoices([{ name: 'A', value: 'a' }]);
    // @ts-expect-error
    autocompleted.setChoices({ name: 'A', value: 'a' });

    base().addIntegerOption((o) =>
      // @ts-expect-error the same rule holds for INTEGER (and NUMBER) options
      o.setName('n').setDescription('d').addChoices({ name: 'one', value: 1 }).setAutocomplete(true),
    );
    // Turning autocomplete off again allows choices.
    new SlashCommandStringOption()
      .setAutocomplete(true)
      .setAutocomplete(false)
      .addChoices({ name: 'A', value: 'a' });
  });

  it('refuses options after subcommands, and subcommands or groups after options', () => {
    const withSubcommands = base().addSubcommand((s) => s.setName('a').setDescription('d'));
    // @ts-expect-error a command with subcommands takes no options of its own
    withSubcommands.addStringOption((o) => o.setName('x').setDescription('d'));
    // @ts-expect-error any option type
    withSubcommands.addUserOption((o) => o.setName('x').setDescription('d'));

    const withOptions = base().addStringOption((o) => o.setName('x').setDescription('d'));
    // @ts-expect-error a command with options takes no subcommands
    withOptions.addSubcommand((s) => s.setName('a').setDescription('d'));
    // @ts-expect-error nor groups
    withOptions.addSubcommandGroup((g) => g.setName('g').setDescription('d'));

    // Groups and plain subcommands can share a command.
    base()
      .addSubcommandGroup((g) => g.setName('g').setDescription('d'))
      .addSubcommand((s) => s.setName('a').setDescription('d'));
  });

  it('refuses a builder of another option type', () => {
    const returnsSubcommand = (_: SlashCommandStringOption) => new SlashCommandSubcommandBuilder();
    // @ts-expect-error addStringOption needs a STRING option builder
    base().addStringOption(returnsSubcommand);
    // @ts-expect-error a group holds subcommands, not groups
    new SlashCommandSubcommandGroupBuilder().addSubcommand(new SlashCommandSubcommandGroupBuilder());
  });

  it('refuses choice values of the wrong type', () => {
    // @ts-expect-error STRING choices take string values
    new SlashCommandStringOption().addChoices({ name: 'one', value: 1 });
    base().addIntegerOption((o) =>
      // @ts-expect-error INTEGER choices take number values
      o.setName('n').setDescription('d').addChoices({ name: 'one', value: '1' }),
    );
  });
});
