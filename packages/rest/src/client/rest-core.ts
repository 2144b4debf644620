import {
  DefaultBaseUrl,
  defaultTimers,
  type Endpoint,
  type EndpointParams,
  type EndpointResult,
  type Timers,
} from '@slashkit/api';
import { RESTError } from '../errors/rest-error.js';
import { encodeUpload } from '../files/encode-upload.js';
import type { MessageFile } from '../files/message-file.js';
import type { MultipartBody } from '../files/multipart-body.js';
import type { RateLimitEvent } from '../hooks.js';
import type { PreparedRequest, Send } from '../pipeline/prepared-request.js';
import { sendOverTransport } from '../pipeline/send-over-transport.js';
import { withRetries } from '../pipeline/with-retries.js';
import { RateLimiter } from '../rate-limits/rate-limiter.js';
import type { RequestOptions } from '../request-options.js';
import type { RESTOptions } from '../rest-options.js';
import { RESTInstrumentation } from '../telemetry/rest-instrumentation.js';
import { defaultTransport } from '../transport/default-transport.js';
import { hashSecret } from '../util/hash-secret.js';
import { routeTemplate } from '../util/route-template.js';
import { sleep } from '../util/sleep.js';
import { DefaultUserAgent } from '../version.js';
import { type CompiledEndpoint, compileEndpoint } from './compile-endpoint.js';
import type { EndpointCall } from './endpoint-call.js';
import { observeAttempts } from './observe-attempts.js';
import { type ParsedResponse, parseResponse } from './parse-response.js';
import type { AnySendOptions, SendBody, SendOptions } from './send-options.js';

/** The default cap on a response body: far above the largest command list a scope can hold. */
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** The default `maxRateLimitWait`. */
const DEFAULT_MAX_WAIT = 60_000;

/**
 * The request core of `REST`: the options, the pipeline (transport with its deadline and size cap, rate
 * limits, retries), authentication, and `request()` for any endpoint. Each endpoint group is composed over
 * one. Every secret sits in a private field, so printing or serialising a client never shows the token.
 */
export class RESTCore {
  /** The API base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
  /** The rate limiter in use (shared if one was passed in). */
  readonly rateLimiter: RateLimiter;
  readonly #token: string | undefined;
  readonly #authPrefix: 'Bot' | 'Bearer';
  /** The Authorization header of the client's token, built once. */
  readonly #authorization: string | undefined;
  /** What every request must keep out of messages and logs when it names no secrets of its own. */
  readonly #clientSecrets: readonly string[];
  /** The client's default `X-Discord-Locale`, for the command lists. */
  readonly locale: string | undefined;
  /** The longest the client waits when the service says when to ask again (`maxRateLimitWait`), in ms. */
  readonly maxWait: number;
  readonly #timers: Timers;
  readonly #userAgent: string;
  readonly #timeout: number;
  readonly #send: Send;
  /** What each row's calls share, derived on its first call. */
  readonly #rows = new Map<Endpoint, CompiledEndpoint>();

  constructor(options: RESTOptions = {}) {
    this.#token = options.token;
    this.#clientSecrets = Object.freeze(options.token ? [options.token] : []);
    this.#authPrefix = options.authPrefix ?? 'Bot';
    this.#authorization = options.token ? `${this.#authPrefix} ${options.token}` : undefined;
    this.baseUrl = (options.baseUrl ?? DefaultBaseUrl).replace(/\/+$/, '');
    this.locale = options.locale;
    this.#userAgent = options.userAgentSuffix
      ? `${DefaultUserAgent} ${options.userAgentSuffix}`
      : DefaultUserAgent;
    this.#timeout = options.timeout ?? 15_000;
    const timers = options.timers ?? defaultTimers;
    this.#timers = timers;
    this.maxWait = options.maxRateLimitWait ?? DEFAULT_MAX_WAIT;
    const now = options.now ?? Date.now;
    const logger = options.logger;
    const debug = logger?.debug ? (line: string) => logger.debug?.(`[slashkit/rest] ${line}`) : undefined;
    const hooks = options.hooks ?? {};
    const instrument = RESTInstrumentation.create(options.telemetry, this.baseUrl, now);
    const onRateLimit = instrument
      ? (event: RateLimitEvent) => {
          hooks.onRateLimit?.(event);
          instrument.rateLimited(event);
        }
      : hooks.onRateLimit;
    this.rateLimiter =
      options.rateLimiter ??
      new RateLimiter({
        ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
        now,
        timers,
        maxWait: this.maxWait,
        ...(options.globalRequestsPerSecond !== undefined
          ? { globalRequestsPerSecond: options.globalRequestsPerSecond }
          : {}),
        ...(onRateLimit ? { onRateLimit } : {}),
        ...(logger ? { logger } : {}),
      });
    const retries =
      typeof options.retries === 'number' ? { limit: options.retries } : (options.retries ?? {});
    const transportSend = sendOverTransport(options.transport ?? defaultTransport({ timers }), {
      timers,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    });
    const attempts = observeAttempts(transportSend, this.baseUrl, hooks, debug, now);
    const observed = instrument ? instrument.wire(attempts) : attempts;
    // The layers, innermost first: transport, rate limits (per attempt, 429s), retries (5xx, network), and
    // the telemetry's span around them all.
    const limiter = this.rateLimiter;
    const limited: Send = (request, attempt) => limiter.run(request, () => observed(request, attempt));
    const retrying = withRetries(instrument ? instrument.held(limited) : limited, {
      limit: retries.limit ?? 3,
      baseDelay: retries.baseDelay ?? 500,
      maxDelay: retries.maxDelay ?? 10_000,
      timers,
      random: options.random ?? Math.random,
      onRetry: (event) => {
        hooks.onRetry?.(event);
        instrument?.retried(event);
        debug?.(
          `retrying ${event.method} ${event.route} in ${Math.round(event.delay)} ms after ${event.reason}`,
        );
      },
    });
    this.#send = instrument ? instrument.call(retrying) : retrying;
  }

  /** Sends any request through the pipeline; see `REST.request`. */
  request<T = unknown>(options: RequestOptions): Promise<T> {
    const derived = options.route === undefined ? routeTemplate(options.path) : undefined;
    const query =
      options.query &&
      Object.entries(options.query)
        .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
    const call: EndpointCall = {
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
    };
    let prepared: PreparedRequest;
    try {
      prepared = this.#prepare(call);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#send(prepared, 1).then((response) => parseResponse<T>(prepared, response, undefined).body);
  }

  /**
   * Calls one row of `Endpoints` and resolves with its result: everything the request needs comes from
   * the row (path, route, bucket, credentials, secrets, replay, gone code, files, query keys, audit-log
   * reason); the call adds its parameters, body and options. The one way the endpoint groups send.
   * @example
   * core.send(Endpoints.getChannel, { channelId }, undefined, options);
   */
  send<E extends Endpoint>(
    endpoint: E,
    params: EndpointParams<E>,
    body: SendBody<E> | undefined,
    options?: SendOptions<E>,
  ): Promise<EndpointResult<E>> {
    const row = this.#compiled(endpoint);
    const given = options as AnySendOptions | undefined;
    const files = given?.files;
    if (files !== undefined && files.length > 0)
      return this.#sendWithFiles<EndpointResult<E>>(row, params, body, given!, files).then(
        (parsed) => parsed.body,
      );
    let prepared: PreparedRequest;
    try {
      prepared = this.#prepareRow(row, params, body, given);
    } catch (error) {
      return Promise.reject(error);
    }
    // One promise step per call: this path is the hot one.
    return this.#send(prepared, 1).then(
      (response) => parseResponse<EndpointResult<E>>(prepared, response, endpoint.goneCode).body,
    );
  }

  /** {@link RESTCore.send}, resolving with the answer's status too (201 or 200 tells an upsert's outcome). */
  async sendWithStatus<E extends Endpoint>(
    endpoint: E,
    params: EndpointParams<E>,
    body: SendBody<E> | undefined,
    options?: SendOptions<E>,
  ): Promise<ParsedResponse<EndpointResult<E>>> {
    const row = this.#compiled(endpoint);
    const given = options as AnySendOptions | undefined;
    const files = given?.files;
    if (files !== undefined && files.length > 0) return this.#sendWithFiles(row, params, body, given!, files);
    const prepared = this.#prepareRow(row, params, body, given);
    return parseResponse(prepared, await this.#send(prepared, 1), endpoint.goneCode);
  }

  /** Waits `ms` on the client's timers; rejects with the signal's reason as soon as it aborts. */
  wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return sleep(this.#timers, ms, signal);
  }

  #compiled(endpoint: Endpoint): CompiledEndpoint {
    let row = this.#rows.get(endpoint);
    if (row === undefined) {
      row = compileEndpoint(endpoint);
      this.#rows.set(endpoint, row);
    }
    return row;
  }

  // A call with files: checked and loaded before anything is sent, then one multipart body for every
  // attempt. An edit that names no attachments to keep keeps the message's: they are read first and listed,
  // so the body says exactly what the message holds and a replay is the same edit, never a second append.
  async #sendWithFiles<T>(
    row: CompiledEndpoint,
    params: object,
    body: unknown,
    options: AnySendOptions,
    files: readonly MessageFile[],
  ): Promise<ParsedResponse<T>> {
    const { files: fileSpec, method, goneCode } = row.endpoint;
    if (fileSpec === undefined)
      throw new RESTError('INVALID_ARGUMENT', `${method} ${row.route} takes no files.`);
    const read = row.read;
    const form = await encodeUpload(
      body,
      {
        files,
        mode: fileSpec.mode,
        at: fileSpec.at,
        sizeLimit: options.attachmentSizeLimit,
        method: options.caller ?? `${method} ${row.route}`,
      },
      read &&
        (async () => {
          const { files: _, attachmentSizeLimit: __, caller: ___, ...readOptions } = options;
          const current = (await this.send(read, params as never, undefined, readOptions as never)) as
            | { attachments?: readonly { id: string }[] }
            | undefined;
          return current?.attachments ?? [];
        }),
    );
    const prepared = this.#prepareRow(row, params, undefined, options, form);
    return parseResponse<T>(prepared, await this.#send(prepared, 1), goneCode);
  }

  // A row's call resolved: path and query, the route and bucket, credentials and what to redact, headers
  // (auth, locale, audit-log reason, user agent), the body (JSON, or the multipart form of a call with
  // files), replay and deadline.
  #prepareRow(
    row: CompiledEndpoint,
    params: object,
    body: unknown,
    options: AnySendOptions | undefined,
    form?: MultipartBody,
  ): PreparedRequest {
    const endpoint = row.endpoint;
    const path = row.path(params);
    let majorParameter = row.major(params);
    const headers: Record<string, string> = { 'user-agent': this.#userAgent };
    let secrets = this.#clientSecrets;
    if (row.secrets.length > 0) {
      const all = [...secrets];
      for (const name of row.secrets) {
        const value = (params as Record<string, string>)[name]!;
        // The path holds the value percent-encoded (a token may hold `:`): redact both spellings.
        const encoded = encodeURIComponent(value);
        all.push(value);
        if (encoded !== value) all.push(encoded);
      }
      secrets = all;
    }
    const bearer = options?.bearerToken;
    if (bearer !== undefined && row.takesBearer) {
      headers.authorization = `Bearer ${bearer}`;
      // A Bearer token's limits are its own: its requests keep apart from the bot's buckets.
      majorParameter = `${majorParameter}:${hashSecret(bearer)}`;
      secrets = [...secrets, bearer];
    } else if (row.auth !== 'none') {
      headers.authorization = this.#authorizationFor(row);
    }
    const locale = options?.locale;
    if (locale) headers['x-discord-locale'] = locale;
    const reason = options?.reason;
    // The header carries the reason URL-encoded, as the service decodes it (non-ASCII survives).
    if (reason !== undefined && endpoint.reason === true)
      headers['x-audit-log-reason'] = encodeURIComponent(reason);
    let sent: string | MultipartBody | undefined;
    // The transport writes a form's Content-Type (with the boundary) and length.
    if (form !== undefined) sent = form;
    else if (body !== undefined) {
      // JSON.stringify calls toJSON() on builders (and on builders inside arrays), which validate there.
      sent = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const query = options?.query === undefined ? '' : queryString(row.query, options.query);
    return {
      method: endpoint.method,
      url: `${this.baseUrl}${path}${query}`,
      route: row.route,
      majorParameter,
      headers,
      body: sent,
      signal: options?.signal,
      exemptFromGlobal: !endpoint.global,
      replay: endpoint.replay,
      timeout: options?.timeout ?? this.#timeout,
      secrets,
    };
  }

  // The Authorization header of a row that takes the client's token (or, for a Bearer-only row, the
  // client's Bearer token).
  #authorizationFor(row: CompiledEndpoint): string {
    const { method } = row.endpoint;
    if (row.auth === 'bearer' && this.#authPrefix !== 'Bearer') {
      const scopes = row.endpoint.scopes?.join(' or ');
      throw new RESTError(
        'BEARER_TOKEN_REQUIRED',
        `${method} ${row.route} needs a Bearer token${scopes ? ` with scope ${scopes}` : ''}: the service refuses Bot tokens here. Pass { bearerToken } (a user's OAuth2 access token) as the last argument, or create the client with authPrefix: 'Bearer'.`,
      );
    }
    if (this.#authorization === undefined)
      throw new RESTError(
        'MISSING_TOKEN',
        row.takesBearer
          ? `${method} ${row.route} needs a token, but the client has none: pass { token } to new REST(), or { bearerToken } to this call.`
          : `${method} ${row.route} needs a token, but the client has none: pass { token } to new REST(), or use an interaction endpoint, which needs none.`,
      );
    return this.#authorization;
  }

  // Everything a raw request needs resolved: headers (auth, locale, user agent, extra), the JSON body, URL
  // and deadline.
  #prepare(call: EndpointCall): PreparedRequest {
    const headers: Record<string, string> = { 'user-agent': this.#userAgent };
    const secrets = call.secrets ? [...call.secrets, ...this.#clientSecrets] : this.#clientSecrets;
    if (call.auth === true) {
      if (this.#authorization === undefined) {
        throw new RESTError(
          'MISSING_TOKEN',
          `${call.method} ${call.route} needs a token, but the client has none: pass { token } to new REST(), or use an interaction endpoint, which needs none.`,
        );
      }
      headers.authorization = this.#authorization;
    } else if (typeof call.auth === 'string') {
      headers.authorization = call.auth;
    }
    if (call.locale) headers['x-discord-locale'] = call.locale;
    if (call.extraHeaders) {
      for (const [name, value] of Object.entries(call.extraHeaders)) headers[name.toLowerCase()] = value;
    }
    let body: string | undefined;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['content-type'] = 'application/json';
    }
    return {
      method: call.method,
      url: `${this.baseUrl}${call.path}${call.query ? `?${call.query}` : ''}`,
      route: call.route,
      majorParameter: call.majorParameter,
      headers,
      body,
      signal: call.options?.signal,
      exemptFromGlobal: call.exemptFromGlobal ?? false,
      replay: call.replay,
      timeout: call.options?.timeout ?? this.#timeout,
      secrets,
    };
  }
}

// The query string of a call, `?` included: the row's keys only, in its order, `undefined` left out. A list
// goes as the key repeated, one element each (`channel_id=1&channel_id=2`), as Discord's docs say lists go in
// a query ("Array Query Strings", https://discord.com/developers/docs/reference); a method whose parameter the
// docs call a comma-delimited string joins its list itself.
function queryString(keys: readonly string[], query: object): string {
  let text = '';
  for (const key of keys) {
    if (!Object.hasOwn(query, key)) continue;
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) {
        if (item === undefined) continue;
        text += `${text === '' ? '?' : '&'}${name}=${encodeURIComponent(String(item))}`;
      }
      continue;
    }
    text += `${text === '' ? '?' : '&'}${name}=${encodeURIComponent(String(value))}`;
  }
  return text;
}
