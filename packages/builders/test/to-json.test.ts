import {
  ApplicationIntegrationType,
  ChannelType,
  EntryPointCommandHandlerType,
  InteractionContextType,
  PermissionFlags,
} from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  CommandValidationError,
  EntryPointCommandBuilder,
  MessageCommandBuilder,
  SlashCommandBuilder,
  SlashCommandStringOption,
  UserCommandBuilder,
} from '../src/index.js';

describe('SlashCommandBuilder.toJSON()', () => {
  it('returns the exact wire body of a small command', () => {
    const ping = new SlashCommandBuilder().setName('ping').setDescription('Check the bot is alive');
    expect(ping.toJSON()).toStrictEqual({ type: 1, name: 'ping', description: 'Check the bot is alive' });
  });

  it('puts every command field on the wire once set, and leaves unset ones out', () => {
    const body = new SlashCommandBuilder()
      .setName('roll')
      .setNameLocalizations({ fr: 'lancer' })
      .setNameLocalization('de', 'würfeln')
      .setDescription('Roll a die')
      .setDescriptionLocalization('fr', 'Lancer un dé')
      .setDefaultMemberPermissions(PermissionFlags.ManageGuild | PermissionFlags.ManageRoles)
      .setIntegrationTypes([ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall])
      .setContexts(InteractionContextType.Guild, InteractionContextType.PrivateChannel)
      .setNSFW()
      .toJSON();
    expect(body).toStrictEqual({
      type: 1,
      name: 'roll',
      name_localizations: { fr: 'lancer', de: 'würfeln' },
      description: 'Roll a die',
      description_localizations: { fr: 'Lancer un dé' },
      default_member_permissions: String((1n << 5n) | (1n << 28n)),
      integration_types: [0, 1],
      contexts: [0, 2],
      nsfw: true,
    });
  });

  it('serialises options of every type, with their type-specific fields, in order', () => {
    const body = new SlashCommandBuilder()
      .setName('all')
      .setDescription('Every option type')
      .addStringOption((o) =>
        o
          .setName('s')
          .setDescription('d')
          .setRequired(true)
          .setMinLength(2)
          .setMaxLength(10)
          .addChoices({ name: 'A', value: 'a', name_localizations: { fr: 'A-fr' } }),
      )
      .addIntegerOption((o) =>
        o.setName('i').setDescription('d').setMinValue(1).setMaxValue(6).setAutocomplete(true),
      )
      .addNumberOption((o) => o.setName('n').setDescription('d').addChoices({ name: 'half', value: 0.5 }))
      .addBooleanOption((o) => o.setName('b').setDescription('d').setRequired(false))
      .addUserOption((o) => o.setName('u').setDescription('d'))
      .addChannelOption((o) => o.setName('c').setDescription('d').addChannelTypes(ChannelType.GuildText))
      .addRoleOption((o) => o.setName('r').setDescription('d'))
      .addMentionableOption((o) => o.setName('m').setDescription('d').setNameLocalization('fr', 'qui'))
      .addAttachmentOption((o) => o.setName('a').setDescription('d').addFileTypes('image', '.pdf'))
      .toJSON();
    expect(body.options).toStrictEqual([
      {
        type: 3,
        name: 's',
        description: 'd',
        required: true,
        choices: [{ name: 'A', value: 'a', name_localizations: { fr: 'A-fr' } }],
        min_length: 2,
        max_length: 10,
      },
      { type: 4, name: 'i', description: 'd', autocomplete: true, min_value: 1, max_value: 6 },
      { type: 10, name: 'n', description: 'd', choices: [{ name: 'half', value: 0.5 }] },
      { type: 5, name: 'b', description: 'd', required: false },
      { type: 6, name: 'u', description: 'd' },
      { type: 7, name: 'c', description: 'd', channel_types: [0] },
      { type: 8, name: 'r', description: 'd' },
      { type: 9, name: 'm', name_localizations: { fr: 'qui' }, description: 'd' },
      { type: 11, name: 'a', description: 'd', file_types: ['image', '.pdf'] },
    ]);
  });

  it('serialises subcommands and groups', () => {
    const body = new SlashCommandBuilder()
      .setName('todo')
      .setDescription('Todo list')
      .addSubcommand((s) =>
        s
          .setName('add')
          .setDescription('Add')
          .addStringOption((o) => o.setName('item').setDescription('d').setRequired(true)),
      )
      .addSubcommandGroup((g) =>
        g
          .setName('tags')
          .setDescription('Tags')
          .setDescriptionLocalizations({ fr: 'Étiquettes' })
          .addSubcommand((s) => s.setName('clear').setDescription('Clear')),
      )
      .toJSON();
    expect(body.options).toStrictEqual([
      {
        type: 1,
        name: 'add',
        description: 'Add',
        options: [{ type: 3, name: 'item', description: 'd', required: true }],
      },
      {
        type: 2,
        name: 'tags',
        description: 'Tags',
        description_localizations: { fr: 'Étiquettes' },
        options: [{ type: 1, name: 'clear', description: 'Clear' }],
      },
    ]);
  });

  it('returns a fresh object each call: changing one body changes neither the builder nor the next body', () => {
    const command = new SlashCommandBuilder()
      .setName('size')
      .setDescription('d')
      .setNameLocalizations({ fr: 'taille' })
      .setContexts(InteractionContextType.Guild)
      .addStringOption((o) =>
        o
          .setName('s')
          .setDescription('d')
          .addChoices({ name: 'S', value: 's', name_localizations: { fr: 'P' } }),
      );
    const first = command.toJSON();
    first.name = 'changed';
    first.name_localizations!.fr = 'changé';
    first.contexts!.push(InteractionContextType.BotDM);
    const option = first.options![0]!;
    if (option.type !== 3 || option.autocomplete === true)
      throw new Error('expected a string option with choices');
    option.choices![0]!.name_localizations!.fr = 'changé';
    option.choices!.push({ name: 'M', value: 'm' });

    const second = command.toJSON();
    expect(second).not.toBe(first);
    expect(second).toStrictEqual({
      type: 1,
      name: 'size',
      name_localizations: { fr: 'taille' },
      description: 'd',
      options: [
        {
          type: 3,
          name: 's',
          description: 'd',
          choices: [{ name: 'S', value: 's', name_localizations: { fr: 'P' } }],
        },
      ],
      contexts: [0],
    });
  });

  it('keeps later changes of the localization map given to a setter out of the builder', () => {
    const names = { fr: 'lancer' };
    const command = new SlashCommandBuilder().setName('roll').setDescription('d').setNameLocalizations(names);
    names.fr = 'autre';
    expect(command.toJSON().name_localizations).toStrictEqual({ fr: 'lancer' });
  });

  it('sends null localizations and null permissions as null', () => {
    const body = new SlashCommandBuilder()
      .setName('x')
      .setDescription('d')
      .setNameLocalizations(null)
      .setDescriptionLocalizations(null)
      .setNameLocalization('fr', 'y')
      .setDescriptionLocalization('fr', null)
      .setDefaultMemberPermissions(null)
      .toJSON();
    expect(body).toStrictEqual({
      type: 1,
      name: 'x',
      name_localizations: { fr: 'y' },
      description: 'd',
      description_localizations: { fr: null },
      default_member_permissions: null,
    });
  });

  // spec "Create Global body": contexts default to every context, and `dm_permission` is a boolean; the
  // request bodies of discord-api-types have no null for either, so the builders leave the field out.
  it('leaves contexts and dm_permission out when set to null (the service then uses its default)', () => {
    const command = new SlashCommandBuilder()
      .setName('x')
      .setDescription('d')
      .setContexts(InteractionContextType.Guild)
      .setDMPermission(true);
    expect(command.toJSON()).toMatchObject({ contexts: [0], dm_permission: true });
    const body = command.setContexts(null).setDMPermission(null).toJSON();
    expect(body).not.toHaveProperty('contexts');
    expect(body).not.toHaveProperty('dm_permission');
  });

  it('takes default member permissions as a bigint, a number or a string, and undefined removes them', () => {
    const command = new SlashCommandBuilder().setName('x').setDescription('d');
    expect(command.setDefaultMemberPermissions(0n).toJSON().default_member_permissions).toBe('0');
    expect(command.setDefaultMemberPermissions(32).toJSON().default_member_permissions).toBe('32');
    expect(command.setDefaultMemberPermissions('8').toJSON().default_member_permissions).toBe('8');
    expect(command.setDefaultMemberPermissions(undefined).toJSON()).not.toHaveProperty(
      'default_member_permissions',
    );
    expect(() => command.setDefaultMemberPermissions(1.5)).toThrow(TypeError);
  });

  it('still supports the deprecated dm_permission and default_permission', () => {
    const command = new SlashCommandBuilder().setName('x').setDescription('d');
    command.setDMPermission(false);
    command.setDefaultPermission(true);
    expect(command.toJSON()).toMatchObject({ dm_permission: false, default_permission: true });
    command.setDMPermission(undefined);
    expect(command.toJSON()).not.toHaveProperty('dm_permission');
  });
});

describe('toJSON() validation', () => {
  const broken = () =>
    new SlashCommandBuilder()
      .setName('Bad')
      .setDescription('d')
      .addStringOption((o) => o.setName('ok').setDescription('d'))
      .addStringOption((o) => o.setName('ok2').setDescription('d'))
      .addStringOption((o) =>
        o
          .setName('size')
          .setDescription('d')
          .addChoices(Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `v${i}` }))),
      );

  it('throws one CommandValidationError listing every problem as "<path>: <message>"', () => {
    let caught: unknown;
    try {
      broken().toJSON();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CommandValidationError);
    const error = caught as CommandValidationError;
    expect(error.code).toBe('COMMAND_VALIDATION_FAILED');
    expect(error.name).toBe('CommandValidationError');
    expect(error.errors.map((e) => e.path)).toEqual([['name'], ['options', 2, 'choices']]);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('Invalid command "Bad" (2 problems):');
    expect(lines[1]).toMatch(/^ {2}name: .+/);
    expect(lines[2]).toMatch(/^ {2}options\[2\]\.choices: .*25.*\(got 26\)/);
    expect(lines).toHaveLength(3);
  });

  it('says when the whole body is at fault and when the scope is a guild', () => {
    const entry = new EntryPointCommandBuilder().setName('launch').setDescription('Launch').setHandler(2);
    expect(() => entry.toJSON({ scope: 'guild' })).toThrow(
      /^Invalid guild command "launch" \(1 problem\):\n {2}type: /,
    );
  });

  it('validates for the global scope by default, and for a guild when told', () => {
    // Entry points exist only globally.
    const command = new EntryPointCommandBuilder().setName('launch');
    expect(command.toJSON().name).toBe('launch');
    expect(() => command.toJSON({ scope: 'guild' })).toThrow(CommandValidationError);
    expect(() => command.toJSON({ scope: 'global' })).not.toThrow();
    // The documented bulk guild default [0,1,2] is accepted on guild commands too.
    const slash = new SlashCommandBuilder()
      .setName('x')
      .setDescription('d')
      .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM);
    expect(slash.toJSON({ scope: 'guild' }).contexts).toEqual([0, 1]);
  });

  it('skips validation for one call with validate: false, and only for that call', () => {
    const command = broken();
    const body = command.toJSON({ validate: false });
    expect(body.name).toBe('Bad');
    expect(body.options).toHaveLength(3);
    expect(() => command.toJSON()).toThrow(CommandValidationError);
    expect(() => command.toJSON({ validate: true })).toThrow(CommandValidationError);
  });
});

describe('context-menu and entry-point commands', () => {
  it('builds USER and MESSAGE commands without a description', () => {
    const user = new UserCommandBuilder()
      .setName('Wave at')
      .setNameLocalization('fr', 'Saluer')
      .setContexts(InteractionContextType.Guild)
      .setDefaultMemberPermissions('0');
    expect(user.toJSON()).toStrictEqual({
      type: 2,
      name: 'Wave at',
      name_localizations: { fr: 'Saluer' },
      default_member_permissions: '0',
      contexts: [0],
    });
    expect(new MessageCommandBuilder().setName('Bookmark').setNSFW(false).toJSON()).toStrictEqual({
      type: 3,
      name: 'Bookmark',
      nsfw: false,
    });
  });

  it('builds an entry-point command with its handler', () => {
    const entry = new EntryPointCommandBuilder()
      .setName('launch')
      .setDescription('Launch the game')
      .setHandler(EntryPointCommandHandlerType.DiscordLaunchActivity)
      .setIntegrationTypes(ApplicationIntegrationType.GuildInstall);
    expect(entry.toJSON()).toStrictEqual({
      type: 4,
      name: 'launch',
      description: 'Launch the game',
      integration_types: [0],
      handler: 2,
    });
  });

  it('exposes the type and name at run time, for routing', () => {
    const roll = new SlashCommandBuilder().setName('roll');
    expect([roll.type, roll.name]).toEqual([1, 'roll']);
    expect(new UserCommandBuilder().setName('Wave').type).toBe(2);
    expect(new MessageCommandBuilder().type).toBe(3);
    expect(new EntryPointCommandBuilder().type).toBe(4);
  });
});

describe('setter argument checks', () => {
  const loose = <T>(value: unknown) => value as T;

  it('throws a TypeError at the call that passes a value of the wrong JavaScript type', () => {
    const command = new SlashCommandBuilder();
    expect(() => command.setName(loose<string>(42))).toThrow(/name must be a string \(got number 42\)/);
    expect(() => command.setDescription(loose(null))).toThrow(/description must be a string/);
    expect(() => command.setNSFW(loose('yes'))).toThrow(/nsfw must be a boolean/);
    expect(() => command.setContexts(loose<0>('0'))).toThrow(/context must be a number/);
    expect(() => command.setNameLocalization('fr', loose(1))).toThrow(
      /name localization for fr must be a string/,
    );
    expect(() => new SlashCommandStringOption().setMinLength(loose('3'))).toThrow(
      /min_length must be a number/,
    );
    expect(() => new SlashCommandStringOption().setRequired(loose('yes'))).toThrow(
      /required must be a boolean/,
    );
    expect(() =>
      new SlashCommandStringOption().addChoices(
        loose<{ name: string; value: string }>({ name: 'a', value: 1 }),
      ),
    ).toThrow(/choice "a" has a value of the wrong type/);
    expect(() => new EntryPointCommandBuilder().setHandler(loose('1'))).toThrow(/handler must be/);
  });

  it('refuses a builder of the wrong option type, or a callback that returns nothing', () => {
    const command = new SlashCommandBuilder();
    expect(() => command.addStringOption(loose(new SlashCommandBuilder()))).toThrow(
      /addStringOption\(\) takes a SlashCommandStringOption/,
    );
    expect(() => command.addIntegerOption(loose(() => undefined))).toThrow(/addIntegerOption\(\)/);
    expect(command.options).toHaveLength(0);
  });
});

describe('the package entry', () => {
  it('exports an option builder class for every option type', async () => {
    const entry = await import('../src/index.js');
    for (const name of [
      'String',
      'Integer',
      'Number',
      'Boolean',
      'User',
      'Channel',
      'Role',
      'Mentionable',
      'Attachment',
    ])
      expect(typeof entry[`SlashCommand${name}Option` as keyof typeof entry], name).toBe('function');
  });
});
