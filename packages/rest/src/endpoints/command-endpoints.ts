import {
  type APIApplicationCommand,
  RESTJSONErrorCodes,
  type RESTPatchAPIApplicationCommandJSONBody,
  type RESTPostAPIApplicationCommandJSONBody,
  type RESTPutAPIApplicationCommandsJSONBodyItem,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions, ListCommandsOptions } from '../call-options.js';
import type { Target } from '../client/endpoint-call.js';
import { RESTCore } from '../client/rest-core.js';
import { commandsTarget, commandTarget } from '../client/route-templates.js';
import type { CommandUpsertResult } from '../command-upsert-result.js';
import type { Encodable } from '../json-encodable.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The command endpoints of {@link REST}, global and per guild: list, create (or see whether a create was new),
 * fetch, edit, delete and bulk overwrite.
 */
export abstract class CommandEndpoints extends RESTCore {
  // ── Global commands ────────────────────────────────────────────────────────────────────────────────

  /**
   * Lists the app's global commands; `withLocalizations` returns full localization maps, `locale` picks the
   * language of `name_localized`.
   * @example
   * const commands = await rest.getGlobalCommands(appId, { withLocalizations: true });
   * @see spec "Global commands"
   */
  getGlobalCommands(
    applicationId: Snowflake,
    options: ListCommandsOptions = {},
  ): Promise<APIApplicationCommand[]> {
    return this.#list(commandsTarget(applicationId, undefined), options);
  }

  /**
   * Creates a global command, or overwrites the one with the same name and type (an upsert, so it is safe
   * to retry); resolves with the stored command. {@link REST.upsertGlobalCommand} also says which it was.
   * @example
   * await rest.createGlobalCommand(appId, { name: 'ping', description: 'Replies with pong' });
   * @see spec "Global commands"
   */
  async createGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return (await this.upsertGlobalCommand(applicationId, body, options)).command;
  }

  /**
   * Creates or overwrites a global command, like {@link REST.createGlobalCommand}, and tells which happened:
   * `created` is `true` for a new command (201) and `false` when a same-name command was overwritten (200).
   * @example
   * const { command, created } = await rest.upsertGlobalCommand(appId, { name: 'ping', description: 'Pong' });
   * @see spec "Global commands"
   */
  upsertGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    return this.#upsert(commandsTarget(applicationId, undefined), body, options);
  }

  /**
   * Fetches one global command.
   * @example
   * const command = await rest.getGlobalCommand(appId, commandId);
   * @see spec "Global commands"
   */
  getGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('GET', commandTarget(applicationId, undefined, commandId), undefined, options);
  }

  /**
   * Edits a global command; every field given replaces the stored value entirely, `type` cannot change.
   * @example
   * await rest.editGlobalCommand(appId, commandId, { description: 'New text' });
   * @see spec "Global commands"
   */
  editGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('PATCH', commandTarget(applicationId, undefined, commandId), body, options);
  }

  /**
   * Deletes a global command (and its permissions in every guild). A retry that finds the command already
   * gone (10063) resolves: the earlier attempt deleted it.
   * @example
   * await rest.deleteGlobalCommand(appId, commandId);
   * @see spec "Global commands"
   */
  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#botCall('DELETE', commandTarget(applicationId, undefined, commandId), undefined, options);
  }

  /**
   * Replaces the app's whole global command list (every type) with `bodies`; commands that do not exist
   * yet count toward the daily create limit. Prefer {@link syncCommands}, which writes only what changed.
   * @example
   * await rest.bulkOverwriteGlobalCommands(appId, [{ name: 'ping', description: 'Pong' }]);
   * @see service-facts "Endpoints left out of the spec"
   */
  bulkOverwriteGlobalCommands(
    applicationId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#botCall('PUT', commandsTarget(applicationId, undefined), bodies, options);
  }

  // ── Guild commands ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Lists the app's commands in one guild; options as in {@link REST.getGlobalCommands}.
   * @example
   * const commands = await rest.getGuildCommands(appId, guildId, { locale: 'fr' });
   * @see spec "Guild commands"
   */
  getGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    options: ListCommandsOptions = {},
  ): Promise<APIApplicationCommand[]> {
    return this.#list(commandsTarget(applicationId, guildId), options);
  }

  /**
   * Creates a guild command, or overwrites the same-name one (an upsert, safe to retry); effective at once.
   * {@link REST.upsertGuildCommand} also says which it was.
   * @example
   * await rest.createGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see spec "Guild commands"
   */
  async createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return (await this.upsertGuildCommand(applicationId, guildId, body, options)).command;
  }

  /**
   * Creates or overwrites a guild command, like {@link REST.createGuildCommand}, and tells which happened
   * (`created`: 201 new, or 200 overwrote the same-name command).
   * @example
   * const { created } = await rest.upsertGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see spec "Guild commands"
   */
  upsertGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    return this.#upsert(commandsTarget(applicationId, guildId), body, options);
  }

  /**
   * Fetches one guild command.
   * @example
   * const command = await rest.getGuildCommand(appId, guildId, commandId);
   * @see spec "Guild commands"
   */
  getGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('GET', commandTarget(applicationId, guildId, commandId), undefined, options);
  }

  /**
   * Edits a guild command; given fields replace stored values entirely.
   * @example
   * await rest.editGuildCommand(appId, guildId, commandId, { nsfw: true });
   * @see spec "Guild commands"
   */
  editGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('PATCH', commandTarget(applicationId, guildId, commandId), body, options);
  }

  /**
   * Deletes a guild command (and its permissions); a retry that finds it already gone (10063) resolves.
   * @example
   * await rest.deleteGuildCommand(appId, guildId, commandId);
   * @see spec "Guild commands"
   */
  deleteGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#botCall('DELETE', commandTarget(applicationId, guildId, commandId), undefined, options);
  }

  /**
   * Replaces the app's whole command list in one guild; items may carry the `id` they replace.
   * @example
   * await rest.bulkOverwriteGuildCommands(appId, guildId, [{ name: 'ping', description: 'Pong' }]);
   * @see service-facts "Endpoints left out of the spec"
   */
  bulkOverwriteGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#botCall('PUT', commandsTarget(applicationId, guildId), bodies, options);
  }

  // The list read of either scope: `withLocalizations` and the locale header on top of a plain GET.
  #list(target: Target, options: ListCommandsOptions): Promise<APIApplicationCommand[]> {
    return this.call({
      method: 'GET',
      ...target,
      auth: true,
      replay: 'always',
      query: options.withLocalizations ? 'with_localizations=true' : undefined,
      locale: options.locale,
      defaultLocale: true,
      options,
    });
  }

  // A create is an upsert by name; the status tells a new command (201) from an overwritten one (200).
  async #upsert(
    target: Target,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options: CallOptions | undefined,
  ): Promise<CommandUpsertResult> {
    const { status, body: command } = await this.callWithStatus<APIApplicationCommand>({
      method: 'POST',
      ...target,
      auth: true,
      replay: 'always',
      body,
      options,
    });
    return { command, created: status === 201 };
  }

  // Every other command endpoint: the bot's token, and always safe to replay (reads, PATCH, PUT and DELETE
  // are idempotent); a DELETE retried after its answer was lost finds the command gone, which is success.
  #botCall<T>(method: Method, target: Target, body: unknown, options: CallOptions | undefined): Promise<T> {
    return this.call({
      method,
      ...target,
      auth: true,
      replay: 'always',
      body,
      options,
      ...(method === 'DELETE' ? { goneCode: RESTJSONErrorCodes.UnknownApplicationCommand } : {}),
    });
  }
}
