import type { z } from 'zod';
import type { RESTPutAPIApplicationCommandPermissionsJSONBody } from '../types/application-command-permissions.js';
import { validatePermissionsEdit } from '../validation/validate-permissions-edit.js';
import { permissionsEditShape } from './structure/shapes.js';
import { validatedSchema } from './validated-schema.js';

/**
 * A zod schema of the Edit Application Command Permissions body, with every rule of
 * `validatePermissionsEdit`.
 * @example
 * permissionsEditSchema.parse({ permissions: [{ id: guildId, type: 1, permission: false }] });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-application-command-permissions-structure | Application command permissions structure}
 */
export const permissionsEditSchema: z.ZodType<RESTPutAPIApplicationCommandPermissionsJSONBody, unknown> =
  validatedSchema<RESTPutAPIApplicationCommandPermissionsJSONBody>(
    validatePermissionsEdit,
    permissionsEditShape,
  );
