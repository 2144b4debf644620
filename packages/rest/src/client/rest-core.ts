import { DefaultBaseUrl, defaultTimers } from '@slashkit/api';
import { RESTError } from '../errors/rest-error.js';
import { encodeUpload } from '../files/encode-upload.js';
import type { PreparedRequest, Send } from '../pipeline/prepared-request.js';
import { sendOverTransport } from '../pipeline/send-over-transport.js';
import { withRetries } from '../pipeline/with-retries.js';
import { RateLimiter } from '../rate-limits/rate-limiter.js';
import type { RequestOptions } from '../request-options.js';
import type { RESTOptions } from '../rest-options.js';
import { defaultTransport } from '../transport/default-transport.js';
import { routeTemplate } from '../util/route-template.js';
import { DefaultUserAgent } from '../version.js';
import type { EndpointCall, FileUpload } from './endpoint-call.js';
import { observeAttempts } from './observe-attempts.js';
import { type ParsedResponse, parseResponse } from './parse-response.js';

/** The default cap on a response body: far above the largest command list a scope can hold. */
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

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
  readonly #locale: string | undefined;
  readonly #userAgent: string;
  readonly #timeout: number;
  readonly #send: Send;

  constructor(options: RESTOptions = {}) {
    this.#token = options.token;
    this.#clientSecrets = Object.freeze(options.token ? [options.token] : []);
    this.#authPrefix = options.authPrefix ?? 'Bot';
    this.#authorization = options.token ? `${this.#authPrefix} ${options.token}` : undefined;
    this.baseUrl = (options.baseUrl ?? DefaultBaseUrl).replace(/\/+$/, '');
    this.#locale = options.locale;
    this.#userAgent = options.userAgentSuffix
      ? `${DefaultUserAgent} ${options.userAgentSuffix}`
      : DefaultUserAgent;
    this.#timeout = options.timeout ?? 15_000;
    const timers = options.timers ?? defaultTimers;
    const now = options.now ?? Date.now;
    const logger = options.logger;
    const debug = logger?.debug ? (line: string) => logger.debug?.(`[slashkit/rest] ${line}`) : undefined;
    const hooks = options.hooks ?? {};
    this.rateLimiter =
      options.rateLimiter ??
      new RateLimiter({
        ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
        now,
        timers,
        maxWait: options.maxRateLimitWait ?? 60_000,
        ...(options.globalRequestsPerSecond !== undefined
          ? { globalRequestsPerSecond: options.globalRequestsPerSecond }
          : {}),
        ...(hooks.onRateLimit ? { onRateLimit: hooks.onRateLimit } : {}),
        ...(logger ? { logger } : {}),
      });
    const retries =
      typeof options.retries === 'number' ? { limit: options.retries } : (options.retries ?? {});
    const transportSend = sendOverTransport(options.transport ?? defaultTransport({ timers }), {
      timers,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    });
    const observed = observeAttempts(transportSend, this.baseUrl, hooks, debug, now);
    // The layers, innermost first: transport, rate limits (per attempt, 429s), retries (5xx, network).
    const limiter = this.rateLimiter;
    const limited: Send = (request, attempt) => limiter.run(request, () => observed(request, attempt));
    this.#send = withRetries(limited, {
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

  /** Sends any request through the pipeline; see `REST.request`. */
  request<T = unknown>(options: RequestOptions): Promise<T> {
    const derived = options.route === undefined ? routeTemplate(options.path) : undefined;
    const query =
      options.query &&
      Object.entries(options.query)
        .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
    return this.call({
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

  /**
   * The client's own token when it was built with `authPrefix: 'Bearer'`, for endpoints that accept only a
   * Bearer token.
   */
  clientBearerToken(): string | undefined {
    return this.#authPrefix === 'Bearer' ? this.#token : undefined;
  }

  /** Sends one endpoint call and resolves with its parsed body. */
  call<T>(call: EndpointCall): Promise<T> {
    if (call.upload !== undefined && call.upload.files.length > 0)
      return this.#callWithFiles(call, call.upload);
    let prepared: PreparedRequest;
    try {
      prepared = this.#prepare(call);
    } catch (error) {
      return Promise.reject(error);
    }
    // One promise step per call: this path is the hot one.
    return this.#send(prepared, 1).then(
      (response) => parseResponse<T>(prepared, response, call.goneCode).body,
    );
  }

  // A call with files: checked and loaded before anything is sent, then one multipart body for every attempt.
  async #callWithFiles<T>(call: EndpointCall, upload: FileUpload): Promise<T> {
    const form = await encodeUpload(call.body, upload);
    const prepared = this.#prepare(call, form);
    return parseResponse<T>(prepared, await this.#send(prepared, 1), call.goneCode).body;
  }

  /** Sends one endpoint call and resolves with its status and parsed body. */
  async callWithStatus<T>(call: EndpointCall): Promise<ParsedResponse<T>> {
    const prepared = this.#prepare(call);
    return parseResponse<T>(prepared, await this.#send(prepared, 1), call.goneCode);
  }

  // Everything a call needs resolved: headers (auth, locale, user agent), the body (JSON, or the multipart
  // form of a call with files), URL and deadline.
  #prepare(call: EndpointCall, form?: FormData): PreparedRequest {
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
    const locale = call.locale ?? (call.defaultLocale ? this.#locale : undefined);
    if (locale) headers['x-discord-locale'] = locale;
    if (call.extraHeaders) {
      for (const [name, value] of Object.entries(call.extraHeaders)) headers[name.toLowerCase()] = value;
    }
    let body: string | FormData | undefined;
    if (form !== undefined) {
      // The transport writes the multipart Content-Type with its boundary.
      body = form;
    } else if (call.body !== undefined) {
      // JSON.stringify calls toJSON() on builders (and on builders inside arrays), which validate there.
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
