import { describe, expect, it } from 'vitest';
import {
  commandCharacterCount,
  flattenErrorTree,
  formatFieldPath,
  isChatInputName,
  maxErrorTreeDepth,
  toErrorBody,
  validateApplicationCommand,
  validateBulkOverwrite,
  validatePermissionsEdit,
} from '../src/validation/index.js';

const chat = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'A command',
  ...extra,
});
const paths = (result: { success: boolean; errors?: { path: (string | number)[]; code: string }[] }) =>
  result.success ? [] : (result.errors ?? []).map((error) => `${formatFieldPath(error.path)} ${error.code}`);

describe('validateBulkOverwrite (service-facts "Endpoints left out of the spec"; spec "Limits")', () => {
  it('accepts the same name across types and an id on an item', () => {
    const result = validateBulkOverwrite(
      [chat('ping', { id: '1234567890123456789' }), { type: 2, name: 'ping' }, { type: 3, name: 'ping' }],
      { scope: 'global' },
    );
    expect(result).toEqual({ success: true, data: expect.any(Array) });
  });

  it('refuses a duplicate name within one type, at the later item (spec "What the service does" 8)', () => {
    const result = validateBulkOverwrite(
      [chat('ping'), { type: 2, name: 'ping' }, chat('ping', { type: 1 })],
      {
        scope: 'guild',
      },
    );
    expect(paths(result)).toEqual(['[2].name APPLICATION_COMMANDS_DUPLICATE_NAME']);
  });

  it('validates each item as a create body, with paths starting at the index', () => {
    const result = validateBulkOverwrite([chat('ok'), chat('Bad'), { type: 2, name: 'x', options: [{}] }], {
      scope: 'global',
    });
    expect(paths(result)).toEqual([
      '[1].name APPLICATION_COMMAND_INVALID_NAME',
      '[2].options APPLICATION_COMMAND_FIELD_INVALID',
    ]);
  });

  it('refuses an id that is not a snowflake (spec "Bulk Overwrite Guild element": id? snowflake)', () => {
    expect(paths(validateBulkOverwrite([chat('a', { id: 'abc' })], { scope: 'guild' }))).toEqual([
      '[0].id NUMBER_TYPE_SNOWFLAKE',
    ]);
  });

  it('allows 100 CHAT_INPUT commands and refuses 101 (spec "Limits")', () => {
    const make = (n: number) => Array.from({ length: n }, (_, i) => chat(`c${i}`));
    expect(validateBulkOverwrite(make(100), { scope: 'global' }).success).toBe(true);
    expect(paths(validateBulkOverwrite(make(101), { scope: 'global' }))).toEqual([
      '(body) APPLICATION_COMMANDS_LIMIT_REACHED',
    ]);
  });

  it('allows 15 USER and 15 MESSAGE commands and refuses 16 of either (spec "Limits")', () => {
    const make = (type: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ type, name: `Menu ${i}` }));
    expect(validateBulkOverwrite([...make(2, 15), ...make(3, 15)], { scope: 'guild' }).success).toBe(true);
    const result = validateBulkOverwrite([...make(2, 16), ...make(3, 16)], { scope: 'guild' });
    expect(paths(result)).toEqual([
      '(body) APPLICATION_COMMANDS_LIMIT_REACHED',
      '(body) APPLICATION_COMMANDS_LIMIT_REACHED',
    ]);
    expect(result.success ? '' : result.errors[0]?.message).toContain(
      'At most 15 USER commands are allowed per guild (got 16)',
    );
  });

  it('allows one global entry point and refuses two, and refuses any in a guild (spec "Limits")', () => {
    const entry = (name: string) => ({ type: 4, name, handler: 2 });
    expect(validateBulkOverwrite([entry('Launch')], { scope: 'global' }).success).toBe(true);
    expect(paths(validateBulkOverwrite([entry('Launch'), entry('Play')], { scope: 'global' }))).toEqual([
      '(body) APPLICATION_COMMANDS_LIMIT_REACHED',
    ]);
    expect(paths(validateBulkOverwrite([chat('a'), entry('Launch')], { scope: 'guild' }))).toEqual([
      '[1].type APPLICATION_COMMAND_FIELD_INVALID',
    ]);
  });

  it('refuses a body that is not an array', () => {
    expect(paths(validateBulkOverwrite({ name: 'x' }, { scope: 'global' }))).toEqual([
      '(body) LIST_TYPE_CONVERT',
    ]);
  });
});

describe('validatePermissionsEdit (spec "Application command permission", "Command permissions")', () => {
  const guild = '41771983423143937';
  it('accepts the @everyone and All Channels constants and each type', () => {
    const result = validatePermissionsEdit({
      permissions: [
        { id: guild, type: 1, permission: false },
        { id: '41771983423143936', type: 3, permission: true },
        { id: '80351110224678912', type: 2, permission: true },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('refuses a bad id, type and permission in one pass, each at its field', () => {
    const result = validatePermissionsEdit({ permissions: [{ id: 12, type: 4, permission: 'yes' }] });
    expect(paths(result)).toEqual([
      'permissions[0].id NUMBER_TYPE_SNOWFLAKE',
      'permissions[0].type BASE_TYPE_CHOICES',
      'permissions[0].permission BASE_TYPE_BOOLEAN',
    ]);
  });

  it('refuses a duplicate (id, type) but accepts the same id with another type', () => {
    const ok = validatePermissionsEdit({
      permissions: [
        { id: guild, type: 1, permission: true },
        { id: guild, type: 2, permission: true },
      ],
    });
    expect(ok.success).toBe(true);
    const result = validatePermissionsEdit({
      permissions: [
        { id: guild, type: 1, permission: true },
        { id: guild, type: 1, permission: false },
      ],
    });
    expect(paths(result)).toEqual(['permissions[1] APPLICATION_COMMAND_PERMISSIONS_DUPLICATE']);
  });

  it('allows 100 entries and refuses 101 (spec "Limits": permission overwrites per command)', () => {
    const make = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: String(1_000_000_000_000_000n + BigInt(i)),
        type: 2,
        permission: true,
      }));
    expect(validatePermissionsEdit({ permissions: make(100) }).success).toBe(true);
    expect(paths(validatePermissionsEdit({ permissions: make(101) }))).toEqual([
      'permissions BASE_TYPE_MAX_LENGTH',
    ]);
  });

  it('requires the permissions array', () => {
    expect(paths(validatePermissionsEdit({}))).toEqual(['permissions BASE_TYPE_REQUIRED']);
    expect(paths(validatePermissionsEdit([]))).toEqual(['(body) MODEL_TYPE_CONVERT']);
  });
});

describe('one pass reports every problem', () => {
  it('lists all errors of a badly broken command, each at its field', () => {
    const result = validateApplicationCommand(
      {
        name: 'Bad Name',
        description: '',
        handler: 1,
        options: [
          {
            type: 3,
            name: 'a',
            description: 'x',
            choices: Array.from({ length: 26 }, (_, i) => ({ name: `${i}`, value: `${i}` })),
          },
          { type: 5, name: 'a', description: 'y', required: true, min_value: 1 },
        ],
      },
      { scope: 'global', mode: 'create' },
    );
    expect(paths(result)).toEqual([
      'name APPLICATION_COMMAND_INVALID_NAME',
      'description BASE_TYPE_BAD_LENGTH',
      'options[0].choices BASE_TYPE_MAX_LENGTH',
      'options[1].required APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
      'options[1].min_value APPLICATION_COMMAND_OPTION_FIELD_INVALID',
      'options[1].name APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
      'handler APPLICATION_COMMAND_FIELD_INVALID',
    ]);
    expect(result.success ? '' : result.errors[2]?.message).toBe(
      'Must be 25 or fewer in length: at most 25 choices (got 26) — split the option or use autocomplete',
    );
  });

  it('returns the body as sent, unknown fields kept and no defaults added', () => {
    const body = { name: 'ping', description: 'pong', future_field: 1 };
    const result = validateApplicationCommand(body, { scope: 'global', mode: 'create' });
    expect(result).toEqual({ success: true, data: body });
    expect(result.success && result.data).toBe(body);
  });

  it('refuses a body that is not an object', () => {
    expect(paths(validateApplicationCommand('ping', { scope: 'global', mode: 'create' }))).toEqual([
      '(body) MODEL_TYPE_CONVERT',
    ]);
  });

  it('in edit mode of unknown type applies only the rules of every type', () => {
    expect(validateApplicationCommand({ name: 'Hug Back' }, { scope: 'guild', mode: 'edit' }).success).toBe(
      true,
    );
    expect(
      paths(validateApplicationCommand({ name: 'x'.repeat(33) }, { scope: 'guild', mode: 'edit' })),
    ).toEqual(['name BASE_TYPE_BAD_LENGTH']);
    expect(
      paths(
        validateApplicationCommand(
          { options: [{ type: 3, name: 'a', description: 'b' }] },
          { scope: 'guild', mode: 'edit', commandType: 2 },
        ),
      ),
    ).toEqual(['options APPLICATION_COMMAND_FIELD_INVALID']);
  });
});

describe('toErrorBody and flattenErrorTree (service-facts "Error bodies")', () => {
  const errors = [
    { path: [], code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' },
    { path: ['options', 0, 'name'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' },
    { path: ['options', 0, 'name'], code: 'BASE_TYPE_STRING', message: 'second' },
    {
      path: ['options', 10, 'choices'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: 'Must be 25 or fewer in length.',
    },
  ];

  it('nests errors by path, array indexes as string keys, a whole-body error at errors._errors', () => {
    expect(toErrorBody(errors)).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        _errors: [{ code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' }],
        options: {
          '0': {
            name: {
              _errors: [
                { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' },
                { code: 'BASE_TYPE_STRING', message: 'second' },
              ],
            },
          },
          '10': {
            choices: {
              _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' }],
            },
          },
        },
      },
    });
  });

  it('flattens the tree back to the same field errors', () => {
    const tree = toErrorBody(errors).errors ?? {};
    expect(flattenErrorTree(tree)).toEqual(errors);
  });

  it('flattens a tree as the service sends it and skips malformed parts', () => {
    const tree = JSON.parse(
      '{"0":{"options":{"3":{"autocomplete":{"_errors":[{"code":"APPLICATION_COMMAND_REQUIRED_INVALID","message":"m"}]}}}},"x":5,"y":{"_errors":[null]}}',
    );
    expect(flattenErrorTree(tree)).toEqual([
      { path: [0, 'options', 3, 'autocomplete'], code: 'APPLICATION_COMMAND_REQUIRED_INVALID', message: 'm' },
    ]);
  });

  it('reads a tree nested thousands deep without overflowing, down to 64 levels (issue 14)', () => {
    // Built as JSON text, as it would arrive from the network: 5,000 levels with a leaf at each.
    const depth = 5000;
    const text = `${'{"a":'.repeat(depth)}{"_errors":[{"code":"DEEP","message":"m"}]}${'}'.repeat(depth)}`;
    const errors = flattenErrorTree(JSON.parse(text));
    expect(errors).toEqual([]);
    const shallow = `${'{"a":'.repeat(63)}{"_errors":[{"code":"DEEP","message":"m"}]}${'}'.repeat(63)}`;
    expect(flattenErrorTree(JSON.parse(shallow))).toEqual([
      { path: Array.from({ length: 63 }, () => 'a'), code: 'DEEP', message: 'm' },
    ]);
  });

  it('says where reading stopped: past the depth bound, or past maxErrors', () => {
    const leaf = { _errors: [{ code: 'L', message: 'm' }] };
    const deep = JSON.parse(`${'{"a":'.repeat(70)}${JSON.stringify(leaf)}${'}'.repeat(70)}`);
    const stops: (string | number)[][] = [];
    expect(flattenErrorTree(deep, { onLeftOut: (path) => stops.push(path) })).toEqual([]);
    expect(stops).toEqual([Array.from({ length: maxErrorTreeDepth }, () => 'a')]);

    const wide = { x: leaf, y: leaf, z: leaf };
    stops.length = 0;
    expect(flattenErrorTree(wide, { maxErrors: 2, onLeftOut: (path) => stops.push(path) })).toHaveLength(2);
    expect(stops).toEqual([[]]);
    stops.length = 0;
    expect(flattenErrorTree(wide, { maxErrors: 3, onLeftOut: (path) => stops.push(path) })).toHaveLength(3);
    expect(stops).toEqual([]);
  });

  it('reads own properties only', () => {
    const inherited = Object.create({ _errors: [{ code: 'PROTO', message: 'm' }] }) as object;
    expect(flattenErrorTree({ name: inherited } as never)).toEqual([]);
  });

  it("keeps the order of the tree: a node's own errors, then its children in key order", () => {
    const leaf = (code: string) => ({ _errors: [{ code, message: code }] });
    const tree = {
      _errors: [{ code: 'ROOT', message: 'r' }],
      b: { ...leaf('B'), c: leaf('C') },
      d: leaf('D'),
    };
    expect(flattenErrorTree(tree).map((e) => e.code)).toEqual(['ROOT', 'B', 'C', 'D']);
  });
});

describe('formatFieldPath', () => {
  it('writes paths as a developer would', () => {
    expect(formatFieldPath(['options', 0, 'name'])).toBe('options[0].name');
    expect(formatFieldPath([])).toBe('(body)');
    expect(formatFieldPath([3, 'options', 1, 'choices'])).toBe('[3].options[1].choices');
    expect(formatFieldPath(['name_localizations', 'en-US'])).toBe('name_localizations["en-US"]');
  });
});

describe('commandCharacterCount (spec "Limits": combined characters)', () => {
  it('counts names, descriptions and choice values, nested, and only the longest localized variant', () => {
    const count = commandCharacterCount({
      name: 'cmd', // 3, localized 'commande' 8 -> 8
      name_localizations: { fr: 'commande' },
      description: 'abcd', // 4
      options: [
        {
          name: 'sub', // 3
          description: 'ab', // 2, localized 5 -> 5
          description_localizations: { de: 'abcde', fr: null },
          options: [
            {
              name: 'o', // 1
              description: 'd', // 1
              choices: [
                { name: 'one', value: 1 }, // 3 + 1
                { name: 'two', name_localizations: { fr: 'deux' }, value: 'zwei' }, // 4 + 4
              ],
            },
          ],
        },
      ],
    });
    expect(count).toBe(8 + 4 + 3 + 5 + 1 + 1 + 3 + 1 + 4 + 4);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(commandCharacterCount({ name: '🎉🎉', description: 'é' })).toBe(3);
  });
});

describe('isChatInputName (spec "Naming rules" 1-2)', () => {
  it('applies the pattern and the lowercase rule', () => {
    expect(isChatInputName('ping')).toBe(true);
    expect(isChatInputName('Ping')).toBe(false);
    expect(isChatInputName('ß')).toBe(true); // lowercase, no single-character uppercase needed
    expect(isChatInputName('İstanbul')).toBe(false); // has a lowercase variant
    expect(isChatInputName('a'.repeat(33))).toBe(false);
    expect(isChatInputName('😀')).toBe(false);
  });
});
