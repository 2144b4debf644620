import type { RESTPostAPIApplicationCommandJSONBody } from '../types/application-command-bodies.js';
import type { CommandValidationOptions } from './command-validation-options.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector } from './rules/collector.js';
import { checkCommand } from './rules/command.js';

/**
 * Checks a create (POST) or edit (PATCH) command body against every documented rule, reporting all
 * problems in one pass. In edit mode every field is optional and `type` is refused. The data returned is
 * the body as sent, with integer fields sent as strings read as numbers (`lenientNumbers`): no defaults are
 * added and unknown fields are kept (the service ignores them).
 * @example
 * const result = validateApplicationCommand({ name: 'Ping', description: 'pong' }, { scope: 'global', mode: 'create' });
 * if (!result.success) console.log(result.errors[0]); // { path: ['name'], code: 'APPLICATION_COMMAND_INVALID_NAME', ... }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export function validateApplicationCommand(
  body: unknown,
  options: CommandValidationOptions,
): ValidationResult<RESTPostAPIApplicationCommandJSONBody> {
  const c = new ErrorCollector();
  const input = lenientNumbers(body, 'command');
  checkCommand(c, input, {
    scope: options.scope,
    mode: options.mode,
    storedType: options.commandType,
    bulkItem: false,
  });
  return c.errors.length === 0
    ? { success: true, data: input as RESTPostAPIApplicationCommandJSONBody }
    : { success: false, errors: c.errors };
}
