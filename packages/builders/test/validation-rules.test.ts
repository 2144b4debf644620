import { ChannelType, InteractionContextType, type Locale } from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { describe, expect, it } from 'vitest';
import {
  type AnyCommandBuilder,
  CommandValidationError,
  EntryPointCommandBuilder,
  SlashCommandBuilder,
  SlashCommandStringOption,
  SlashCommandSubcommandBuilder,
  UserCommandBuilder,
} from '../src/index.js';

// Every rule of the spec that a builder can break, as one valid and one invalid builder: `toJSON()` must
// accept the first and throw for the second a CommandValidationError with exactly one problem, at `path`,
// with `code`. The cases follow the api package's validation cases, written with builders.

const slash = (name = 'cmd') => new SlashCommandBuilder().setName(name).setDescription('A command');
const text = (name = 'text') => new SlashCommandStringOption().setName(name).setDescription('Some text');
const choices = <V extends string | number>(n: number, make: (i: number) => V) =>
  Array.from({ length: n }, (_, i) => ({ name: `choice ${i}`, value: make(i) }));
/** Adds `n` string options to a command or subcommand (builders are mutable, so the loop needs no reassignment). */
const withOptions = <B extends SlashCommandBuilder | SlashCommandSubcommandBuilder>(
  builder: B,
  n: number,
): B => {
  for (let i = 0; i < n; i++) builder.addStringOption(text(`o${i}`));
  return builder;
};
/** Bypasses the compile-time checks, to reach the run-time ones as plain JavaScript would. */
const loose = <T>(value: unknown) => value as T;

interface RuleCase {
  rule: string;
  valid: () => AnyCommandBuilder;
  invalid: () => AnyCommandBuilder;
  path: (string | number)[];
  code: string;
  scope?: 'global' | 'guild';
  /** The scope of the valid builder, when it differs (the same entry point is fine globally). */
  validScope?: 'global' | 'guild';
}

const cases: RuleCase[] = [
  {
    rule: 'Naming rules 1: a CHAT_INPUT name has no spaces',
    valid: () => slash("it's-a_name"),
    invalid: () => slash('two words'),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 2: a CHAT_INPUT name is lowercase',
    valid: () => slash('ping'),
    invalid: () => slash('Ping'),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 2: option names are lowercase too',
    valid: () => slash().addStringOption(text('item')),
    invalid: () => slash().addStringOption(text('Item')),
    path: ['options', 0, 'name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Limits: a name has at most 32 characters',
    valid: () => slash('a'.repeat(32)),
    invalid: () => slash('a'.repeat(33)),
    path: ['name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Limits: a name has at least 1 character (setName was never called)',
    valid: () => slash('a'),
    invalid: () => new SlashCommandBuilder().setDescription('A command'),
    path: ['name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Naming rules 3: USER names may be mixed case with spaces, still at most 32 characters',
    valid: () => new UserCommandBuilder().setName('Wave At Them'),
    invalid: () => new UserCommandBuilder().setName('W'.repeat(33)),
    path: ['name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command: a CHAT_INPUT command needs a description',
    valid: () => slash(),
    invalid: () => new SlashCommandBuilder().setName('cmd'),
    path: ['description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command: a description has at most 100 characters',
    valid: () => slash().setDescription('d'.repeat(100)),
    invalid: () => slash().setDescription('d'.repeat(101)),
    path: ['description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command option: an option needs a description',
    valid: () => slash().addStringOption(text()),
    invalid: () => slash().addStringOption((o) => o.setName('text')),
    path: ['options', 0, 'description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Limits: at most 25 options per command',
    valid: () => withOptions(slash(), 25),
    invalid: () => withOptions(slash(), 26),
    path: ['options'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Limits: at most 25 options per subcommand',
    valid: () =>
      slash().addSubcommand(
        withOptions(new SlashCommandSubcommandBuilder().setName('sub').setDescription('d'), 25),
      ),
    invalid: () =>
      slash().addSubcommand(
        withOptions(new SlashCommandSubcommandBuilder().setName('sub').setDescription('d'), 26),
      ),
    path: ['options', 0, 'options'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Application command option: names are unique within an options array',
    valid: () => slash().addStringOption(text('a')).addStringOption(text('b')),
    invalid: () => slash().addStringOption(text('a')).addStringOption(text('a')),
    path: ['options', 1, 'name'],
    code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  },
  {
    rule: 'Application command option: required options come before optional ones',
    valid: () => slash().addStringOption(text('a').setRequired(true)).addStringOption(text('b')),
    invalid: () => slash().addStringOption(text('a')).addStringOption(text('b').setRequired(true)),
    path: ['options', 1, 'required'],
    code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
  },
  {
    rule: 'Subcommand structure rules 1 and 4: no plain options beside subcommands (run-time check)',
    valid: () => slash().addSubcommand((s) => s.setName('a').setDescription('d')),
    invalid: () =>
      loose<SlashCommandBuilder>(
        slash().addSubcommand((s) => s.setName('a').setDescription('d')),
      ).addStringOption(loose(text())),
    path: ['options', 1, 'type'],
    code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  },
  {
    rule: 'Limits: at most 25 choices per option',
    valid: () => slash().addStringOption(text().addChoices(choices(25, (i) => `v${i}`))),
    invalid: () => slash().addStringOption(text().addChoices(choices(26, (i) => `v${i}`))),
    path: ['options', 0, 'choices'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Option choice: a name has 1-100 characters',
    valid: () => slash().addStringOption(text().addChoices({ name: 'n'.repeat(100), value: 'v' })),
    invalid: () => slash().addStringOption(text().addChoices({ name: 'n'.repeat(101), value: 'v' })),
    path: ['options', 0, 'choices', 0, 'name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Option choice: a name is not empty',
    valid: () => slash().addStringOption(text().addChoices({ name: 'n', value: 'v' })),
    invalid: () => slash().addStringOption(text().addChoices({ name: '', value: 'v' })),
    path: ['options', 0, 'choices', 0, 'name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Option choice: a string value has at most 100 characters',
    valid: () => slash().addStringOption(text().addChoices({ name: 'n', value: 'v'.repeat(100) })),
    invalid: () => slash().addStringOption(text().addChoices({ name: 'n', value: 'v'.repeat(101) })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Option choice: INTEGER choices are integers',
    valid: () =>
      slash().addIntegerOption((o) => o.setName('n').setDescription('d').addChoices({ name: 'a', value: 1 })),
    invalid: () =>
      slash().addIntegerOption((o) =>
        o.setName('n').setDescription('d').addChoices({ name: 'a', value: 1.5 }),
      ),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Option types: INTEGER choices lie within 2^53-1',
    valid: () =>
      slash().addIntegerOption((o) =>
        o.setName('n').setDescription('d').addChoices({ name: 'a', value: Number.MAX_SAFE_INTEGER }),
      ),
    invalid: () =>
      slash().addIntegerOption((o) =>
        o
          .setName('n')
          .setDescription('d')
          .addChoices({ name: 'a', value: 2 ** 53 }),
      ),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'Option types: NUMBER choices lie within -2^53',
    valid: () =>
      slash().addNumberOption((o) =>
        o
          .setName('n')
          .setDescription('d')
          .addChoices({ name: 'a', value: -(2 ** 53) }),
      ),
    invalid: () =>
      slash().addNumberOption((o) =>
        o
          .setName('n')
          .setDescription('d')
          .addChoices({ name: 'a', value: -(2 ** 54) }),
      ),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Application command option: autocomplete is not true when choices are present (run-time check)',
    valid: () => slash().addStringOption(text().setAutocomplete(true)),
    invalid: () => {
      const on: boolean = [true][0]!;
      return slash().addStringOption(text().setAutocomplete(on).addChoices({ name: 'a', value: 'a' }));
    },
    path: ['options', 0, 'autocomplete'],
    code: 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID',
  },
  {
    rule: 'Limits: INTEGER min_value lies within -2^53+1',
    valid: () =>
      slash().addIntegerOption((o) =>
        o.setName('n').setDescription('d').setMinValue(Number.MIN_SAFE_INTEGER),
      ),
    invalid: () =>
      slash().addIntegerOption((o) =>
        o
          .setName('n')
          .setDescription('d')
          .setMinValue(-(2 ** 53)),
      ),
    path: ['options', 0, 'min_value'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Application command option: INTEGER max_value is an integer',
    valid: () => slash().addIntegerOption((o) => o.setName('n').setDescription('d').setMaxValue(2)),
    invalid: () => slash().addIntegerOption((o) => o.setName('n').setDescription('d').setMaxValue(2.5)),
    path: ['options', 0, 'max_value'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Limits: NUMBER max_value lies within 2^53 (a double is fine)',
    valid: () => slash().addNumberOption((o) => o.setName('n').setDescription('d').setMaxValue(2.5)),
    invalid: () =>
      slash().addNumberOption((o) =>
        o
          .setName('n')
          .setDescription('d')
          .setMaxValue(2 ** 54),
      ),
    path: ['options', 0, 'max_value'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'Application command option: min_value does not exceed max_value',
    valid: () =>
      slash().addIntegerOption((o) => o.setName('n').setDescription('d').setMinValue(1).setMaxValue(1)),
    invalid: () =>
      slash().addIntegerOption((o) => o.setName('n').setDescription('d').setMinValue(2).setMaxValue(1)),
    path: ['options', 0, 'max_value'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Limits: min_length is 0-6000',
    valid: () => slash().addStringOption(text().setMinLength(6000)),
    invalid: () => slash().addStringOption(text().setMinLength(6001)),
    path: ['options', 0, 'min_length'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'Limits: min_length is not negative',
    valid: () => slash().addStringOption(text().setMinLength(0)),
    invalid: () => slash().addStringOption(text().setMinLength(-1)),
    path: ['options', 0, 'min_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Limits: max_length is 1-6000',
    valid: () => slash().addStringOption(text().setMaxLength(1)),
    invalid: () => slash().addStringOption(text().setMaxLength(0)),
    path: ['options', 0, 'max_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Application command option: min_length does not exceed max_length',
    valid: () => slash().addStringOption(text().setMinLength(5).setMaxLength(5)),
    invalid: () => slash().addStringOption(text().setMinLength(6).setMaxLength(5)),
    path: ['options', 0, 'max_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Application command option: channel_types hold channel types',
    valid: () =>
      slash().addChannelOption((o) =>
        o.setName('c').setDescription('d').addChannelTypes(ChannelType.GuildText),
      ),
    invalid: () =>
      slash().addChannelOption((o) =>
        o
          .setName('c')
          .setDescription('d')
          .addChannelTypes(ChannelType.GuildText, loose<typeof ChannelType.GuildText>(99)),
      ),
    path: ['options', 0, 'channel_types', 1],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Localization 1: name_localizations keys are known locales',
    valid: () => slash().setNameLocalization('fr', 'commande'),
    invalid: () => slash().setNameLocalization(loose<Locale>('fr-FR'), 'commande'),
    path: ['name_localizations', 'fr-FR'],
    code: 'LOCALE_INVALID',
  },
  {
    rule: 'Application command: localized names obey the name rules',
    valid: () => slash().setNameLocalization('de', 'würfeln'),
    invalid: () => slash().setNameLocalization('de', 'Würfeln'),
    path: ['name_localizations', 'de'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Application command: localized descriptions obey the description rules',
    valid: () => slash().setDescriptionLocalizations({ ja: 'd'.repeat(100) }),
    invalid: () => slash().setDescriptionLocalizations({ ja: 'd'.repeat(101) }),
    path: ['description_localizations', 'ja'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Option choice: localized choice names obey the choice name rules',
    valid: () =>
      slash().addStringOption(text().addChoices({ name: 'n', value: 'v', name_localizations: { fr: 'n' } })),
    invalid: () =>
      slash().addStringOption(
        text().addChoices({ name: 'n', value: 'v', name_localizations: { fr: 'n'.repeat(101) } }),
      ),
    path: ['options', 0, 'choices', 0, 'name_localizations', 'fr'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Localization 4: a localized option name differs from every default option name',
    valid: () => slash().addStringOption(text('a').setNameLocalization('fr', 'c')).addStringOption(text('b')),
    invalid: () =>
      slash().addStringOption(text('a').setNameLocalization('fr', 'b')).addStringOption(text('b')),
    path: ['options', 0, 'name_localizations', 'fr'],
    code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  },
  {
    rule: 'Limits: at most 8000 name, description and value characters per slash command',
    valid: () => sized(8000),
    invalid: () => sized(8001),
    path: [],
    code: 'APPLICATION_COMMAND_TOO_LARGE',
  },
  {
    rule: 'Limits: no PRIMARY_ENTRY_POINT command in a guild',
    valid: () => new EntryPointCommandBuilder().setName('launch').setDescription('Launch').setHandler(2),
    invalid: () => new EntryPointCommandBuilder().setName('launch').setDescription('Launch').setHandler(2),
    path: ['type'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
    scope: 'guild',
    validScope: 'global',
  },
  {
    rule: 'Entry point handler types: the handler is 1 or 2',
    valid: () => new EntryPointCommandBuilder().setName('launch').setDescription('Launch').setHandler(1),
    invalid: () =>
      new EntryPointCommandBuilder().setName('launch').setDescription('Launch').setHandler(loose(3)),
    path: ['handler'],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Permission rules 5: default_member_permissions is a decimal bit set',
    valid: () => slash().setDefaultMemberPermissions('32'),
    invalid: () => slash().setDefaultMemberPermissions('manage guild'),
    path: ['default_member_permissions'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Installation contexts: integration_types hold known values',
    valid: () => slash().setIntegrationTypes(0, 1),
    invalid: () => slash().setIntegrationTypes(0, loose<0>(7)),
    path: ['integration_types', 1],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Interaction contexts: contexts hold known values',
    valid: () => slash().setContexts(InteractionContextType.PrivateChannel),
    invalid: () => slash().setContexts(loose<0>(9)),
    path: ['contexts', 0],
    code: 'BASE_TYPE_CHOICES',
  },
];

/** A slash command of exactly `total` characters (total ≥ 8000), as the api package's cases build it. */
function sized(total: number): AnyCommandBuilder {
  const full = Array.from({ length: 25 }, () => ({ name: 'n', value: 'v'.repeat(100) }));
  const command = slash().setDescription('d'.repeat(97 + total - 8000));
  for (let i = 0; i < 25; i++) {
    const option = text(`o${String.fromCharCode(97 + i)}`).setDescription('d'.repeat(100));
    if (i < 2) option.addChoices(full);
    if (i === 2) option.addChoices(Array.from({ length: 3 }, () => ({ name: 'n', value: 'v'.repeat(99) })));
    command.addStringOption(option);
  }
  return command;
}

/** The problems `toJSON` reports, as `{ path, code }`, or `[]` when it does not throw. */
function problems(
  command: AnyCommandBuilder,
  scope: 'global' | 'guild',
): Pick<FieldError, 'path' | 'code'>[] {
  try {
    command.toJSON({ scope });
    return [];
  } catch (error) {
    if (!(error instanceof CommandValidationError)) throw error;
    return error.errors.map(({ path, code }) => ({ path, code }));
  }
}

describe('toJSON() reports every rule of the spec with its path', () => {
  for (const rule of cases) {
    it(rule.rule, () => {
      const scope = rule.scope ?? 'global';
      expect(problems(rule.valid(), rule.validScope ?? scope)).toEqual([]);
      expect(problems(rule.invalid(), scope)).toEqual([{ path: rule.path, code: rule.code }]);
    });
  }
});
