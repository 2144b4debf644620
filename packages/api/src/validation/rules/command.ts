import { ApplicationCommandType } from '../../enums/application-command-type.js';
import { ApplicationIntegrationType } from '../../enums/application-integration-type.js';
import { EntryPointCommandHandlerType } from '../../enums/entry-point-command-handler-type.js';
import { InteractionContextType } from '../../enums/interaction-context-type.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { Limits } from '../../limits.js';
import { isSnowflake } from '../../snowflake.js';
import { type CharacterCountedCommand, commandCharacterCount } from '../command-character-count.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { commandTypeNames, enumValueList, isEnumValue } from './enum-values.js';
import { checkLocalizations } from './localizations.js';
import { checkLocalizedOptionNames } from './localized-option-names.js';
import { checkBoolean } from './numbers.js';
import { checkOptions } from './options.js';
import { checkDescription, checkName } from './text.js';

/** The inputs of one command check. */
export interface CommandCheck {
  scope: 'global' | 'guild';
  mode: 'create' | 'edit';
  /** The stored command's type, for edits. */
  storedType: number | undefined;
  /** Bulk overwrite items may carry the `id` of the command they replace. */
  bulkItem: boolean;
}

const DECIMAL = /^\d+$/;

/**
 * Checks one command body (collector path at the body) and returns its effective type (1-4) when known.
 *
 * Choices where Discord's docs are silent or ambiguous (the service is followed where its behaviour is known):
 * - CHAT_INPUT commands need a description on create (its range is 1-100; the "not required" in the body
 *   table is for USER/MESSAGE). PRIMARY_ENTRY_POINT descriptions are optional (0-100).
 * - USER/MESSAGE: a non-empty `description` and a non-empty `options` are refused (as the naming rules say);
 *   `description: ""` and `options: []` are accepted, because that is what the service returns for them
 *   and a client that echoes a fetched command must not fail. Names of every type except CHAT_INPUT are
 *   free text of 1-32 characters (the entry point the service creates itself is named "Launch").
 * - `dm_permission`, `integration_types` and `contexts` on guild commands are accepted (the bulk guild
 *   element lists them). BOT_DM in a guild command's `contexts` is accepted too: Discord's docs give
 *   `[0,1,2]` as the bulk guild default, so refusing it would break a user who copies that default. It has
 *   no effect — guild commands do not support BOT_DM and only ever appear in their guild.
 * - `default_member_permissions` is any decimal digit string, or null (a JSON integer was read as its decimal
 *   string before this check: `lenientNumbers`).
 * - `integration_types: null` and `contexts: null` mean the default, as if omitted.
 * - Duplicates inside `contexts`/`integration_types` are accepted. Unknown fields are ignored.
 * - Edit mode with no known stored type checks only the rules that hold for every type.
 * - The 8000-character total is checked on CHAT_INPUT (and on edits of unknown type: a partial body that
 *   is already too large stays too large once merged).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export function checkCommand(c: ErrorCollector, body: unknown, check: CommandCheck): number | undefined {
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected a command object, got ${jsonType(body)} — send { "name": ..., "description": ..., ... }`,
    );
    return undefined;
  }
  const edit = check.mode === 'edit';
  let type: number | undefined = edit ? check.storedType : ApplicationCommandType.ChatInput;
  const rawType = body.type;
  if (rawType !== undefined) {
    if (edit) {
      c.add(
        'type',
        FieldErrorCodes.CommandFieldInvalid,
        '`type` cannot be edited — remove it, or delete the command and create it again with the new type',
      );
    } else if (isEnumValue(ApplicationCommandType, rawType)) {
      type = rawType;
    } else {
      type = undefined;
      c.add(
        'type',
        FieldErrorCodes.Choices,
        `Value must be one of ${enumValueList(ApplicationCommandType)} (got ${show(rawType)}) — use ApplicationCommandType`,
      );
    }
  }
  if (type === ApplicationCommandType.PrimaryEntryPoint && check.scope === 'guild' && !edit) {
    c.add(
      'type',
      FieldErrorCodes.CommandFieldInvalid,
      'PRIMARY_ENTRY_POINT commands can only be global — register it with the global commands endpoint',
    );
  }
  const chatInput = type === ApplicationCommandType.ChatInput;
  const contextMenu = type === ApplicationCommandType.User || type === ApplicationCommandType.Message;

  if (check.bulkItem && body.id !== undefined && !isSnowflake(body.id)) {
    c.add(
      'id',
      FieldErrorCodes.Snowflake,
      `Value ${show(body.id)} is not snowflake — send the command id as a decimal string, or omit it`,
    );
  }

  // name
  if (body.name === undefined) {
    if (!edit)
      c.add(
        'name',
        FieldErrorCodes.Required,
        `This field is required — give the command a name of ${Limits.nameMinLength} to ${Limits.nameMaxLength} characters`,
      );
  } else {
    checkName(c, 'name', body.name, chatInput ? 'chat' : 'free');
  }
  checkLocalizations(c, 'name_localizations', body.name_localizations, chatInput ? 'chatName' : 'freeName');

  // description
  const description = body.description;
  if (contextMenu) {
    if (description !== undefined && description !== '') {
      c.add(
        'description',
        FieldErrorCodes.CommandFieldInvalid,
        `A ${commandTypeNames[type as number]} command cannot have a description — remove it (the menu shows only the name)`,
      );
    }
  } else if (description === undefined) {
    if (chatInput && !edit) {
      c.add(
        'description',
        FieldErrorCodes.Required,
        `This field is required — give the command a description of ${Limits.descriptionMinLength} to ${Limits.descriptionMaxLength} characters`,
      );
    }
  } else {
    // Only slash commands need a non-empty description.
    checkDescription(c, 'description', description, chatInput ? Limits.descriptionMinLength : 0);
  }
  checkLocalizations(c, 'description_localizations', body.description_localizations, 'description');

  // options: CHAT_INPUT only (the application command object says so of `options`).
  const options = body.options;
  if (options !== undefined) {
    if (type !== undefined && type !== ApplicationCommandType.ChatInput) {
      if (!Array.isArray(options) || options.length > 0) {
        c.add(
          'options',
          FieldErrorCodes.CommandFieldInvalid,
          `A ${commandTypeNames[type]} command takes no options — remove them (only CHAT_INPUT commands have options)`,
        );
      }
    } else {
      checkOptions(c, options, 'command');
      if (Array.isArray(options)) checkLocalizedOptionNames(c, options);
    }
  }

  const permissions = body.default_member_permissions;
  if (
    permissions !== undefined &&
    permissions !== null &&
    (typeof permissions !== 'string' || !DECIMAL.test(permissions))
  ) {
    c.add(
      'default_member_permissions',
      FieldErrorCodes.Coerce,
      `Value ${show(permissions)} is not a permission bit set — send a decimal string such as "32" (MANAGE_GUILD), "0", or null`,
    );
  }
  if (body.dm_permission !== undefined && body.dm_permission !== null)
    checkBoolean(c, 'dm_permission', body.dm_permission);
  if (body.default_permission !== undefined) checkBoolean(c, 'default_permission', body.default_permission);
  if (body.nsfw !== undefined) checkBoolean(c, 'nsfw', body.nsfw);
  checkIntegrationTypes(c, body.integration_types);
  checkContexts(c, body.contexts);

  const handler = body.handler;
  if (handler !== undefined) {
    if (type !== undefined && type !== ApplicationCommandType.PrimaryEntryPoint) {
      c.add(
        'handler',
        FieldErrorCodes.CommandFieldInvalid,
        `\`handler\` is only for PRIMARY_ENTRY_POINT commands, not ${commandTypeNames[type]} — remove it`,
      );
    } else if (!isEnumValue(EntryPointCommandHandlerType, handler)) {
      c.add(
        'handler',
        FieldErrorCodes.Choices,
        `Value must be one of ${enumValueList(EntryPointCommandHandlerType)} (got ${show(handler)}) — use EntryPointCommandHandlerType`,
      );
    }
  }

  if (type === ApplicationCommandType.ChatInput || type === undefined) {
    const total = commandCharacterCount(body as CharacterCountedCommand);
    if (total > Limits.commandTotalCharacters) {
      c.add(
        undefined,
        FieldErrorCodes.CommandTooLarge,
        `Command exceeds maximum size (${Limits.commandTotalCharacters}): its names, descriptions and choice values total ${total} characters — ` +
          'shorten descriptions or split it into several commands',
      );
    }
  }
  return type;
}

function checkIntegrationTypes(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    c.add(
      'integration_types',
      FieldErrorCodes.ListType,
      `Expected an array or null, got ${jsonType(value)} — e.g. [0] (GUILD_INSTALL) or [0, 1]`,
    );
    return;
  }
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (!isEnumValue(ApplicationIntegrationType, item)) {
      c.path.push('integration_types');
      c.add(
        i,
        FieldErrorCodes.Choices,
        `Value must be one of ${enumValueList(ApplicationIntegrationType)} (got ${show(item)}) — use ApplicationIntegrationType`,
      );
      c.path.pop();
    }
  }
}

function checkContexts(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    c.add(
      'contexts',
      FieldErrorCodes.ListType,
      `Expected an array or null, got ${jsonType(value)} — e.g. [0, 1, 2]`,
    );
    return;
  }
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (!isEnumValue(InteractionContextType, item)) {
      c.path.push('contexts');
      c.add(
        i,
        FieldErrorCodes.Choices,
        `Value must be one of ${enumValueList(InteractionContextType)} (got ${show(item)}) — use InteractionContextType`,
      );
      c.path.pop();
    }
  }
}
