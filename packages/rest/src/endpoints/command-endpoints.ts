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
import type { RESTCore } from '../client/rest-core.js';
import { commandsTarget, commandTarget } from '../client/route-templates.js';
import type { CommandUpsertResult } from '../command-upsert-result.js';
import type { Encodable } from '../json-encodable.js';
import type { CommandMethods } from './command-methods.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The command endpoints, over the request core: what {@link CommandMethods} documents. */
export class CommandEndpoints implements CommandMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

  // ── Global commands ────────────────────────────────────────────────────────────────────────────────

  getGlobalCommands(
    applicationId: Snowflake,
    options: ListCommandsOptions = {},
  ): Promise<APIApplicationCommand[]> {
    return this.#list(commandsTarget(applicationId, undefined), options);
  }

  async createGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return (await this.upsertGlobalCommand(applicationId, body, options)).command;
  }

  upsertGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    return this.#upsert(commandsTarget(applicationId, undefined), body, options);
  }

  getGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('GET', commandTarget(applicationId, undefined, commandId), undefined, options);
  }

  editGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('PATCH', commandTarget(applicationId, undefined, commandId), body, options);
  }

  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#botCall('DELETE', commandTarget(applicationId, undefined, commandId), undefined, options);
  }

  bulkOverwriteGlobalCommands(
    applicationId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#botCall('PUT', commandsTarget(applicationId, undefined), bodies, options);
  }

  // ── Guild commands ─────────────────────────────────────────────────────────────────────────────────

  getGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    options: ListCommandsOptions = {},
  ): Promise<APIApplicationCommand[]> {
    return this.#list(commandsTarget(applicationId, guildId), options);
  }

  async createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return (await this.upsertGuildCommand(applicationId, guildId, body, options)).command;
  }

  upsertGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    return this.#upsert(commandsTarget(applicationId, guildId), body, options);
  }

  getGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('GET', commandTarget(applicationId, guildId, commandId), undefined, options);
  }

  editGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#botCall('PATCH', commandTarget(applicationId, guildId, commandId), body, options);
  }

  deleteGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#botCall('DELETE', commandTarget(applicationId, guildId, commandId), undefined, options);
  }

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
    return this.#core.call({
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
    const { status, body: command } = await this.#core.callWithStatus<APIApplicationCommand>({
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
    return this.#core.call({
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
