import { FieldErrorCodes } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  type AnyCommandBuilder,
  CommandValidationError,
  EntryPointCommandBuilder,
  MessageCommandBuilder,
  SlashCommandBuilder,
  UserCommandBuilder,
  validateCommands,
} from '../src/index.js';

const slash = (name: string) => new SlashCommandBuilder().setName(name).setDescription('A command');
const errorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CommandValidationError)
      return error.errors.map(({ path, code }) => ({ path, code }));
    throw error;
  }
  return [];
};

describe('validateCommands()', () => {
  it('returns the bodies of a valid list, ready for a bulk overwrite', () => {
    const list: AnyCommandBuilder[] = [slash('ping'), new UserCommandBuilder().setName('ping')];
    expect(validateCommands(list, { scope: 'global' })).toStrictEqual([
      { type: 1, name: 'ping', description: 'A command' },
      { type: 2, name: 'ping' },
    ]);
  });

  it('accepts plain bodies beside builders', () => {
    const bodies = validateCommands([slash('a'), { name: 'b', description: 'B' }], { scope: 'guild' });
    expect(bodies.map((body) => body.name)).toEqual(['a', 'b']);
  });

  it('refuses two commands of the same type and name, pointing at the second', () => {
    expect(
      errorsOf(() => validateCommands([slash('a'), slash('b'), slash('a')], { scope: 'global' })),
    ).toEqual([{ path: [2, 'name'], code: FieldErrorCodes.DuplicateName }]);
  });

  it('reports each command’s own problems with its index first', () => {
    const error = (() => {
      try {
        validateCommands([slash('ok'), slash('Bad')], { scope: 'global' });
      } catch (caught) {
        return caught as CommandValidationError;
      }
      throw new Error('expected a CommandValidationError');
    })();
    expect(error.errors.map((e) => e.path)).toEqual([[1, 'name']]);
    expect(error.message).toMatch(/^Invalid command list \(1 problem\):\n {2}\[1\]\.name: /);
  });

  it('enforces the per-type counts: 100 CHAT_INPUT, 15 USER, 15 MESSAGE, 1 entry point', () => {
    const many = (n: number, make: (i: number) => AnyCommandBuilder) =>
      Array.from({ length: n }, (_, i) => make(i));
    const slashes = (n: number) => many(n, (i) => slash(`c${i}`));
    const users = (n: number) => many(n, (i) => new UserCommandBuilder().setName(`U ${i}`));
    const messages = (n: number) => many(n, (i) => new MessageCommandBuilder().setName(`M ${i}`));
    const entry = (i: number) =>
      new EntryPointCommandBuilder().setName(`launch${i}`).setDescription('Launch');
    expect(
      errorsOf(() =>
        validateCommands([...slashes(100), ...users(15), ...messages(15), entry(0)], { scope: 'global' }),
      ),
    ).toEqual([]);
    for (const list of [slashes(101), users(16), messages(16), [entry(0), entry(1)]]) {
      expect(errorsOf(() => validateCommands(list, { scope: 'global' }))).toEqual([
        { path: [], code: FieldErrorCodes.TooManyCommands },
      ]);
    }
  });

  it('refuses an entry-point command in a guild list', () => {
    const list = [slash('a'), new EntryPointCommandBuilder().setName('launch').setDescription('Launch')];
    expect(errorsOf(() => validateCommands(list, { scope: 'global' }))).toEqual([]);
    expect(errorsOf(() => validateCommands(list, { scope: 'guild' }))).toEqual([
      { path: [1, 'type'], code: 'APPLICATION_COMMAND_FIELD_INVALID' },
    ]);
  });
});

describe('the generated 200-command type-check fixture', () => {
  it('is made of commands the service would accept', async () => {
    const { commands } = await import('./fixtures/two-hundred-commands.js');
    expect(commands).toHaveLength(200);
    for (const command of commands) expect(() => command.toJSON()).not.toThrow();
  });
});
