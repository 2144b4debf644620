import { describe, expect, it } from 'vitest';
import {
  type CommandValidationOptions,
  type FieldError,
  validateApplicationCommand,
} from '../src/validation/index.js';

// Every rule of the spec as one valid and one invalid body. Each invalid body breaks exactly one rule,
// and the test demands exactly one error, at `path`, with `code`.

type Body = Record<string, unknown>;
type Option = Record<string, unknown>;

const chat = (extra: Body = {}): Body => ({ name: 'cmd', description: 'A command', ...extra });
const withOptions = (...options: Option[]): Body => chat({ options });
const str = (extra: Option = {}): Option => ({ type: 3, name: 'text', description: 'Some text', ...extra });
const int = (extra: Option = {}): Option => ({ type: 4, name: 'count', description: 'A count', ...extra });
const num = (extra: Option = {}): Option => ({ type: 10, name: 'ratio', description: 'A ratio', ...extra });
const sub = (name: string, options?: Option[]): Option => ({
  type: 1,
  name,
  description: 'A subcommand',
  ...(options ? { options } : {}),
});
const group = (name: string, options?: Option[]): Option => ({
  type: 2,
  name,
  description: 'A group',
  ...(options ? { options } : {}),
});
const choices = (n: number, make: (i: number) => string | number = (i) => `v${i}`) =>
  Array.from({ length: n }, (_, i) => ({ name: `choice ${i}`, value: make(i) }));

/**
 * A command of exactly `total` characters (total ≥ 8000): a 3-character name and a description of the
 * rest of 100, 25 options of 2 + 100 characters, 50 choices of 1 + 100 and 3 choices of 1 + 99.
 */
function sized(total: number): Body {
  const full = Array.from({ length: 25 }, () => ({ name: 'n', value: 'v'.repeat(100) }));
  const options = Array.from({ length: 25 }, (_, i) =>
    str({ name: `o${String.fromCharCode(97 + i)}`, description: 'd'.repeat(100) }),
  );
  options[0] = { ...options[0], choices: full };
  options[1] = { ...options[1], choices: full };
  options[2] = {
    ...options[2],
    choices: Array.from({ length: 3 }, () => ({ name: 'n', value: 'v'.repeat(99) })),
  };
  return chat({ description: 'd'.repeat(97 + total - 8000), options });
}

interface RuleCase {
  rule: string;
  valid: unknown;
  invalid: unknown;
  path: (string | number)[];
  code: string;
  options?: Partial<CommandValidationOptions>;
}

const cases: RuleCase[] = [
  // spec "Naming rules"
  {
    rule: 'Naming rules 1: the name matches the pattern (no spaces in CHAT_INPUT names)',
    valid: chat({ name: "it's-a_name" }),
    invalid: chat({ name: 'two words' }),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: "Naming rules 1: punctuation outside - _ ' is refused",
    valid: chat({ name: 'ping-pong' }),
    invalid: chat({ name: 'ping!' }),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 1: Devanagari (with its combining marks) is allowed',
    valid: chat({ name: 'नमस्ते' }),
    invalid: chat({ name: 'नमस्ते!' }),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 1: Thai is allowed',
    valid: chat({ name: 'สวัสดี' }),
    invalid: chat({ name: 'สวัสดี ครับ' }),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Limits: name length 1-32 characters (counted in characters, with the u flag)',
    valid: chat({ name: 'a'.repeat(32) }),
    invalid: chat({ name: 'a'.repeat(33) }),
    path: ['name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Limits: name length is at least 1',
    valid: chat({ name: 'a' }),
    invalid: chat({ name: '' }),
    path: ['name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Naming rules 2: a letter with a lowercase variant must be lowercase',
    valid: chat({ name: 'ping' }),
    invalid: chat({ name: 'Ping' }),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 2: uncased letters are allowed, cased non-Latin letters must be lowercase',
    valid: chat({ name: '日本語' }),
    invalid: chat({ name: 'ΔΕΛΤΑ' }),
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 2: the rule applies to option names too',
    valid: withOptions(str({ name: 'ünïcode' })),
    invalid: withOptions(str({ name: 'Ünïcode' })),
    path: ['options', 0, 'name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Naming rules 3: USER and MESSAGE names may be mixed case with spaces, still 1-32 characters',
    valid: { type: 2, name: 'High Five' },
    invalid: { type: 3, name: 'Report This Message To The Moderators' },
    path: ['name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Create body: name is required',
    valid: chat(),
    invalid: { description: 'no name' },
    path: ['name'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'Application command: name is a string',
    valid: chat({ name: 'x' }),
    invalid: chat({ name: 42 }),
    path: ['name'],
    code: 'BASE_TYPE_STRING',
  },
  // descriptions
  {
    rule: 'Application command: description 1-100 characters for CHAT_INPUT',
    valid: chat({ description: 'd'.repeat(100) }),
    invalid: chat({ description: 'd'.repeat(101) }),
    path: ['description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command: a CHAT_INPUT description cannot be empty',
    valid: chat({ description: 'x' }),
    invalid: chat({ description: '' }),
    path: ['description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command: a CHAT_INPUT command needs a description',
    valid: chat(),
    invalid: { name: 'cmd' },
    path: ['description'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'Naming rules 4: no description when creating a USER command',
    valid: { type: 2, name: 'Wave', description: '' },
    invalid: { type: 2, name: 'Wave', description: 'Waves at the user' },
    path: ['description'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
  },
  {
    rule: 'Naming rules 4: no description when creating a MESSAGE command',
    valid: { type: 3, name: 'Quote' },
    invalid: { type: 3, name: 'Quote', description: 'Quotes it' },
    path: ['description'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
  },
  {
    rule: 'Application command option: description 1-100 characters',
    valid: withOptions(str({ description: 'x'.repeat(100) })),
    invalid: withOptions(str({ description: 'x'.repeat(101) })),
    path: ['options', 0, 'description'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command option: an option needs a description',
    valid: withOptions(str()),
    invalid: withOptions({ type: 3, name: 'text' }),
    path: ['options', 0, 'description'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'Naming rules 5: USER and MESSAGE commands take no options',
    valid: { type: 3, name: 'Quote', options: [] },
    invalid: { type: 3, name: 'Quote', options: [str()] },
    path: ['options'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
  },
  // options
  {
    rule: 'Limits: at most 25 options per command',
    valid: withOptions(...Array.from({ length: 25 }, (_, i) => str({ name: `o${i}` }))),
    invalid: withOptions(...Array.from({ length: 26 }, (_, i) => str({ name: `o${i}` }))),
    path: ['options'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Limits: at most 25 options per subcommand',
    valid: withOptions(
      sub(
        's',
        Array.from({ length: 25 }, (_, i) => str({ name: `o${i}` })),
      ),
    ),
    invalid: withOptions(
      sub(
        's',
        Array.from({ length: 26 }, (_, i) => str({ name: `o${i}` })),
      ),
    ),
    path: ['options', 0, 'options'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Application command option: name is unique within the options array',
    valid: withOptions(str({ name: 'a' }), str({ name: 'b' })),
    invalid: withOptions(str({ name: 'a' }), str({ name: 'a' })),
    path: ['options', 1, 'name'],
    code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  },
  {
    rule: 'Application command option: required options are listed before optional ones',
    valid: withOptions(str({ name: 'a', required: true }), str({ name: 'b' })),
    invalid: withOptions(str({ name: 'a' }), str({ name: 'b', required: true })),
    path: ['options', 1, 'required'],
    code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
  },
  {
    rule: 'Application command option: required is not valid for SUB_COMMAND',
    valid: withOptions(sub('s')),
    invalid: withOptions({ ...sub('s'), required: true }),
    path: ['options', 0, 'required'],
    code: 'APPLICATION_COMMAND_REQUIRED_INVALID',
  },
  {
    rule: 'Application command option: required is not valid for SUB_COMMAND_GROUP',
    valid: withOptions(group('g', [sub('s')])),
    invalid: withOptions({ ...group('g', [sub('s')]), required: false }),
    path: ['options', 0, 'required'],
    code: 'APPLICATION_COMMAND_REQUIRED_INVALID',
  },
  {
    rule: 'Application command option: choices only on STRING, INTEGER, NUMBER (not BOOLEAN)',
    valid: withOptions(int({ choices: [{ name: 'one', value: 1 }] })),
    invalid: withOptions({
      type: 5,
      name: 'flag',
      description: 'A flag',
      choices: [{ name: 'yes', value: 'y' }],
    }),
    path: ['options', 0, 'choices'],
    code: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  },
  {
    rule: 'Application command option: options only on SUB_COMMAND and SUB_COMMAND_GROUP',
    valid: withOptions(sub('s', [str()])),
    invalid: withOptions(str({ options: [str()] })),
    path: ['options', 0, 'options'],
    code: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  },
  {
    rule: 'Application command option: channel_types only on CHANNEL',
    valid: withOptions({ type: 7, name: 'where', description: 'A channel', channel_types: [0, 5, 15] }),
    invalid: withOptions({ type: 8, name: 'role', description: 'A role', channel_types: [0] }),
    path: ['options', 0, 'channel_types'],
    code: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  },
  {
    rule: 'Application command option: channel_types hold channel types',
    valid: withOptions({ type: 7, name: 'where', description: 'A channel', channel_types: [11, 12] }),
    invalid: withOptions({ type: 7, name: 'where', description: 'A channel', channel_types: [0, 6] }),
    path: ['options', 0, 'channel_types', 1],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Application command option: min_value/max_value only on INTEGER and NUMBER',
    valid: withOptions(int({ min_value: 1 })),
    invalid: withOptions(str({ min_value: 1 })),
    path: ['options', 0, 'min_value'],
    code: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  },
  {
    rule: 'Application command option: min_length/max_length only on STRING',
    valid: withOptions(str({ max_length: 10 })),
    invalid: withOptions(int({ max_length: 10 })),
    path: ['options', 0, 'max_length'],
    code: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  },
  {
    rule: 'Application command option: autocomplete only on STRING, INTEGER, NUMBER',
    valid: withOptions(num({ autocomplete: true })),
    invalid: withOptions({ type: 6, name: 'who', description: 'A user', autocomplete: true }),
    path: ['options', 0, 'autocomplete'],
    code: 'APPLICATION_COMMAND_OPTION_FIELD_INVALID',
  },
  {
    rule: 'Option types: type is one of 1-11',
    valid: withOptions({ type: 11, name: 'file', description: 'A file' }),
    invalid: withOptions({ type: 12, name: 'file', description: 'A file' }),
    path: ['options', 0, 'type'],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Subcommand structure rules 1: a command may hold subcommands, but no plain options beside them',
    valid: withOptions(sub('a'), sub('b')),
    invalid: withOptions(sub('a'), str()),
    path: ['options', 1, 'type'],
    code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  },
  {
    rule: 'Subcommand structure rules 2: command -> group -> subcommand is the only nesting',
    valid: withOptions(group('g', [sub('s', [str()])])),
    invalid: withOptions(group('g', [str()])),
    path: ['options', 0, 'options', 0, 'type'],
    code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  },
  {
    rule: 'Subcommand structure rules 3: a group inside a group is invalid',
    valid: withOptions(group('g', [sub('s')]), group('h', [sub('t')])),
    invalid: withOptions(group('g', [sub('s'), group('h', [sub('t')])])),
    path: ['options', 0, 'options', 1, 'type'],
    code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  },
  {
    rule: 'Subcommand structure rules 3: a subcommand containing a group is invalid',
    valid: withOptions(sub('s', [str()])),
    invalid: withOptions(sub('s', [group('g', [sub('t')])])),
    path: ['options', 0, 'options', 0, 'type'],
    code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  },
  {
    rule: 'Subcommand structure rules: a subcommand cannot contain a subcommand',
    valid: withOptions(sub('s', [int()])),
    invalid: withOptions(sub('s', [sub('t')])),
    path: ['options', 0, 'options', 0, 'type'],
    code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  },
  {
    rule: 'Application command option: an option is an object',
    valid: withOptions(str()),
    invalid: withOptions('text' as unknown as Option),
    path: ['options', 0],
    code: 'MODEL_TYPE_CONVERT',
  },
  // choices
  {
    rule: 'Limits: at most 25 choices per option',
    valid: withOptions(str({ choices: choices(25) })),
    invalid: withOptions(str({ choices: choices(26) })),
    path: ['options', 0, 'choices'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Option choice: name 1-100 characters',
    valid: withOptions(str({ choices: [{ name: 'n'.repeat(100), value: 'v' }] })),
    invalid: withOptions(str({ choices: [{ name: 'n'.repeat(101), value: 'v' }] })),
    path: ['options', 0, 'choices', 0, 'name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Option choice: name at least 1 character',
    valid: withOptions(str({ choices: [{ name: 'n', value: 'v' }] })),
    invalid: withOptions(str({ choices: [{ name: '', value: 'v' }] })),
    path: ['options', 0, 'choices', 0, 'name'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Option choice: a string value is at most 100 characters',
    valid: withOptions(str({ choices: [{ name: 'n', value: 'v'.repeat(100) }] })),
    invalid: withOptions(str({ choices: [{ name: 'n', value: 'v'.repeat(101) }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'Option choice: the value type follows the option type (STRING takes strings)',
    valid: withOptions(str({ choices: [{ name: 'n', value: '1' }] })),
    invalid: withOptions(str({ choices: [{ name: 'n', value: 1 }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'BASE_TYPE_STRING',
  },
  {
    rule: 'Option choice: the value type follows the option type (INTEGER takes integers)',
    valid: withOptions(int({ choices: [{ name: 'n', value: 3 }] })),
    invalid: withOptions(int({ choices: [{ name: 'n', value: 3.5 }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Option choice: the value type follows the option type (NUMBER takes numbers)',
    valid: withOptions(num({ choices: [{ name: 'n', value: 0.5 }] })),
    invalid: withOptions(num({ choices: [{ name: 'n', value: '0.5' }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Option types: INTEGER choice values lie within 2^53-1',
    valid: withOptions(int({ choices: [{ name: 'n', value: 2 ** 53 - 1 }] })),
    invalid: withOptions(int({ choices: [{ name: 'n', value: 2 ** 53 }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'Option types: NUMBER choice values lie within -2^53',
    valid: withOptions(num({ choices: [{ name: 'n', value: -(2 ** 53) }] })),
    invalid: withOptions(num({ choices: [{ name: 'n', value: -(2 ** 53) * 2 }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Option choice: value is required',
    valid: withOptions(str({ choices: [{ name: 'n', value: '' }] })),
    invalid: withOptions(str({ choices: [{ name: 'n' }] })),
    path: ['options', 0, 'choices', 0, 'value'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'Application command option: autocomplete must not be true when choices are present',
    valid: withOptions(str({ autocomplete: false, choices: choices(2) })),
    invalid: withOptions(str({ autocomplete: true, choices: choices(2) })),
    path: ['options', 0, 'autocomplete'],
    code: 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID',
  },
  // min/max
  {
    rule: 'Limits: INTEGER min_value within -2^53+1',
    valid: withOptions(int({ min_value: -(2 ** 53) + 1 })),
    invalid: withOptions(int({ min_value: -(2 ** 53) })),
    path: ['options', 0, 'min_value'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Application command option: INTEGER max_value is an integer',
    valid: withOptions(int({ max_value: 10 })),
    invalid: withOptions(int({ max_value: 10.5 })),
    path: ['options', 0, 'max_value'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Limits: NUMBER max_value within 2^53 (a double is fine)',
    valid: withOptions(num({ max_value: 2 ** 53, min_value: 0.25 })),
    invalid: withOptions(num({ max_value: 2 ** 54 })),
    path: ['options', 0, 'max_value'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'Application command option: min_value must not exceed max_value',
    valid: withOptions(int({ min_value: 5, max_value: 5 })),
    invalid: withOptions(int({ min_value: 6, max_value: 5 })),
    path: ['options', 0, 'max_value'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Limits: min_length 0-6000',
    valid: withOptions(str({ min_length: 0 }), str({ name: 'b', min_length: 6000 })),
    invalid: withOptions(str({ min_length: 6001 })),
    path: ['options', 0, 'min_length'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'Limits: min_length is not negative',
    valid: withOptions(str({ min_length: 1 })),
    invalid: withOptions(str({ min_length: -1 })),
    path: ['options', 0, 'min_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Limits: max_length 1-6000',
    valid: withOptions(str({ max_length: 1 }), str({ name: 'b', max_length: 6000 })),
    invalid: withOptions(str({ max_length: 0 })),
    path: ['options', 0, 'max_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'Application command option: min_length must not exceed max_length',
    valid: withOptions(str({ min_length: 3, max_length: 3 })),
    invalid: withOptions(str({ min_length: 4, max_length: 3 })),
    path: ['options', 0, 'max_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  // localization
  {
    rule: 'Localization 1: name_localizations keys are known locales',
    valid: chat({ name_localizations: { fr: 'commande', 'pt-BR': 'comando', 'en-US': null } }),
    invalid: chat({ name_localizations: { 'fr-FR': 'commande' } }),
    path: ['name_localizations', 'fr-FR'],
    code: 'LOCALE_INVALID',
  },
  {
    rule: 'Application command: name_localizations values obey the name rules',
    valid: chat({ name_localizations: { de: 'befehl' } }),
    invalid: chat({ name_localizations: { de: 'Befehl' } }),
    path: ['name_localizations', 'de'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
  {
    rule: 'Application command: description_localizations values obey the description rules',
    valid: chat({ description_localizations: { ja: 'コマンド' } }),
    invalid: chat({ description_localizations: { ja: 'コ'.repeat(101) } }),
    path: ['description_localizations', 'ja'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Application command: a localization map is an object or null',
    valid: chat({ description_localizations: null }),
    invalid: chat({ description_localizations: ['fr'] }),
    path: ['description_localizations'],
    code: 'DICT_TYPE_CONVERT',
  },
  {
    rule: 'Naming rules 3: localized USER names may be mixed case with spaces',
    valid: { type: 2, name: 'High Five', name_localizations: { fr: 'Tape Là' } },
    invalid: { type: 2, name: 'High Five', name_localizations: { fr: '' } },
    path: ['name_localizations', 'fr'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Option choice: name_localizations have the same restrictions as name',
    valid: withOptions(str({ choices: [{ name: 'red', value: 'r', name_localizations: { fr: 'rouge' } }] })),
    invalid: withOptions(
      str({ choices: [{ name: 'red', value: 'r', name_localizations: { fr: 'r'.repeat(101) } }] }),
    ),
    path: ['options', 0, 'choices', 0, 'name_localizations', 'fr'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'Localization 4: a localized option name differs from every default option name',
    valid: withOptions(str({ name: 'a', name_localizations: { fr: 'a' } }), str({ name: 'b' })),
    invalid: withOptions(str({ name: 'a', name_localizations: { fr: 'b' } }), str({ name: 'b' })),
    path: ['options', 0, 'name_localizations', 'fr'],
    code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  },
  {
    rule: 'Localization 4: a localized option name differs from other option names in that locale',
    valid: withOptions(
      str({ name: 'a', name_localizations: { fr: 'x' } }),
      str({ name: 'b', name_localizations: { de: 'x' } }),
    ),
    invalid: withOptions(
      str({ name: 'a', name_localizations: { fr: 'x' } }),
      str({ name: 'b', name_localizations: { fr: 'x' } }),
    ),
    path: ['options', 1, 'name_localizations', 'fr'],
    code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  },
  {
    rule: 'Localization 4: subcommand names are option names too',
    valid: withOptions(
      sub('a', [str({ name_localizations: { fr: 'texte' } })]),
      sub('b', [str({ name_localizations: { fr: 'texte' } })]),
    ),
    invalid: withOptions({ ...sub('a'), name_localizations: { 'es-ES': 'b' } }, sub('b')),
    path: ['options', 0, 'name_localizations', 'es-ES'],
    code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
  },
  // 8000
  {
    rule: 'Limits: at most 8000 name, description and value characters per slash command',
    valid: sized(8000),
    invalid: sized(8001),
    path: [],
    code: 'APPLICATION_COMMAND_TOO_LARGE',
  },
  {
    rule: 'Limits: with localizations only the longest variant of each field counts',
    valid: withOptions(
      ...Array.from({ length: 25 }, (_, i) =>
        sub(`s${i}`, [
          str({
            description: 'x'.repeat(100),
            description_localizations: { fr: 'y'.repeat(100), de: 'z'.repeat(100) },
          }),
        ]),
      ),
    ),
    invalid: withOptions(
      ...Array.from({ length: 25 }, (_, i) =>
        sub(`s${i}`, [
          str({ description: 'x'.repeat(100), description_localizations: { fr: 'y'.repeat(100) } }),
          str({ name: 'b', description: 'x', description_localizations: { de: 'z'.repeat(100) } }),
          str({ name: 'c', description: 'x', description_localizations: { it: 'z'.repeat(100) } }),
        ]),
      ),
    ),
    path: [],
    code: 'APPLICATION_COMMAND_TOO_LARGE',
  },
  // command-level fields
  {
    rule: 'Limits: PRIMARY_ENTRY_POINT is not allowed in guilds',
    valid: { type: 4, name: 'Launch', handler: 2 },
    invalid: { type: 4, name: 'Launch', handler: 2 },
    options: { scope: 'guild' },
    path: ['type'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
  },
  {
    rule: 'Application command: handler only on PRIMARY_ENTRY_POINT',
    valid: { type: 4, name: 'Launch', handler: 1 },
    invalid: chat({ handler: 1 }),
    path: ['handler'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
  },
  {
    rule: 'Entry point handler types: handler is 1 or 2',
    valid: { type: 4, name: 'Launch', handler: 2 },
    invalid: { type: 4, name: 'Launch', handler: 3 },
    path: ['handler'],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Command types: type is one of 1-4',
    valid: chat({ type: 1 }),
    invalid: chat({ type: 5 }),
    path: ['type'],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Permission rules 5: default_member_permissions is a decimal bit-set string',
    valid: chat({ default_member_permissions: '32' }),
    invalid: chat({ default_member_permissions: '0x20' }),
    path: ['default_member_permissions'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Permission rules 5: default_member_permissions is a string, a non-negative integer, or null',
    valid: chat({ default_member_permissions: null }),
    invalid: chat({ default_member_permissions: -32 }),
    path: ['default_member_permissions'],
    code: 'NUMBER_TYPE_COERCE',
  },
  {
    rule: 'Installation contexts: integration_types is a list or null (the default)',
    valid: chat({ integration_types: null, contexts: null }),
    invalid: chat({ integration_types: 0 }),
    path: ['integration_types'],
    code: 'LIST_TYPE_CONVERT',
  },
  {
    rule: 'Installation contexts: integration_types hold known values',
    valid: chat({ integration_types: [0, 1] }),
    invalid: chat({ integration_types: [0, 2] }),
    path: ['integration_types', 1],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Interaction contexts: contexts hold known values',
    valid: chat({ contexts: [0, 1, 2] }),
    invalid: chat({ contexts: [3] }),
    path: ['contexts', 0],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'Create body: nsfw is a boolean',
    valid: chat({ nsfw: true }),
    invalid: chat({ nsfw: 'yes' }),
    path: ['nsfw'],
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'Create body: dm_permission is a boolean or null',
    valid: chat({ dm_permission: null }),
    invalid: chat({ dm_permission: 1 }),
    path: ['dm_permission'],
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'Edit Global body: every field optional, type not accepted',
    valid: { description: 'only the description changes' },
    invalid: { type: 1 },
    options: { mode: 'edit' },
    path: ['type'],
    code: 'APPLICATION_COMMAND_FIELD_INVALID',
  },
  {
    rule: 'Edit body: the stored type still governs the name rules',
    valid: { name: 'Hug Back' },
    invalid: { name: 'Hug Back' },
    options: { mode: 'edit', commandType: 1 },
    path: ['name'],
    code: 'APPLICATION_COMMAND_INVALID_NAME',
  },
];

function run(body: unknown, options: Partial<CommandValidationOptions> = {}) {
  return validateApplicationCommand(body, { scope: 'global', mode: 'create', ...options });
}

function errorsOf(body: unknown, options?: Partial<CommandValidationOptions>): FieldError[] {
  const result = run(body, options);
  return result.success ? [] : result.errors;
}

describe('validateApplicationCommand: one valid and one invalid body per rule', () => {
  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  for (const rule of cases) {
    it(`accepts — ${rule.rule}`, () => {
      // The "Edit body" case's valid side is checked with the lenient (type unknown) edit mode, and the guild
      // entry point's valid side in global scope: the point of those cases is the option that changes.
      const options =
        rule.options?.commandType !== undefined
          ? { mode: 'edit' as const, commandType: 2 as const }
          : rule.options?.scope === 'guild' && rule.code === 'APPLICATION_COMMAND_FIELD_INVALID'
            ? {}
            : rule.options;
      expect(errorsOf(rule.valid, options)).toEqual([]);
    });
    it(`refuses — ${rule.rule}`, () => {
      const errors = errorsOf(rule.invalid, rule.options);
      expect(errors.map((error) => ({ path: error.path, code: error.code }))).toEqual([
        { path: rule.path, code: rule.code },
      ]);
      expect(errors[0]?.message).toMatch(/ — /);
    });
  }
});
