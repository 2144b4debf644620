import type {
  APIApplicationCommand,
  RESTPatchAPIApplicationCommandJSONBody,
  RESTPostAPIApplicationCommandJSONBody,
  RESTPutAPIApplicationCommandsJSONBodyItem,
  Snowflake,
} from '@slashkit/api';
import type { CallOptions, ListCommandsOptions } from '../call-options.js';
import type { CommandUpsertResult } from '../command-upsert-result.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The command methods of `REST`, global and per guild: list, create (or see whether a create was new),
 * fetch, edit, delete and bulk overwrite.
 * @example
 * const commands: CommandMethods = new REST({ token });
 * @see README "Methods"
 */
export interface CommandMethods {
  /**
   * Lists the app's global commands; `withLocalizations` returns full localization maps, `locale` picks the
   * language of `name_localized`.
   * @example
   * const commands = await rest.getGlobalCommands(appId, { withLocalizations: true });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-global-application-commands | Get Global Application Commands}
   */
  getGlobalCommands(
    applicationId: Snowflake,
    options?: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]>;

  /**
   * Creates a global command, or overwrites the one with the same name and type (an upsert, so it is safe
   * to retry); resolves with the stored command. {@link CommandMethods.upsertGlobalCommand} also says which it was.
   * @example
   * await rest.createGlobalCommand(appId, { name: 'ping', description: 'Replies with pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command | Create Global Application Command}
   */
  createGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand>;

  /**
   * Creates or overwrites a global command, like {@link CommandMethods.createGlobalCommand}, and tells which happened:
   * `created` is `true` for a new command (201) and `false` when a same-name command was overwritten (200).
   * @example
   * const { command, created } = await rest.upsertGlobalCommand(appId, { name: 'ping', description: 'Pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command | Create Global Application Command}
   */
  upsertGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult>;

  /**
   * Fetches one global command.
   * @example
   * const command = await rest.getGlobalCommand(appId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-global-application-command | Get Global Application Command}
   */
  getGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand>;

  /**
   * Edits a global command; every field given replaces the stored value entirely, `type` cannot change.
   * @example
   * await rest.editGlobalCommand(appId, commandId, { description: 'New text' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-global-application-command | Edit Global Application Command}
   */
  editGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand>;

  /**
   * Deletes a global command (and its permissions in every guild). A retry that finds the command already
   * gone (10063) resolves: the earlier attempt deleted it.
   * @example
   * await rest.deleteGlobalCommand(appId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#delete-global-application-command | Delete Global Application Command}
   */
  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options?: CallOptions): Promise<void>;

  /**
   * Replaces the app's whole global command list (every type) with `bodies`; commands that do not exist
   * yet count toward the daily create limit. Prefer {@link syncCommands}, which writes only what changed.
   * @example
   * await rest.bulkOverwriteGlobalCommands(appId, [{ name: 'ping', description: 'Pong' }]);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands | Bulk Overwrite Global Application Commands}
   */
  bulkOverwriteGlobalCommands(
    applicationId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]>;

  /**
   * Lists the app's commands in one guild; options as in {@link CommandMethods.getGlobalCommands}.
   * @example
   * const commands = await rest.getGuildCommands(appId, guildId, { locale: 'fr' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-guild-application-commands | Get Guild Application Commands}
   */
  getGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]>;

  /**
   * Creates a guild command, or overwrites the same-name one (an upsert, safe to retry); effective at once.
   * {@link CommandMethods.upsertGuildCommand} also says which it was.
   * @example
   * await rest.createGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command | Create Guild Application Command}
   */
  createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand>;

  /**
   * Creates or overwrites a guild command, like {@link CommandMethods.createGuildCommand}, and tells which happened
   * (`created`: 201 new, or 200 overwrote the same-name command).
   * @example
   * const { created } = await rest.upsertGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command | Create Guild Application Command}
   */
  upsertGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult>;

  /**
   * Fetches one guild command.
   * @example
   * const command = await rest.getGuildCommand(appId, guildId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-guild-application-command | Get Guild Application Command}
   */
  getGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand>;

  /**
   * Edits a guild command; given fields replace stored values entirely.
   * @example
   * await rest.editGuildCommand(appId, guildId, commandId, { nsfw: true });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-guild-application-command | Edit Guild Application Command}
   */
  editGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand>;

  /**
   * Deletes a guild command (and its permissions); a retry that finds it already gone (10063) resolves.
   * @example
   * await rest.deleteGuildCommand(appId, guildId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#delete-guild-application-command | Delete Guild Application Command}
   */
  deleteGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<void>;

  /**
   * Replaces the app's whole command list in one guild; items may carry the `id` they replace.
   * @example
   * await rest.bulkOverwriteGuildCommands(appId, guildId, [{ name: 'ping', description: 'Pong' }]);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-guild-application-commands | Bulk Overwrite Guild Application Commands}
   */
  bulkOverwriteGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]>;
}
