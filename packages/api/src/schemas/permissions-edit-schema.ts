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
 * @see spec "Command permissions", "Application command permission"
 */
export const permissionsEditSchema: z.ZodType<RESTPutAPIApplicationCommandPermissionsJSONBody, unknown> =
  validatedSchema<RESTPutAPIApplicationCommandPermissionsJSONBody>(
    validatePermissionsEdit,
    permissionsEditShape,
  );
