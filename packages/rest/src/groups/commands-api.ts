import {
  type APIApplicationCommand,
  Endpoints,
  type RESTPatchAPIApplicationCommandJSONBody,
  type RESTPostAPIApplicationCommandJSONBody,
  type RESTPutAPIApplicationCommandsJSONBodyItem,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions, ListCommandsOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { CommandUpsertResult } from '../command-upsert-result.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The app's commands, global and per guild (`rest.commands`): list, create (or see whether a create was
 * new), fetch, edit, delete and bulk overwrite. A token with `applications.commands.update` may call them
 * as the bot does (`authPrefix: 'Bearer'`).
 * @example
 * const commands = await rest.commands.getGlobalCommands(appId, { withLocalizations: true });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#endpoints | Application command endpoints}
 */
export class CommandsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Lists the app's global commands; `withLocalizations` returns full localization maps, `locale` picks the
   * language of `name_localized`.
   * @example
   * const commands = await rest.commands.getGlobalCommands(appId, { withLocalizations: true });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-global-application-commands | Get Global Application Commands}
   */
  getGlobalCommands(
    applicationId: Snowflake,
    options?: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#core.send(
      Endpoints.listApplicationCommands,
      { applicationId },
      undefined,
      this.#list(options),
    );
  }

  /**
   * Creates a global command, or overwrites the one with the same name and type (an upsert, so it is safe
   * to retry); resolves with the stored command. {@link CommandsAPI.upsertGlobalCommand} also says which it was.
   * @example
   * await rest.commands.createGlobalCommand(appId, { name: 'ping', description: 'Replies with pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command | Create Global Application Command}
   */
  createGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#core.send(Endpoints.createApplicationCommand, { applicationId }, body, options);
  }

  /**
   * Creates or overwrites a global command, like {@link CommandsAPI.createGlobalCommand}, and tells which
   * happened: `created` is `true` for a new command (201) and `false` when a same-name command was
   * overwritten (200).
   * @example
   * const { command, created } = await rest.commands.upsertGlobalCommand(appId, { name: 'ping', description: 'Pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-global-application-command | Create Global Application Command}
   */
  async upsertGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    const answer = await this.#core.sendWithStatus(
      Endpoints.createApplicationCommand,
      { applicationId },
      body,
      options,
    );
    return { command: answer.body, created: answer.status === 201 };
  }

  /**
   * Fetches one global command.
   * @example
   * const command = await rest.commands.getGlobalCommand(appId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-global-application-command | Get Global Application Command}
   */
  getGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#core.send(Endpoints.getApplicationCommand, { applicationId, commandId }, undefined, options);
  }

  /**
   * Edits a global command; every field given replaces the stored value entirely, `type` cannot change.
   * @example
   * await rest.commands.editGlobalCommand(appId, commandId, { description: 'New text' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-global-application-command | Edit Global Application Command}
   */
  editGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#core.send(Endpoints.updateApplicationCommand, { applicationId, commandId }, body, options);
  }

  /**
   * Deletes a global command (and its permissions in every guild). A retry that finds the command already
   * gone (10063) resolves: the earlier attempt deleted it.
   * @example
   * await rest.commands.deleteGlobalCommand(appId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#delete-global-application-command | Delete Global Application Command}
   */
  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#core.send(
      Endpoints.deleteApplicationCommand,
      { applicationId, commandId },
      undefined,
      options,
    );
  }

  /**
   * Replaces the app's whole global command list (every type) with `bodies`; commands that do not exist
   * yet count toward the daily create limit. Prefer `rest.syncCommands`, which writes only what changed.
   * @example
   * await rest.commands.bulkOverwriteGlobalCommands(appId, [{ name: 'ping', description: 'Pong' }]);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands | Bulk Overwrite Global Application Commands}
   */
  bulkOverwriteGlobalCommands(
    applicationId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#core.send(Endpoints.bulkSetApplicationCommands, { applicationId }, bodies, options);
  }

  /**
   * Lists the app's commands in one guild; options as in {@link CommandsAPI.getGlobalCommands}.
   * @example
   * const commands = await rest.commands.getGuildCommands(appId, guildId, { locale: 'fr' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-guild-application-commands | Get Guild Application Commands}
   */
  getGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]> {
    const params = { applicationId, guildId };
    return this.#core.send(Endpoints.listGuildApplicationCommands, params, undefined, this.#list(options));
  }

  /**
   * Creates a guild command, or overwrites the same-name one (an upsert, safe to retry); effective at once.
   * {@link CommandsAPI.upsertGuildCommand} also says which it was.
   * @example
   * await rest.commands.createGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command | Create Guild Application Command}
   */
  createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#core.send(
      Endpoints.createGuildApplicationCommand,
      { applicationId, guildId },
      body,
      options,
    );
  }

  /**
   * Creates or overwrites a guild command, like {@link CommandsAPI.createGuildCommand}, and tells which
   * happened (`created`: 201 new, or 200 overwrote the same-name command).
   * @example
   * const { created } = await rest.commands.upsertGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#create-guild-application-command | Create Guild Application Command}
   */
  async upsertGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    const params = { applicationId, guildId };
    const answer = await this.#core.sendWithStatus(
      Endpoints.createGuildApplicationCommand,
      params,
      body,
      options,
    );
    return { command: answer.body, created: answer.status === 201 };
  }

  /**
   * Fetches one guild command.
   * @example
   * const command = await rest.commands.getGuildCommand(appId, guildId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#get-guild-application-command | Get Guild Application Command}
   */
  getGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    const params = { applicationId, guildId, commandId };
    return this.#core.send(Endpoints.getGuildApplicationCommand, params, undefined, options);
  }

  /**
   * Edits a guild command; given fields replace stored values entirely.
   * @example
   * await rest.commands.editGuildCommand(appId, guildId, commandId, { nsfw: true });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-guild-application-command | Edit Guild Application Command}
   */
  editGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    const params = { applicationId, guildId, commandId };
    return this.#core.send(Endpoints.updateGuildApplicationCommand, params, body, options);
  }

  /**
   * Deletes a guild command (and its permissions); a retry that finds it already gone (10063) resolves.
   * @example
   * await rest.commands.deleteGuildCommand(appId, guildId, commandId);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#delete-guild-application-command | Delete Guild Application Command}
   */
  deleteGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    const params = { applicationId, guildId, commandId };
    return this.#core.send(Endpoints.deleteGuildApplicationCommand, params, undefined, options);
  }

  /**
   * Replaces the app's whole command list in one guild; items may carry the `id` they replace.
   * @example
   * await rest.commands.bulkOverwriteGuildCommands(appId, guildId, [{ name: 'ping', description: 'Pong' }]);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-guild-application-commands | Bulk Overwrite Guild Application Commands}
   */
  bulkOverwriteGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#core.send(
      Endpoints.bulkSetGuildApplicationCommands,
      { applicationId, guildId },
      bodies,
      options,
    );
  }

  // The list read of either scope: `withLocalizations` and the locale header (the client's by default).
  #list(options: ListCommandsOptions = {}) {
    const { withLocalizations, locale, ...call } = options;
    return {
      ...call,
      ...(withLocalizations ? { query: { with_localizations: true } } : {}),
      locale: locale ?? this.#core.locale,
    };
  }
}
