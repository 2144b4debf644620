import type {
  RESTPostAPIApplicationCommandJSONBody,
  RESTPutAPIApplicationCommandsJSONBody,
} from '@slashkit/api';
import { validateBulkOverwrite } from '@slashkit/api/validation';
import type { AnyCommandBuilder } from '../types/any-command-builder.js';
import { CommandValidationError } from './command-validation-error.js';

/**
 * Validates a whole list of commands for one scope, as a bulk overwrite would send it: every command's
 * own rules, then the rules of the set (names unique per type, at most 100 CHAT_INPUT, 15 USER, 15
 * MESSAGE and 1 PRIMARY_ENTRY_POINT commands, no entry point in a guild). Returns the bodies, ready to
 * PUT; throws one `CommandValidationError` whose paths start with the index in the list.
 * @example
 * const body = validateCommands([roll, wave], { scope: 'guild' });
 * await rest.commands.bulkOverwriteGuildCommands(guildId, body);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands | Bulk Overwrite Global Application Commands}
 */
export function validateCommands(
  commands: readonly (AnyCommandBuilder | RESTPostAPIApplicationCommandJSONBody)[],
  { scope }: { scope: 'global' | 'guild' },
): RESTPutAPIApplicationCommandsJSONBody {
  const bodies: RESTPutAPIApplicationCommandsJSONBody = new Array(commands.length);
  for (let i = 0; i < commands.length; i++) {
    const command = commands[i]!;
    // Builders are serialised unchecked: the bulk check below validates each item once, with its index.
    bodies[i] = isBuilder(command) ? command.toJSON({ validate: false }) : command;
  }
  const result = validateBulkOverwrite(bodies, { scope });
  if (!result.success) {
    throw new CommandValidationError(
      result.errors,
      scope === 'guild' ? 'guild command list' : 'command list',
    );
  }
  return bodies;
}

/** Whether a list item is a builder (its `toJSON` takes options) rather than a body. */
function isBuilder(
  command: AnyCommandBuilder | RESTPostAPIApplicationCommandJSONBody,
): command is AnyCommandBuilder {
  return typeof (command as { toJSON?: unknown }).toJSON === 'function';
}
