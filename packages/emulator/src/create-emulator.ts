import { APIVersion, RESTJSONErrorCodes, type RuntimeOptions } from '@slashkit/api';
import { createEmulatorContext } from './create-emulator-context.js';
import { defaultFeatures } from './default-features.js';
import { authenticate } from './http/authenticate.js';
import { crossSiteRefusal } from './http/cross-site-guard.js';
import type { EmulatorFeature } from './http/emulator-feature.js';
import { HttpError } from './http/http-error.js';
import { jsonResponse } from './http/json-response.js';
import { redactPath } from './http/redact-path.js';
import { type RouteContext, Router } from './http/router.js';
import type { EmulatorContext } from './runtime/emulator-context.js';
import type { EventStreamLimits } from './runtime/event-streams.js';
import {
  checkGatewaySettings,
  defaultGatewaySettings,
  type GatewaySettings,
} from './state/gateway-settings.js';
import { type RateLimitProfile, rateLimitProfiles } from './state/rate-limit-profile.js';
import { redactWorldSecrets } from './state/redact-world-secrets.js';
import type { EmulatorSnapshot } from './state/snapshot/emulator-snapshot.js';
import { defaultWorldSeed } from './world/default-world-seed.js';
import { parseWorldSeed } from './world/parse-world-seed.js';
import type { WorldSeed } from './world/world-seed.js';

/**
 * Options of {@link createEmulator} (and of `startEmulator`), with the runtime seams every slashkit package
 * shares: `now` (the base clock), `timers`, and `logger` (its `info` gets the lines `log` would).
 */
export interface EmulatorOptions extends RuntimeOptions {
  /** The world to serve; defaults to the deterministic seeded world. Validated. */
  seed?: WorldSeed;
  /**
   * A snapshot to start from instead of a fresh world: what `GET /_emulator/state` or `exportState()`
   * gave (world, commands, permissions, installs, tokens, messages, gateway sessions, clock offset…).
   * Checked in full (a `StateSnapshotError` lists every problem with its JSON path); `reset()` returns to
   * it. `rateLimits` and `gateway`, when given, replace its settings. Not together with `seed`.
   */
  state?: EmulatorSnapshot | unknown;
  /**
   * Rate-limit profile: `on` (default, like the service), `off`, `strict` (tiny limits for tests); with
   * `state`, the snapshot's unless given.
   */
  rateLimits?: RateLimitProfile['name'] | RateLimitProfile;
  /** The base clock in epoch ms (default `Date.now`); the admin API moves the emulator clock relative to it. */
  now?: () => number;
  /**
   * A monotonic real-time clock in ms (default `performance.now`) that times the live log's entries
   * (`ActivityEntry.ms`), so moving the emulator clock never lengthens them; `now` still dates them.
   */
  monotonic?: () => number;
  /** Receives one line per request and notable events; silent by default. Lines never hold secrets. */
  log?: (line: string) => void;
  /** Gateway settings: heartbeat interval and grace, resume window, buffered dispatches (checked). */
  gateway?: Partial<GatewaySettings>;
  /** Limits of the web client's event streams: streams open at once, bytes held for a reader that stops. */
  client?: EventStreamLimits;
  /** Extra feature modules, set up after the built-in ones. */
  features?: readonly EmulatorFeature[];
}

/** What the transport knows about a request beyond the `Request` itself. */
export interface EmulatorRequestInfo {
  /**
   * The client's address (e.g. `127.0.0.1`): invalid requests are limited per address, and callers without a
   * valid token are rate limited by it. In-process calls without one share the address `in-process`.
   */
  clientAddress?: string;
}

/** An emulator without a socket: the Fetch-style core. */
export interface Emulator {
  /** Answers one request, as the service would; `info` says who sent it (the node adapter fills it). */
  fetch(request: Request, info?: EmulatorRequestInfo): Promise<Response>;
  /** The emulator as its features see it: its state (`context.state`), runtime, clock, event bus. */
  readonly context: EmulatorContext;
  /** The whole state as a versioned JSON snapshot (what `GET /_emulator/state` answers). */
  exportState(): EmulatorSnapshot;
  /**
   * Replaces the whole state with a snapshot (what `PUT /_emulator/state` does): checked first, and on
   * any problem a `StateSnapshotError` lists them and nothing changes.
   */
  loadState(snapshot: EmulatorSnapshot | unknown): void;
  /** The route table. */
  readonly router: Router;
  /** The features set up, built-in ones first. */
  readonly features: readonly EmulatorFeature[];
}

const apiPrefix = /^\/api\/v(\d+)(?:\/|$)/;

/**
 * Creates the emulator's Fetch core `(Request) => Promise<Response>`: the whole service in memory, with no
 * socket. `startEmulator` wraps it in a node:http server.
 * @example
 * const emulator = createEmulator({ rateLimits: 'off' });
 * const res = await emulator.fetch(new Request('http://emulator/_emulator/world'));
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  if (options.seed !== undefined && options.state !== undefined)
    throw new TypeError('createEmulator: pass seed (a fresh world) or state (a snapshot), not both');
  const seed = parseWorldSeed(options.seed ?? defaultWorldSeed, options.seed ? 'seed' : 'default seed');
  const profile = rateLimitProfile(options.rateLimits);
  const gateway = { ...defaultGatewaySettings, ...options.gateway };
  const invalid = checkGatewaySettings(gateway, 'gateway');
  if (invalid) throw new RangeError(invalid);
  const info = options.logger?.info?.bind(options.logger);
  const log = options.log ?? info ?? (() => {});
  const context = createEmulatorContext({
    seed,
    ...(options.state === undefined
      ? {}
      : {
          snapshot: {
            state: options.state,
            ...(profile ? { rateLimits: profile } : {}),
            ...(options.gateway ? { gateway: { ...options.gateway } } : {}),
          },
        }),
    now: options.now,
    timers: options.timers,
    monotonic: options.monotonic,
    rateLimits: profile ?? rateLimitProfiles.on,
    gateway,
    client: options.client,
    log,
  });
  const router = new Router();
  const features = [...defaultFeatures, ...(options.features ?? [])];
  for (const feature of features) feature.setup(router, context);
  for (const application of context.state.world.applications) context.applicationChanged(application);

  async function dispatch(request: Request, url: URL, client: string): Promise<Response> {
    const version = apiPrefix.exec(url.pathname)?.[1];
    if (version !== undefined && version !== APIVersion) {
      return jsonResponse(400, {
        message: 'Invalid API version',
        code: RESTJSONErrorCodes.InvalidAPIVersion,
      });
    }
    const match = router.match(request.method, url.pathname);
    if (match.kind === 'not-found') {
      return jsonResponse(404, { message: '404: Not Found', code: RESTJSONErrorCodes.GeneralError });
    }
    if (match.kind === 'method-not-allowed') {
      return jsonResponse(
        405,
        { message: '405: Method Not Allowed', code: RESTJSONErrorCodes.GeneralError },
        { allow: match.allow.join(', ') },
      );
    }
    const { route, params } = match;
    const crossSite = route.crossSite === 'refuse' ? crossSiteRefusal(request, url) : null;
    if (crossSite) return jsonResponse(403, { message: crossSite, code: RESTJSONErrorCodes.GeneralError });
    const principal: RouteContext['principal'] =
      route.auth === 'application' ? authenticate(request.headers.get('authorization'), context) : null;
    let rateLimitHeaders: Record<string, string> = {};
    if (route.rateLimit !== false) {
      // Without a valid token the service limits by client address, so a 401 carries the address's headers.
      const decision = context.state.limits.check({
        identity:
          route.auth === 'application' && !principal ? `address:${client}` : rateLimitIdentity(principal),
        bucket: route.rateLimit.bucket ?? `${route.method} ${route.path}`,
        major: majorParameter(route.rateLimit.major, params),
        write: route.method !== 'GET',
        ...(route.rateLimit.global === false ? { global: false } : {}),
      });
      rateLimitHeaders = decision.headers;
      if (decision.limited) return jsonResponse(429, decision.limited.body, rateLimitHeaders);
    }
    if (route.auth === 'application' && !principal) {
      return jsonResponse(
        401,
        { message: '401: Unauthorized', code: RESTJSONErrorCodes.GeneralError },
        rateLimitHeaders,
      );
    }
    let response: Response;
    try {
      response = await route.handler({ request, url, params, principal, emulator: context });
    } catch (error) {
      // A body stream that failed (too large, cut short) surfaces as the HttpError it failed with.
      const httpError =
        error instanceof HttpError
          ? error
          : (error as { cause?: unknown } | null)?.cause instanceof HttpError
            ? (error as { cause: HttpError }).cause
            : undefined;
      if (!httpError) throw error;
      response = jsonResponse(httpError.status, httpError.toBody(), httpError.headers);
    }
    return withHeaders(response, rateLimitHeaders);
  }

  return {
    context,
    router,
    features,
    exportState: () => context.exportState(),
    loadState: (snapshot) => context.loadState(snapshot),
    async fetch(request, info) {
      const url = new URL(request.url);
      const client = info?.clientAddress ?? 'in-process';
      const api = url.pathname.startsWith('/api/');
      // A banned address gets the ban's 429 for the whole API; the admin API stays open (to move the clock).
      const ban = api ? context.state.limits.ban(client) : null;
      if (ban) {
        context.log(
          `${request.method} ${redactPath(url.pathname + url.search)} 429 (banned: too many invalid requests)`,
        );
        return jsonResponse(429, ban.body, ban.headers);
      }
      let response: Response;
      const took = context.activity.stopwatch();
      try {
        response = await dispatch(request, url, client);
      } catch (error) {
        context.log(
          `error while handling ${request.method} ${redactPath(url.pathname)}: ${(error as Error).stack ?? String(error)}`,
        );
        response = jsonResponse(500, {
          message: '500: Internal Server Error',
          code: RESTJSONErrorCodes.GeneralError,
        });
      }
      if (api && isInvalidRequest(response)) context.state.limits.countInvalid(client);
      // The route's secrets by template, then any secret of the world put anywhere else in the URL.
      const line = redactWorldSecrets(
        `${request.method} ${redactPath(url.pathname + url.search)}`,
        context.state,
      );
      context.log(`${line} ${response.status}`);
      if (!url.pathname.startsWith('/_emulator/client'))
        context.activity.record({
          kind: 'request',
          what: line,
          status: response.status,
          ms: took(),
        });
      return response;
    },
  };
}

/** The answers the service counts toward its invalid-request limit: 401, 403, and 429 other than scope shared. */
function isInvalidRequest(response: Response): boolean {
  if (response.status === 401 || response.status === 403) return true;
  return response.status === 429 && response.headers.get('x-ratelimit-scope') !== 'shared';
}

/**
 * Who a rate limit counts against: the bot or Bearer token. Routes whose credential is in the path
 * (interaction callbacks and webhooks) have no caller; their major parameter, the token, keys the bucket.
 */
function rateLimitIdentity(principal: RouteContext['principal']): string {
  if (!principal) return 'path-credential';
  return principal.kind === 'bot'
    ? `bot:${principal.application.id}`
    : `bearer:${principal.token.accessToken}`;
}

/** The value of a route's major parameter: one path parameter, or several joined (webhook id + token). */
function majorParameter(
  major: string | readonly string[] | undefined,
  params: Record<string, string>,
): string {
  if (major === undefined) return '';
  const names: readonly string[] = typeof major === 'string' ? [major] : major;
  return names.map((name) => params[name] ?? '').join('/');
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const entries = Object.entries(headers);
  if (entries.length === 0) return response;
  const merged = new Headers(response.headers);
  for (const [name, value] of entries) merged.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: merged,
  });
}

/** The profile named or given, or undefined when none was asked for. */
function rateLimitProfile(option: EmulatorOptions['rateLimits']): RateLimitProfile | undefined {
  if (option === undefined || typeof option === 'object') return option;
  if (Object.hasOwn(rateLimitProfiles, option)) return rateLimitProfiles[option];
  throw new TypeError(`rateLimits must be 'on', 'off' or 'strict'; got ${JSON.stringify(option)}`);
}
