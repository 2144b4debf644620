import { ApplicationCommandType } from '../enums/application-command-type.js';
import { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import type { APIApplicationCommand } from '../types/application-command.js';
import type { RESTPostAPIApplicationCommandJSONBody } from '../types/application-command-bodies.js';
import type { APIApplicationCommandOption } from '../types/application-command-option.js';
import { storedLocalizations } from './stored-localizations.js';
import { storedOption } from './stored-option.js';

/** Whether a command lives in one guild or globally: some defaults differ. */
export type CommandScope = 'global' | 'guild';

/** What {@link storedCommand} needs to know besides the body. */
export interface StoredCommandOptions {
  scope: CommandScope;
  /**
   * The installation contexts the app is configured with: the default `integration_types` of its global
   * commands. Default `[0]` (GUILD_INSTALL), the default of an app without user install.
   */
  appIntegrationTypes?: readonly ApplicationIntegrationType[] | undefined;
}

/**
 * A command as the service stores it, without the fields the service assigns (`id`, `application_id`,
 * `version`, `guild_id`).
 */
export type StoredCommand = Omit<APIApplicationCommand, 'id' | 'application_id' | 'version' | 'guild_id'>;

/** A create body, or a command as the service returned it (its own ids and `*_localized` fields are dropped). */
export type StorableCommand = RESTPostAPIApplicationCommandJSONBody | APIApplicationCommand;

const defaultAppIntegrationTypes = [ApplicationIntegrationType.GuildInstall] as const;

/**
 * What the service stores for a command body: known fields only, in the service's order, with every
 * default it echoes filled in — `type` 1, `nsfw` false, `default_member_permissions` null (`"0"` for the
 * deprecated `default_permission: false`), `default_permission` true unless sent, `dm_permission` true on global commands only, `contexts` null,
 * `integration_types` the app's default on global commands and `[0]` on guild commands, `description` ""
 * and no options on USER and MESSAGE commands, `handler` 1 on PRIMARY_ENTRY_POINT commands — and
 * localized values equal to the default dropped. Idempotent: a stored command stores as itself, so a body
 * and the command the service returned for it give equal results (compare them with
 * `commandDifferences`).
 * @example
 * storedCommand({ name: 'ping', description: 'Pong' }, { scope: 'guild' }).integration_types; // [0]
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
 */
export function storedCommand(command: StorableCommand, options: StoredCommandOptions): StoredCommand {
  const body = command as RESTPostAPIApplicationCommandJSONBody;
  const type = body.type ?? ApplicationCommandType.ChatInput;
  const global = options.scope === 'global';
  const contextMenu = type === ApplicationCommandType.User || type === ApplicationCommandType.Message;
  // The deprecated `default_permission: false` means "disabled for everyone but admins", i.e. "0"; an
  // explicit `default_member_permissions` (null included) wins.
  const defaultMemberPermissions =
    body.default_member_permissions === undefined && body.default_permission === false
      ? '0'
      : (body.default_member_permissions ?? null);
  const description = contextMenu ? '' : (body.description ?? '');
  const stored: StoredCommand = {
    default_member_permissions: defaultMemberPermissions,
    // Echoed as sent, true by default; deprecated, and kept only so an old client reads back what it set.
    default_permission: body.default_permission ?? true,
    type,
    name: body.name,
    name_localizations: storedLocalizations(body.name_localizations, body.name),
    description,
    description_localizations: contextMenu
      ? null
      : storedLocalizations(body.description_localizations, description),
  };
  // Only slash commands take options (USER and MESSAGE commands take no arguments, as the service does).
  if (type === ApplicationCommandType.ChatInput && Array.isArray(body.options) && body.options.length > 0) {
    stored.options = body.options.map((option: APIApplicationCommandOption) => storedOption(option));
  }
  // dm_permission exists only on global commands.
  if (global) stored.dm_permission = body.dm_permission ?? true;
  stored.contexts = body.contexts ? [...body.contexts] : null;
  stored.integration_types = body.integration_types
    ? [...body.integration_types]
    : global
      ? [...(options.appIntegrationTypes ?? defaultAppIntegrationTypes)]
      : [ApplicationIntegrationType.GuildInstall];
  stored.nsfw = body.nsfw ?? false;
  if (type === ApplicationCommandType.PrimaryEntryPoint) {
    stored.handler = body.handler ?? EntryPointCommandHandlerType.AppHandler;
  }
  return stored;
}
