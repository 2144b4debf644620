import { z } from 'zod';
import { ApplicationCommandType } from '../enums/application-command-type.js';
import { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import { InteractionContextType } from '../enums/interaction-context-type.js';
import { isSnowflake } from '../snowflake.js';
import type { APIApplicationCommand } from '../types/application-command.js';
import type { APIGuildApplicationCommandPermissions } from '../types/application-command-permissions.js';
import type { APIErrorBody, APIErrorTree, APIRateLimitBody } from '../types/errors.js';
import { localizationMapShape, optionShape, permissionShape } from './structure/shapes.js';

/**
 * A snowflake: a decimal string of an unsigned 64-bit integer (the rule is `isSnowflake`).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export const snowflakeSchema = z
  .string()
  .refine(isSnowflake, { message: 'Expected a snowflake: a decimal string of a 64-bit id' });

/**
 * An application command as the service returns it (responses need no validation rules, only their shape).
 * @example
 * const commands = z.array(applicationCommandResponseSchema).parse(await response.json());
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export const applicationCommandResponseSchema: z.ZodType<APIApplicationCommand> = z.looseObject({
  id: snowflakeSchema,
  type: z.enum(ApplicationCommandType),
  application_id: snowflakeSchema,
  guild_id: snowflakeSchema.exactOptional(),
  name: z.string(),
  name_localizations: localizationMapShape.nullable().exactOptional(),
  name_localized: z.string().exactOptional(),
  description: z.string(),
  description_localizations: localizationMapShape.nullable().exactOptional(),
  description_localized: z.string().exactOptional(),
  options: z.array(optionShape).exactOptional(),
  default_member_permissions: z.string().nullable(),
  dm_permission: z.boolean().exactOptional(),
  default_permission: z.boolean().exactOptional(),
  nsfw: z.boolean().exactOptional(),
  integration_types: z.array(z.enum(ApplicationIntegrationType)).exactOptional(),
  contexts: z.array(z.enum(InteractionContextType)).nullable().exactOptional(),
  version: snowflakeSchema,
  handler: z.enum(EntryPointCommandHandlerType).exactOptional(),
});

/**
 * A command's (or the app's) permissions in a guild, as the service returns them.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-guild-application-command-permissions-structure | Guild application command permissions structure}
 */
export const guildCommandPermissionsResponseSchema: z.ZodType<APIGuildApplicationCommandPermissions> =
  z.looseObject({
    id: snowflakeSchema,
    application_id: snowflakeSchema,
    guild_id: snowflakeSchema,
    permissions: z.array(permissionShape.extend({ id: snowflakeSchema })),
  });

const fieldErrorShape = z.looseObject({ code: z.string(), message: z.string() });

/**
 * The nested `errors` tree of an error body.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export const errorTreeSchema: z.ZodType<APIErrorTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.array(fieldErrorShape), errorTreeSchema])),
) as z.ZodType<APIErrorTree>;

/**
 * An error response body: `{ code, message, errors? }`.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export const errorBodySchema: z.ZodType<APIErrorBody> = z.looseObject({
  code: z.number(),
  message: z.string(),
  errors: errorTreeSchema.exactOptional(),
});

/**
 * The body of a 429 answer.
 * @see {@link https://discord.com/developers/docs/topics/rate-limits | Rate limits}
 */
export const rateLimitBodySchema: z.ZodType<APIRateLimitBody> = z.looseObject({
  message: z.string(),
  retry_after: z.number(),
  global: z.boolean(),
  code: z.number().exactOptional(),
});
