import { ApplicationCommandType } from '../enums/application-command-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { CommandCountLimits } from '../limits.js';
import type { RESTPutAPIApplicationCommandsJSONBody } from '../types/application-command-bodies.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { checkCommand } from './rules/command.js';
import { commandTypeNames } from './rules/enum-values.js';

/**
 * Checks the body of a bulk overwrite (PUT): each item as a create body (paths start with its index),
 * then the rules of the set: names unique per type, ids unique, at most 100 CHAT_INPUT, 15 USER, 15 MESSAGE and
 * 1 PRIMARY_ENTRY_POINT commands, and no entry point in guild scope.
 *
 * Choices: names are compared case-sensitively (CHAT_INPUT names are lowercase anyway); two items naming
 * the same `id` are refused at the second one's `id` (as duplicate names are: storing both would give two
 * commands one id). A count above its cap is a whole-body error.
 * @example
 * validateBulkOverwrite([{ name: 'ping', description: 'pong' }], { scope: 'guild' }); // { success: true, ... }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands | Bulk Overwrite Global Application Commands}
 */
export function validateBulkOverwrite(
  bodies: unknown,
  options: { scope: 'global' | 'guild' },
): ValidationResult<RESTPutAPIApplicationCommandsJSONBody> {
  const c = new ErrorCollector();
  const items = lenientNumbers(bodies, 'commands');
  if (!Array.isArray(items)) {
    c.add(
      undefined,
      FieldErrorCodes.ListType,
      `Expected an array of commands, got ${jsonType(items)} — send the whole list, [] to remove all`,
    );
    return { success: false, errors: c.errors };
  }
  // Commands per type in the list.
  const counts = new Map<number, number>();
  // "type:name" -> index of the first item that used it.
  const names = new Map<string, number>();
  // id -> index of the first item that named it.
  const ids = new Map<unknown, number>();
  const check = { scope: options.scope, mode: 'create', storedType: undefined, bulkItem: true } as const;
  for (let i = 0; i < items.length; i++) {
    c.path.push(i);
    const item: unknown = items[i];
    const type = checkCommand(c, item, check);
    if (isJsonObject(item) && typeof item.id === 'string') {
      const first = ids.get(item.id);
      if (first === undefined) ids.set(item.id, i);
      else
        c.add(
          'id',
          FieldErrorCodes.DuplicateId,
          `Each command may appear once: id ${item.id} is already the id of the item at index ${first} — remove one, or drop the id of a new command`,
        );
    }
    if (type !== undefined && isJsonObject(item)) {
      counts.set(type, (counts.get(type) ?? 0) + 1);
      if (typeof item.name === 'string') {
        const key = `${type}:${item.name}`;
        const first = names.get(key);
        if (first === undefined) {
          names.set(key, i);
        } else {
          c.add(
            'name',
            FieldErrorCodes.DuplicateName,
            `Application command names must be unique per type: ${JSON.stringify(item.name)} is already the name of ` +
              `the ${commandTypeNames[type]} command at index ${first} — rename or remove one`,
          );
        }
      }
    }
    c.path.pop();
  }
  for (const type of Object.values(ApplicationCommandType)) {
    const count = counts.get(type) ?? 0;
    // Guild entry points are already refused item by item.
    if (type === ApplicationCommandType.PrimaryEntryPoint && options.scope === 'guild') continue;
    const limit = CommandCountLimits[type];
    if (count > limit) {
      c.add(
        undefined,
        FieldErrorCodes.TooManyCommands,
        `At most ${limit} ${commandTypeNames[type]} commands are allowed per ${options.scope === 'guild' ? 'guild' : 'app'} ` +
          `(got ${count}) — remove ${count - limit}, or move some into subcommands`,
      );
    }
  }
  return c.errors.length === 0
    ? { success: true, data: items as RESTPutAPIApplicationCommandsJSONBody }
    : { success: false, errors: c.errors };
}
