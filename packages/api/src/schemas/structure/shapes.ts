// The structural zod types of the request bodies: JSON types only, no validation rule. Every rule lives
// in ../../validation and runs before these (see ../validated-schema.ts), so a body that reaches them has
// passed all checks; they only give the parsed data its shape and type.
import { z } from 'zod';
import { ApplicationCommandPermissionType } from '../../enums/application-command-permission-type.js';
import { ApplicationCommandType } from '../../enums/application-command-type.js';
import { ApplicationIntegrationType } from '../../enums/application-integration-type.js';
import { ChannelType } from '../../enums/channel-type.js';
import { EntryPointCommandHandlerType } from '../../enums/entry-point-command-handler-type.js';
import { InteractionContextType } from '../../enums/interaction-context-type.js';
import { Locale } from '../../enums/locale.js';

const optionalString = z.string().exactOptional();
const optionalBoolean = z.boolean().exactOptional();
const optionalNumber = z.number().exactOptional();

/** A `*_localizations` dictionary: locale -> text (or null for none). */
export const localizationMapShape = z.partialRecord(z.enum(Locale), z.string().nullable());
const localizations = localizationMapShape.nullable().exactOptional();

const choiceFields = { name: z.string(), name_localizations: localizations, name_localized: optionalString };
/** A choice of a STRING option. */
export const stringChoiceShape = z.looseObject({ ...choiceFields, value: z.string() });
/** A choice of an INTEGER or NUMBER option. */
export const numberChoiceShape = z.looseObject({ ...choiceFields, value: z.number() });
/** A choice of any option. */
export const choiceShape = z.looseObject({ ...choiceFields, value: z.union([z.string(), z.number()]) });

const optionFields = {
  name: z.string(),
  name_localizations: localizations,
  name_localized: optionalString,
  description: z.string(),
  description_localizations: localizations,
  description_localized: optionalString,
};
const valueFields = { ...optionFields, required: optionalBoolean };
const numericFields = (type: 4 | 10) =>
  z.looseObject({
    type: z.literal(type),
    ...valueFields,
    choices: z.array(numberChoiceShape).exactOptional(),
    autocomplete: optionalBoolean,
    min_value: optionalNumber,
    max_value: optionalNumber,
  });
const plain = <T extends 5 | 6 | 8 | 9>(type: T) => z.looseObject({ type: z.literal(type), ...valueFields });

/** An option that takes a value (types 3-11). */
export const basicOptionShape = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal(3),
    ...valueFields,
    choices: z.array(stringChoiceShape).exactOptional(),
    autocomplete: optionalBoolean,
    min_length: optionalNumber,
    max_length: optionalNumber,
  }),
  numericFields(4),
  plain(5),
  plain(6),
  z.looseObject({
    type: z.literal(7),
    ...valueFields,
    channel_types: z.array(z.enum(ChannelType)).exactOptional(),
  }),
  plain(8),
  plain(9),
  numericFields(10),
  z.looseObject({ type: z.literal(11), ...valueFields, file_types: z.array(z.string()).exactOptional() }),
]);

/** A SUB_COMMAND with its parameters. */
export const subcommandShape = z.looseObject({
  type: z.literal(1),
  ...optionFields,
  options: z.array(basicOptionShape).exactOptional(),
});

/** Any option: subcommand, group, or an option that takes a value. */
export const optionShape = z.discriminatedUnion('type', [
  subcommandShape,
  z.looseObject({ type: z.literal(2), ...optionFields, options: z.array(subcommandShape).exactOptional() }),
  ...basicOptionShape.options,
]);

const commandFields = {
  name_localizations: localizations,
  description: optionalString,
  description_localizations: localizations,
  options: z.array(optionShape).exactOptional(),
  default_member_permissions: z.string().nullable().exactOptional(),
  dm_permission: z.boolean().nullable().exactOptional(),
  default_permission: optionalBoolean,
  integration_types: z.array(z.enum(ApplicationIntegrationType)).nullable().exactOptional(),
  contexts: z.array(z.enum(InteractionContextType)).nullable().exactOptional(),
  nsfw: optionalBoolean,
  handler: z.enum(EntryPointCommandHandlerType).exactOptional(),
};

/** A create body (POST). */
export const createBodyShape = z.looseObject({
  name: z.string(),
  type: z.enum(ApplicationCommandType).exactOptional(),
  ...commandFields,
});

/** An edit body (PATCH): every field optional, no `type`. */
export const editBodyShape = z.looseObject({ name: optionalString, ...commandFields });

/** A bulk overwrite item: a create body that may carry the id of the command it replaces. */
export const bulkItemShape = z.looseObject({ id: optionalString, ...createBodyShape.shape });

/** One permission overwrite. */
export const permissionShape = z.looseObject({
  id: z.string(),
  type: z.enum(ApplicationCommandPermissionType),
  permission: z.boolean(),
});

/** The body of Edit Application Command Permissions. */
export const permissionsEditShape = z.looseObject({ permissions: z.array(permissionShape) });
