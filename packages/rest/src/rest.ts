import type {
  APIApplication,
  APIApplicationCommand,
  APIGatewayBotInfo,
  APIGatewayInfo,
  APIGuildApplicationCommandPermissions,
  APIInteractionResponse,
  APIInteractionResponseMessageData,
  APIMessage,
  RESTPatchAPIApplicationCommandJSONBody,
  RESTPostAPIApplicationCommandJSONBody,
  RESTPostAPIInteractionCallbackWithResponseResult,
  RESTPutAPIApplicationCommandPermissionsJSONBody,
  RESTPutAPIApplicationCommandsJSONBodyItem,
  Snowflake,
} from '@slashkit/api';
import { BotResourcesClient } from './bot-resources-client.js';
import type { CallOptions, EditCommandPermissionsOptions, ListCommandsOptions } from './call-options.js';
import { RESTCore } from './client/rest-core.js';
import type { CommandUpsertResult } from './command-upsert-result.js';
import { ApplicationEndpoints } from './endpoints/application-endpoints.js';
import type { ApplicationMethods } from './endpoints/application-methods.js';
import { CommandEndpoints } from './endpoints/command-endpoints.js';
import type { CommandMethods } from './endpoints/command-methods.js';
import { InteractionEndpoints } from './endpoints/interaction-endpoints.js';
import type { InteractionMethods } from './endpoints/interaction-methods.js';
import type { InteractionResponseOptions } from './endpoints/interaction-response-options.js';
import { PermissionEndpoints } from './endpoints/permission-endpoints.js';
import type { PermissionMethods } from './endpoints/permission-methods.js';
import type { MessageCallOptions } from './files/message-call-options.js';
import type { Encodable } from './json-encodable.js';
import type { RateLimiter } from './rate-limits/rate-limiter.js';
import type { RequestOptions } from './request-options.js';
import type { RESTOptions } from './rest-options.js';
import type { CommandSyncClient } from './sync/command-sync-client.js';
import { syncCommands } from './sync/sync-commands.js';
import type { SyncCommandsOptions } from './sync/sync-commands-options.js';
import type { SyncResult } from './sync/sync-result.js';

/**
 * The HTTP client for every command, permission and interaction endpoint, and what a bot reads at start-up
 * (its application, the gateway): typed methods, learned rate limits, bounded retries, per-attempt
 * deadlines, a response-size cap, typed errors, and command sync. Works against the real service by default
 * and against the emulator with `baseUrl: emulator.apiBaseUrl`. One flat set of methods (documented by
 * {@link CommandMethods}, {@link PermissionMethods}, {@link InteractionMethods},
 * {@link ApplicationMethods}, and what a bot also calls, inherited from {@link BotResourcesClient}), each
 * handed to its endpoint group, every group over one request core. The
 * token sits in private fields, so logging or serialising a client never shows it.
 * @example
 * const rest = new REST({ token: process.env.BOT_TOKEN });
 * const commands = await rest.getGlobalCommands(appId, { withLocalizations: true });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands | Application commands}
 */
export class REST
  extends BotResourcesClient
  implements CommandMethods, PermissionMethods, InteractionMethods, ApplicationMethods, CommandSyncClient
{
  /** The API base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
  /** The rate limiter in use (shared if one was passed in). */
  readonly rateLimiter: RateLimiter;
  readonly #core: RESTCore;
  readonly #commands: CommandEndpoints;
  readonly #permissions: PermissionEndpoints;
  readonly #interactions: InteractionEndpoints;
  readonly #applications: ApplicationEndpoints;

  constructor(options: RESTOptions = {}) {
    const core = new RESTCore(options);
    super(core);
    this.#core = core;
    this.baseUrl = core.baseUrl;
    this.rateLimiter = core.rateLimiter;
    this.#commands = new CommandEndpoints(core);
    this.#permissions = new PermissionEndpoints(core);
    this.#interactions = new InteractionEndpoints(core);
    this.#applications = new ApplicationEndpoints(core);
  }

  /**
   * Sends any request through the client's pipeline (auth, rate limits, retries, typed errors).
   * @example
   * const keys = await rest.request<{ keys: unknown[] }>({ method: 'GET', path: '/oauth2/keys', auth: false });
   * @see README "Methods"
   */
  request<T = unknown>(options: RequestOptions): Promise<T> {
    return this.#core.request<T>(options);
  }

  /**
   * Brings the service's commands in line with `options.commands` using the fewest writes; see
   * {@link syncCommands}.
   * @example
   * const result = await rest.syncCommands({ applicationId, commands, deleteUnknown: true });
   * @see README "Command sync"
   */
  syncCommands(options: SyncCommandsOptions): Promise<SyncResult> {
    return syncCommands(this, options);
  }

  /** {@inheritDoc CommandMethods.getGlobalCommands} */
  getGlobalCommands(
    applicationId: Snowflake,
    options?: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#commands.getGlobalCommands(applicationId, options);
  }

  /** {@inheritDoc CommandMethods.createGlobalCommand} */
  createGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#commands.createGlobalCommand(applicationId, body, options);
  }

  /** {@inheritDoc CommandMethods.upsertGlobalCommand} */
  upsertGlobalCommand(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    return this.#commands.upsertGlobalCommand(applicationId, body, options);
  }

  /** {@inheritDoc CommandMethods.getGlobalCommand} */
  getGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#commands.getGlobalCommand(applicationId, commandId, options);
  }

  /** {@inheritDoc CommandMethods.editGlobalCommand} */
  editGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#commands.editGlobalCommand(applicationId, commandId, body, options);
  }

  /** {@inheritDoc CommandMethods.deleteGlobalCommand} */
  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#commands.deleteGlobalCommand(applicationId, commandId, options);
  }

  /** {@inheritDoc CommandMethods.bulkOverwriteGlobalCommands} */
  bulkOverwriteGlobalCommands(
    applicationId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#commands.bulkOverwriteGlobalCommands(applicationId, bodies, options);
  }

  /** {@inheritDoc CommandMethods.getGuildCommands} */
  getGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#commands.getGuildCommands(applicationId, guildId, options);
  }

  /** {@inheritDoc CommandMethods.createGuildCommand} */
  createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#commands.createGuildCommand(applicationId, guildId, body, options);
  }

  /** {@inheritDoc CommandMethods.upsertGuildCommand} */
  upsertGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Encodable<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<CommandUpsertResult> {
    return this.#commands.upsertGuildCommand(applicationId, guildId, body, options);
  }

  /** {@inheritDoc CommandMethods.getGuildCommand} */
  getGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#commands.getGuildCommand(applicationId, guildId, commandId, options);
  }

  /** {@inheritDoc CommandMethods.editGuildCommand} */
  editGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.#commands.editGuildCommand(applicationId, guildId, commandId, body, options);
  }

  /** {@inheritDoc CommandMethods.deleteGuildCommand} */
  deleteGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#commands.deleteGuildCommand(applicationId, guildId, commandId, options);
  }

  /** {@inheritDoc CommandMethods.bulkOverwriteGuildCommands} */
  bulkOverwriteGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    bodies: ReadonlyArray<Encodable<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.#commands.bulkOverwriteGuildCommands(applicationId, guildId, bodies, options);
  }

  /** {@inheritDoc PermissionMethods.getGuildCommandPermissions} */
  getGuildCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions[]> {
    return this.#permissions.getGuildCommandPermissions(applicationId, guildId, options);
  }

  /** {@inheritDoc PermissionMethods.getCommandPermissions} */
  getCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    return this.#permissions.getCommandPermissions(applicationId, guildId, commandId, options);
  }

  /** {@inheritDoc PermissionMethods.editCommandPermissions} */
  editCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Encodable<RESTPutAPIApplicationCommandPermissionsJSONBody>,
    options?: EditCommandPermissionsOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    return this.#permissions.editCommandPermissions(applicationId, guildId, commandId, body, options);
  }

  /**
   * Answers an interaction through the callback endpoint (no Authorization header; exempt from the global
   * limit; never replayed after an ambiguous failure); with `withResponse`, resolves with the created
   * resource. See {@link InteractionMethods}.
   * @example
   * await rest.createInteractionResponse(interaction.id, interaction.token, { type: 4, data: { content: 'Hi' } });
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options: InteractionResponseOptions & { withResponse: true },
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult>;
  /**
   * Answers an interaction through the callback endpoint; resolves with the created resource only when
   * `options.withResponse` is true, otherwise with `undefined`. See {@link InteractionMethods}.
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options?: InteractionResponseOptions,
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined>;
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options?: InteractionResponseOptions,
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined> {
    return this.#interactions.createInteractionResponse(interactionId, interactionToken, body, options);
  }

  /** {@inheritDoc InteractionMethods.getOriginalInteractionResponse} */
  getOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#interactions.getOriginalInteractionResponse(applicationId, interactionToken, options);
  }

  /** {@inheritDoc InteractionMethods.editOriginalInteractionResponse} */
  editOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#interactions.editOriginalInteractionResponse(applicationId, interactionToken, body, options);
  }

  /** {@inheritDoc InteractionMethods.deleteOriginalInteractionResponse} */
  deleteOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<void> {
    return this.#interactions.deleteOriginalInteractionResponse(applicationId, interactionToken, options);
  }

  /** {@inheritDoc InteractionMethods.createFollowupMessage} */
  createFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#interactions.createFollowupMessage(applicationId, interactionToken, body, options);
  }

  /** {@inheritDoc InteractionMethods.getFollowupMessage} */
  getFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#interactions.getFollowupMessage(applicationId, interactionToken, messageId, options);
  }

  /** {@inheritDoc InteractionMethods.editFollowupMessage} */
  editFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#interactions.editFollowupMessage(applicationId, interactionToken, messageId, body, options);
  }

  /** {@inheritDoc InteractionMethods.deleteFollowupMessage} */
  deleteFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#interactions.deleteFollowupMessage(applicationId, interactionToken, messageId, options);
  }

  /** {@inheritDoc ApplicationMethods.getCurrentApplication} */
  getCurrentApplication(options?: CallOptions): Promise<APIApplication> {
    return this.#applications.getCurrentApplication(options);
  }

  /** {@inheritDoc ApplicationMethods.getGateway} */
  getGateway(options?: CallOptions): Promise<APIGatewayInfo> {
    return this.#applications.getGateway(options);
  }

  /** {@inheritDoc ApplicationMethods.getGatewayBot} */
  getGatewayBot(options?: CallOptions): Promise<APIGatewayBotInfo> {
    return this.#applications.getGatewayBot(options);
  }
}
