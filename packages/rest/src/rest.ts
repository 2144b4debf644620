import {
  type APIApplicationCommand,
  type APIErrorBody,
  type APIGuildApplicationCommandPermissions,
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  DefaultBaseUrl,
  type RESTPatchAPIApplicationCommandJSONBody,
  type RESTPostAPIApplicationCommandJSONBody,
  type RESTPostAPIInteractionCallbackWithResponseResult,
  type RESTPutAPIApplicationCommandPermissionsJSONBody,
  type RESTPutAPIApplicationCommandsJSONBodyItem,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type {
  CallOptions,
  EditCommandPermissionsOptions,
  InteractionResponseOptions,
  ListCommandsOptions,
} from './call-options.js';
import { APIError } from './errors/api-error.js';
import { HTTPError } from './errors/http-error.js';
import { RESTError } from './errors/rest-error.js';
import type { RESTHooks } from './hooks.js';
import type { JSONEncodable } from './json-encodable.js';
import type { PreparedRequest, RawResponse, ReplayPolicy, Send } from './pipeline/prepared-request.js';
import { sendOverTransport } from './pipeline/send-over-transport.js';
import { withRetries } from './pipeline/with-retries.js';
import { RateLimiter } from './rate-limits/rate-limiter.js';
import type { RequestOptions } from './request-options.js';
import type { RESTOptions } from './rest-options.js';
import { syncCommands } from './sync/sync-commands.js';
import type { SyncCommandsOptions } from './sync/sync-commands-options.js';
import type { SyncResult } from './sync/sync-result.js';
import { defaultTransport } from './transport/default-transport.js';
import { hashSecret } from './util/hash-secret.js';
import { redact } from './util/redact.js';
import { routeTemplate } from './util/route-template.js';
import type { Timers } from './util/timers.js';
import { DefaultUserAgent } from './version.js';

type Body<T> = T | JSONEncodable<T>;

// Route templates come from the same Routes builders as the real paths, so they can never drift apart.
const APP = '{application_id}';
const GUILD = '{guild_id}';
const COMMAND = '{command_id}';
const TOKEN = '{interaction_token}';
const T = {
  commands: Routes.applicationCommands(APP),
  command: Routes.applicationCommand(APP, COMMAND),
  guildCommands: Routes.applicationGuildCommands(APP, GUILD),
  guildCommand: Routes.applicationGuildCommand(APP, GUILD, COMMAND),
  guildPermissions: Routes.guildApplicationCommandsPermissions(APP, GUILD),
  commandPermissions: Routes.applicationCommandPermissions(APP, GUILD, COMMAND),
  callback: Routes.interactionCallback('{interaction_id}', TOKEN),
  webhook: Routes.webhook(APP, TOKEN),
  webhookMessage: Routes.webhookMessage(APP, TOKEN, '{message_id}'),
  original: Routes.webhookMessage(APP, TOKEN, '@original'),
} as const;

const HINTS: Record<number, string> = {
  30032:
    'a scope holds at most 100 CHAT_INPUT, 15 USER, 15 MESSAGE and 1 PRIMARY_ENTRY_POINT commands; delete unused commands first (syncCommands with deleteUnknown: true deletes before it creates).',
  30034:
    'at most 200 commands may be created per day in each scope (every guild, and global); edits do not count. Use syncCommands, which edits changed commands instead of re-creating them, and try again in 24 hours.',
};

interface Route {
  method: RequestOptions['method'];
  path: string;
  route: string;
  majorParameter: string;
  /** `true`: the client's token; `false`: none; a string: this header value. */
  auth: boolean | string;
  replay: ReplayPolicy;
  exemptFromGlobal?: boolean;
  query?: string | undefined;
  body?: unknown;
  locale?: string | undefined;
  secrets?: readonly string[];
  options?: CallOptions | undefined;
  extraHeaders?: Record<string, string>;
}

/** Where a request goes: the real path, its route template, and the major parameter of its bucket. */
type Target = Pick<Route, 'path' | 'route' | 'majorParameter'>;

// The command list of an app: global when `guildId` is undefined, else the one of that guild.
function commandsTarget(applicationId: Snowflake, guildId: Snowflake | undefined): Target {
  return guildId === undefined
    ? { path: Routes.applicationCommands(applicationId), route: T.commands, majorParameter: '' }
    : {
        path: Routes.applicationGuildCommands(applicationId, guildId),
        route: T.guildCommands,
        majorParameter: guildId,
      };
}

// One command of an app: global when `guildId` is undefined, else in that guild.
function commandTarget(
  applicationId: Snowflake,
  guildId: Snowflake | undefined,
  commandId: Snowflake,
): Target {
  return guildId === undefined
    ? { path: Routes.applicationCommand(applicationId, commandId), route: T.command, majorParameter: '' }
    : {
        path: Routes.applicationGuildCommand(applicationId, guildId, commandId),
        route: T.guildCommand,
        majorParameter: guildId,
      };
}

/**
 * The HTTP client for every command, permission and interaction endpoint: typed methods, learned rate
 * limits, bounded retries, typed errors, and command sync. Works against the real service by default and
 * against the emulator with `baseUrl: emulator.apiBaseUrl`.
 * @example
 * const rest = new REST({ token: process.env.BOT_TOKEN });
 * const commands = await rest.getGlobalCommands(appId, { withLocalizations: true });
 * @see spec "Endpoints", service-facts "Endpoints left out of the spec"
 */
export class REST {
  /** The API base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
  /** The rate limiter in use (shared if one was passed in). */
  readonly rateLimiter: RateLimiter;
  private readonly token: string | undefined;
  private readonly authPrefix: 'Bot' | 'Bearer';
  private readonly locale: string | undefined;
  private readonly userAgent: string;
  private readonly timeout: number;
  private readonly send: Send;
  /** What every request must keep out of messages and logs when it names no secrets of its own. */
  private readonly clientSecrets: readonly string[];
  /** The Authorization header of the client's token, built once. */
  private readonly authorization: string | undefined;

  constructor(options: RESTOptions = {}) {
    this.token = options.token;
    this.clientSecrets = Object.freeze(options.token ? [options.token] : []);
    this.authPrefix = options.authPrefix ?? 'Bot';
    this.authorization = options.token ? `${this.authPrefix} ${options.token}` : undefined;
    this.baseUrl = (options.baseUrl ?? DefaultBaseUrl).replace(/\/+$/, '');
    this.locale = options.locale;
    this.userAgent = options.userAgentSuffix
      ? `${DefaultUserAgent} ${options.userAgentSuffix}`
      : DefaultUserAgent;
    this.timeout = options.timeout ?? 15_000;
    const timers: Timers = options.timers ?? {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const logger = options.logger;
    const debug = logger ? (line: string) => logger.debug(`[slashkit/rest] ${line}`) : undefined;
    const hooks = options.hooks ?? {};
    this.rateLimiter =
      options.rateLimiter ??
      new RateLimiter({
        ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
        ...(options.now ? { now: options.now } : {}),
        timers,
        maxWait: options.maxRateLimitWait ?? 60_000,
        ...(options.globalRequestsPerSecond !== undefined
          ? { globalRequestsPerSecond: options.globalRequestsPerSecond }
          : {}),
        ...(hooks.onRateLimit ? { onRateLimit: hooks.onRateLimit } : {}),
        ...(debug ? { debug } : {}),
      });
    const retries =
      typeof options.retries === 'number' ? { limit: options.retries } : (options.retries ?? {});
    const transportSend = sendOverTransport(options.transport ?? defaultTransport());
    const observed = observe(transportSend, this.baseUrl, hooks, debug, options.now ?? Date.now);
    // The layers, innermost first: transport, rate limits (per attempt, 429s), retries (5xx, network).
    this.send = withRetries(this.rateLimiter.wrap(observed), {
      limit: retries.limit ?? 3,
      baseDelay: retries.baseDelay ?? 500,
      maxDelay: retries.maxDelay ?? 10_000,
      timers,
      random: options.random ?? Math.random,
      onRetry: (event) => {
        hooks.onRetry?.(event);
        debug?.(
          `retrying ${event.method} ${event.route} in ${Math.round(event.delay)} ms after ${event.reason}`,
        );
      },
    });
  }

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
    return this.listCommands(commandsTarget(applicationId, undefined), options);
  }

  /**
   * Creates a global command, or overwrites the one with the same name and type (an upsert, so it is safe
   * to retry); resolves with the stored command.
   * @example
   * await rest.createGlobalCommand(appId, { name: 'ping', description: 'Replies with pong' });
   * @see spec "Global commands"
   */
  createGlobalCommand(
    applicationId: Snowflake,
    body: Body<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.botCall('POST', commandsTarget(applicationId, undefined), body, options);
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
    return this.botCall('GET', commandTarget(applicationId, undefined, commandId), undefined, options);
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
    body: Body<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.botCall('PATCH', commandTarget(applicationId, undefined, commandId), body, options);
  }

  /**
   * Deletes a global command (and its permissions in every guild).
   * @example
   * await rest.deleteGlobalCommand(appId, commandId);
   * @see spec "Global commands"
   */
  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options?: CallOptions): Promise<void> {
    return this.botCall('DELETE', commandTarget(applicationId, undefined, commandId), undefined, options);
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
    bodies: ReadonlyArray<Body<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.botCall('PUT', commandsTarget(applicationId, undefined), bodies, options);
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
    return this.listCommands(commandsTarget(applicationId, guildId), options);
  }

  /**
   * Creates a guild command, or overwrites the same-name one (an upsert, safe to retry); effective at once.
   * @example
   * await rest.createGuildCommand(appId, guildId, { name: 'ping', description: 'Pong' });
   * @see spec "Guild commands"
   */
  createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: Body<RESTPostAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.botCall('POST', commandsTarget(applicationId, guildId), body, options);
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
    return this.botCall('GET', commandTarget(applicationId, guildId, commandId), undefined, options);
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
    body: Body<RESTPatchAPIApplicationCommandJSONBody>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand> {
    return this.botCall('PATCH', commandTarget(applicationId, guildId, commandId), body, options);
  }

  /**
   * Deletes a guild command (and its permissions).
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
    return this.botCall('DELETE', commandTarget(applicationId, guildId, commandId), undefined, options);
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
    bodies: ReadonlyArray<Body<RESTPutAPIApplicationCommandsJSONBodyItem>>,
    options?: CallOptions,
  ): Promise<APIApplicationCommand[]> {
    return this.botCall('PUT', commandsTarget(applicationId, guildId), bodies, options);
  }

  // ── Permissions ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Lists the permission overwrites of every command of the app in a guild (an entry whose `id` is the
   * application id holds the app-wide defaults).
   * @example
   * const all = await rest.getGuildCommandPermissions(appId, guildId);
   * @see service-facts "Endpoints left out of the spec"
   */
  getGuildCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions[]> {
    return this.botCall(
      'GET',
      {
        path: Routes.guildApplicationCommandsPermissions(applicationId, guildId),
        route: T.guildPermissions,
        majorParameter: guildId,
      },
      undefined,
      options,
    );
  }

  /**
   * Fetches the permission overwrites of one command in a guild.
   * @example
   * const { permissions } = await rest.getCommandPermissions(appId, guildId, commandId);
   * @see spec "Command permissions"
   */
  getCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options?: CallOptions,
  ): Promise<APIGuildApplicationCommandPermissions> {
    return this.botCall(
      'GET',
      {
        path: Routes.applicationCommandPermissions(applicationId, guildId, commandId),
        route: T.commandPermissions,
        majorParameter: guildId,
      },
      undefined,
      options,
    );
  }

  /**
   * Overwrites one command's permissions in a guild (at most 100 entries). The service accepts only a
   * Bearer token here (scope `applications.commands.permissions.update`, of a user who can manage the guild
   * and its roles): pass it as `bearerToken`, or build the client with `authPrefix: 'Bearer'`; with only a
   * Bot token the call fails before sending. There is no batch edit: the service disabled it, so edit each
   * command on its own.
   * @example
   * await rest.editCommandPermissions(appId, guildId, commandId,
   *   { permissions: [{ id: roleId, type: 1, permission: true }] }, { bearerToken: accessToken });
   * @see spec "Command permissions", service-facts "Authentication"
   */
  editCommandPermissions(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: Body<RESTPutAPIApplicationCommandPermissionsJSONBody>,
    options: EditCommandPermissionsOptions = {},
  ): Promise<APIGuildApplicationCommandPermissions> {
    let bearer = options.bearerToken;
    if (bearer === undefined && this.authPrefix === 'Bearer') bearer = this.token;
    if (!bearer) {
      return Promise.reject(
        new RESTError(
          'BEARER_TOKEN_REQUIRED',
          `PUT ${T.commandPermissions} needs a Bearer token: the service rejects Bot tokens for permission edits. Pass { bearerToken } (an OAuth2 access token with scope applications.commands.permissions.update, of a user who can manage the guild and its roles) as the last argument, or create the client with authPrefix: 'Bearer'.`,
        ),
      );
    }
    return this.run({
      method: 'PUT',
      path: Routes.applicationCommandPermissions(applicationId, guildId, commandId),
      route: T.commandPermissions,
      // Limits of a Bearer token are its own, so keep its requests apart from the bot's buckets.
      majorParameter: `${guildId}:${hashSecret(bearer)}`,
      auth: `Bearer ${bearer}`,
      replay: 'always',
      body,
      secrets: [bearer],
      options,
    });
  }

  // ── Interactions ───────────────────────────────────────────────────────────────────────────────────

  /**
   * Answers an interaction through the callback endpoint (no Authorization header; exempt from the global
   * limit). Never replayed after an ambiguous failure, since a second answer would fail with 40060.
   * With `withResponse`, resolves with the created resource; otherwise with `undefined`.
   * @example
   * await rest.createInteractionResponse(interaction.id, interaction.token, { type: 4, data: { content: 'Hi' } });
   * @see service-facts "Interactions"
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Body<APIInteractionResponse>,
    options: InteractionResponseOptions & { withResponse: true },
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult>;
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Body<APIInteractionResponse>,
    options?: InteractionResponseOptions,
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined>;
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Body<APIInteractionResponse>,
    options: InteractionResponseOptions = {},
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined> {
    return this.run({
      method: 'POST',
      path: Routes.interactionCallback(interactionId, interactionToken),
      route: T.callback,
      majorParameter: interactionId,
      auth: false,
      replay: 'unsent-only',
      exemptFromGlobal: true,
      ...(options.withResponse ? { query: 'with_response=true' } : {}),
      body,
      secrets: [interactionToken],
      options,
    });
  }

  /**
   * Fetches the original interaction response.
   * @example
   * const message = await rest.getOriginalInteractionResponse(appId, interaction.token);
   * @see service-facts "Endpoints left out of the spec"
   */
  getOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.webhookCall('GET', applicationId, interactionToken, '@original', undefined, options);
  }

  /**
   * Edits the original interaction response (also how a deferred reply is filled in).
   * @example
   * await rest.editOriginalInteractionResponse(appId, interaction.token, { content: 'Done' });
   * @see service-facts "Endpoints left out of the spec"
   */
  editOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    body: Body<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.webhookCall('PATCH', applicationId, interactionToken, '@original', body, options);
  }

  /**
   * Deletes the original interaction response.
   * @example
   * await rest.deleteOriginalInteractionResponse(appId, interaction.token);
   * @see service-facts "Endpoints left out of the spec"
   */
  deleteOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<void> {
    return this.webhookCall('DELETE', applicationId, interactionToken, '@original', undefined, options);
  }

  /**
   * Sends a follow-up message; never replayed after an ambiguous failure, so it is never posted twice.
   * @example
   * await rest.createFollowupMessage(appId, interaction.token, { content: 'One more thing', flags: 64 });
   * @see service-facts "Endpoints left out of the spec"
   */
  createFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    body: Body<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.webhookCall('POST', applicationId, interactionToken, undefined, body, options);
  }

  /**
   * Fetches a follow-up message.
   * @example
   * const message = await rest.getFollowupMessage(appId, interaction.token, messageId);
   * @see service-facts "Endpoints left out of the spec"
   */
  getFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.webhookCall('GET', applicationId, interactionToken, messageId, undefined, options);
  }

  /**
   * Edits a follow-up message.
   * @example
   * await rest.editFollowupMessage(appId, interaction.token, messageId, { content: 'Edited' });
   * @see service-facts "Endpoints left out of the spec"
   */
  editFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    body: Body<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.webhookCall('PATCH', applicationId, interactionToken, messageId, body, options);
  }

  /**
   * Deletes a follow-up message.
   * @example
   * await rest.deleteFollowupMessage(appId, interaction.token, messageId);
   * @see service-facts "Endpoints left out of the spec"
   */
  deleteFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.webhookCall('DELETE', applicationId, interactionToken, messageId, undefined, options);
  }

  // ── Sync and raw requests ──────────────────────────────────────────────────────────────────────────

  /**
   * Brings the service's commands in line with `commands` using the fewest writes; see {@link syncCommands}.
   * @example
   * const result = await rest.syncCommands({ applicationId, commands, deleteUnknown: true });
   * @see README "Command sync"
   */
  syncCommands(options: SyncCommandsOptions): Promise<SyncResult> {
    return syncCommands(this, options);
  }

  /**
   * Sends any request through the client's pipeline (auth, rate limits, retries, typed errors).
   * @example
   * const gateway = await rest.request<{ url: string }>({ method: 'GET', path: '/gateway', auth: false });
   * @see README "Methods"
   */
  request<T = unknown>(options: RequestOptions): Promise<T> {
    const derived = options.route === undefined ? routeTemplate(options.path) : undefined;
    const query =
      options.query &&
      Object.entries(options.query)
        .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
    return this.run({
      method: options.method,
      path: options.path,
      route: options.route ?? derived!.route,
      majorParameter: options.majorParameter ?? derived?.majorParameter ?? '',
      auth: options.auth ?? true,
      replay: options.replay ?? (options.method === 'POST' ? 'unsent-only' : 'always'),
      exemptFromGlobal: options.exemptFromGlobal ?? false,
      ...(query ? { query } : {}),
      body: options.body,
      locale: options.locale,
      secrets: [...(options.secrets ?? []), ...(derived?.secrets ?? [])],
      options: {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      },
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
  }

  // The list read of either scope: `withLocalizations` and the locale header on top of a plain GET.
  private listCommands(target: Target, options: ListCommandsOptions): Promise<APIApplicationCommand[]> {
    return this.run({
      method: 'GET',
      ...target,
      auth: true,
      replay: 'always',
      query: options.withLocalizations ? 'with_localizations=true' : undefined,
      locale: options.locale ?? this.locale,
      options,
    });
  }

  // Every command and permission endpoint but the permission edit: the bot's token, and always safe to
  // replay (reads, PATCH, PUT and DELETE are idempotent; command creates are upserts by name).
  private botCall<T>(
    method: RequestOptions['method'],
    target: Target,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<T> {
    return this.run({ method, ...target, auth: true, replay: 'always', body, options });
  }

  // The interaction webhook: POST a follow-up (no `messageId`), or read, edit or delete one message of it.
  private webhookCall<T>(
    method: 'POST' | 'GET' | 'PATCH' | 'DELETE',
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake | '@original' | undefined,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<T> {
    return this.run({
      method,
      path:
        messageId === undefined
          ? Routes.webhook(applicationId, interactionToken)
          : Routes.webhookMessage(applicationId, interactionToken, messageId),
      route: messageId === undefined ? T.webhook : messageId === '@original' ? T.original : T.webhookMessage,
      majorParameter: `${applicationId}:${hashSecret(interactionToken)}`,
      auth: false,
      // Reading, replacing or deleting a message twice ends in the same state, so these may be replayed;
      // a replayed POST would post the follow-up twice.
      replay: method === 'POST' ? 'unsent-only' : 'always',
      exemptFromGlobal: true,
      body,
      secrets: [interactionToken],
      options,
    });
  }

  private async run<T>(route: Route): Promise<T> {
    const headers: Record<string, string> = { 'user-agent': this.userAgent };
    const secrets = route.secrets ? [...route.secrets, ...this.clientSecrets] : this.clientSecrets;
    if (route.auth === true) {
      if (this.authorization === undefined) {
        throw new RESTError(
          'MISSING_TOKEN',
          `${route.method} ${route.route} needs a token, but the client has none: pass { token } to new REST(), or use an interaction endpoint, which needs none.`,
        );
      }
      headers.authorization = this.authorization;
    } else if (typeof route.auth === 'string') {
      headers.authorization = route.auth;
    }
    if (route.locale) headers['x-discord-locale'] = route.locale;
    if (route.extraHeaders) {
      for (const [name, value] of Object.entries(route.extraHeaders)) headers[name.toLowerCase()] = value;
    }
    let body: string | undefined;
    if (route.body !== undefined) {
      // JSON.stringify calls toJSON() on builders (and on builders inside arrays), which validate there.
      body = JSON.stringify(route.body);
      headers['content-type'] = 'application/json';
    }
    const prepared: PreparedRequest = {
      method: route.method,
      url: `${this.baseUrl}${route.path}${route.query ? `?${route.query}` : ''}`,
      route: route.route,
      majorParameter: route.majorParameter,
      headers,
      body,
      signal: route.options?.signal,
      exemptFromGlobal: route.exemptFromGlobal ?? false,
      replay: route.replay,
      timeout: route.options?.timeout ?? this.timeout,
      secrets,
    };
    const response = await this.send(prepared, 1);
    return parseResponse<T>(prepared, response);
  }
}

function parseResponse<T>(request: PreparedRequest, response: RawResponse): T {
  const { status } = response;
  if (status >= 200 && status < 300) {
    if (status === 204 || response.body === '') return undefined as T;
    try {
      return JSON.parse(response.body) as T;
    } catch {
      throw new HTTPError({
        method: request.method,
        route: request.route,
        status,
        rawBody: redact(response.body, request.secrets),
      });
    }
  }
  const rawBody = redact(response.body, request.secrets);
  const retryAfterHeader = Number(response.header('retry-after'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    parsed = undefined;
  }
  const retryAfter = retryAfterHeader > 0 ? { retryAfter: retryAfterHeader } : {};
  if (
    parsed !== null &&
    typeof parsed === 'object' &&
    typeof (parsed as APIErrorBody).code === 'number' &&
    typeof (parsed as APIErrorBody).message === 'string'
  ) {
    const body = parsed as APIErrorBody;
    let hint = HINTS[body.code];
    if (hint === undefined && request.route === T.commandPermissions && (status === 401 || status === 403)) {
      hint =
        'permission edits need a Bearer token of a user with MANAGE_GUILD and MANAGE_ROLES in the guild, with scope applications.commands.permissions.update.';
    } else if (hint === undefined && status === 401) {
      hint =
        "the token was refused: check the token option (the bot token, or a Bearer token with authPrefix: 'Bearer'), and leave the 'Bot '/'Bearer ' prefix out of it.";
    }
    throw new APIError({
      method: request.method,
      route: request.route,
      status,
      body,
      rawBody,
      ...retryAfter,
      ...(hint ? { hint } : {}),
    });
  }
  throw new HTTPError({ method: request.method, route: request.route, status, rawBody, ...retryAfter });
}

// The innermost observer: reports every attempt to hooks and the debug logger, with tokens redacted.
function observe(
  next: Send,
  baseUrl: string,
  hooks: RESTHooks,
  debug: ((line: string) => void) | undefined,
  now: () => number,
): Send {
  if (!hooks.onRequest && !hooks.onResponse && !debug) return next;
  return async (request, attempt) => {
    const path = redact(request.url.slice(baseUrl.length), request.secrets);
    const base = { method: request.method, route: request.route, path, attempt };
    hooks.onRequest?.(base);
    debug?.(`→ ${request.method} ${path}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
    const started = now();
    const response = await next(request, attempt);
    const duration = now() - started;
    const bucket = response.header('x-ratelimit-bucket') ?? undefined;
    hooks.onResponse?.({ ...base, status: response.status, duration, bucket });
    debug?.(`← ${response.status} ${request.method} ${path} in ${Math.round(duration)} ms`);
    return response;
  };
}
