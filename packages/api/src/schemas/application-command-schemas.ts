import { z } from 'zod';
import type {
  RESTPatchAPIApplicationCommandJSONBody,
  RESTPostAPIApplicationCommandJSONBody,
  RESTPutAPIApplicationCommandsJSONBody,
  RESTPutAPIApplicationCommandsJSONBodyItem,
} from '../types/application-command-bodies.js';
import type { CommandValidationOptions } from '../validation/command-validation-options.js';
import { validateApplicationCommand } from '../validation/validate-application-command.js';
import { validateBulkOverwrite } from '../validation/validate-bulk-overwrite.js';
import { bulkItemShape, createBodyShape, editBodyShape } from './structure/shapes.js';
import { validatedSchema } from './validated-schema.js';

/**
 * A zod schema of a create (POST) body for one scope, with every rule of `validateApplicationCommand`.
 * @example
 * const parsed = globalCommandCreateSchema.safeParse({ name: 'ping', description: 'Replies with pong' });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export function commandCreateSchema(
  scope: CommandValidationOptions['scope'],
): z.ZodType<RESTPostAPIApplicationCommandJSONBody, unknown> {
  const options = { scope, mode: 'create' } as const;
  return validatedSchema<RESTPostAPIApplicationCommandJSONBody>(
    (value) => validateApplicationCommand(value, options),
    createBodyShape,
  );
}

/**
 * A zod schema of an edit (PATCH) body: every field optional, `type` refused. Pass the stored command's
 * type to apply the rules that depend on it.
 * @example
 * guildCommandEditSchema.parse({ description: 'New text' });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-global-application-command-json-params | Edit Global Application Command},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#edit-guild-application-command-json-params | Edit Guild Application Command}
 */
export function commandEditSchema(
  scope: CommandValidationOptions['scope'],
  commandType?: CommandValidationOptions['commandType'],
): z.ZodType<RESTPatchAPIApplicationCommandJSONBody, unknown> {
  const options: CommandValidationOptions =
    commandType === undefined ? { scope, mode: 'edit' } : { scope, mode: 'edit', commandType };
  return validatedSchema<RESTPatchAPIApplicationCommandJSONBody>(
    (value) => validateApplicationCommand(value, options),
    editBodyShape,
  );
}

/**
 * A zod schema of one bulk overwrite item on its own: the create rules plus a snowflake `id` (the rules
 * across items are in {@link bulkOverwriteSchema}).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-guild-application-commands | Bulk Overwrite Guild Application Commands}
 */
export function bulkOverwriteItemSchema(
  scope: CommandValidationOptions['scope'],
): z.ZodType<RESTPutAPIApplicationCommandsJSONBodyItem, unknown> {
  const options = { scope };
  return validatedSchema<RESTPutAPIApplicationCommandsJSONBodyItem>((value) => {
    // The item is checked as a list of one, so its paths drop the leading index.
    const result = validateBulkOverwrite([value], options);
    if (result.success) return { success: true, data: result.data[0] };
    return {
      success: false,
      errors: result.errors.map((error) => ({ ...error, path: error.path.slice(1) })),
    };
  }, bulkItemShape);
}

/**
 * A zod schema of a whole bulk overwrite (PUT) body: each item, plus unique names per type and the
 * per-type counts.
 * @example
 * guildBulkOverwriteSchema.parse([{ name: 'ping', description: 'pong' }, { type: 2, name: 'High Five' }]);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands | Bulk Overwrite Global Application Commands}
 */
export function bulkOverwriteSchema(
  scope: CommandValidationOptions['scope'],
): z.ZodType<RESTPutAPIApplicationCommandsJSONBody, unknown> {
  const options = { scope };
  return validatedSchema<RESTPutAPIApplicationCommandsJSONBody>(
    (value) => validateBulkOverwrite(value, options),
    z.array(bulkItemShape),
  );
}

/**
 * Create Global Application Command body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command-json-params | Create Global Application Command}
 */
export const globalCommandCreateSchema = commandCreateSchema('global');
/**
 * Create Guild Application Command body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command-json-params | Create Guild Application Command}
 */
export const guildCommandCreateSchema = commandCreateSchema('guild');
/**
 * Edit Global Application Command body (stored type unknown).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-global-application-command-json-params | Edit Global Application Command}
 */
export const globalCommandEditSchema = commandEditSchema('global');
/**
 * Edit Guild Application Command body (stored type unknown).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-guild-application-command-json-params | Edit Guild Application Command}
 */
export const guildCommandEditSchema = commandEditSchema('guild');
/**
 * Bulk Overwrite Global Application Commands body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands | Bulk Overwrite Global Application Commands}
 */
export const globalBulkOverwriteSchema = bulkOverwriteSchema('global');
/**
 * Bulk Overwrite Guild Application Commands body.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-guild-application-commands | Bulk Overwrite Guild Application Commands}
 */
export const guildBulkOverwriteSchema = bulkOverwriteSchema('guild');
