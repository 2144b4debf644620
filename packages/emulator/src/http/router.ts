import type { Endpoint } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { Principal } from './principal.js';

/**
 * The HTTP methods the emulator routes. A `HEAD` route answers like its `GET` twin: the node server sends
 * the headers (with the length the body would have) and never the body.
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route handler receives. */
export interface RouteContext {
  /** The Fetch request. Its body is unread. */
  request: Request;
  /** The parsed request URL. */
  url: URL;
  /** Path parameters by name (`:applicationId` → `params.applicationId`). */
  params: Readonly<Record<string, string>>;
  /** Who is calling, on routes with `auth: 'application'`; null elsewhere. */
  principal: Principal | null;
  /** The emulator's state and services. */
  emulator: EmulatorContext;
}

/** A route handler: answers a request, or throws an `HttpError`. */
export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

/** How a route is rate limited. */
export interface RouteRateLimit {
  /** Routes naming the same bucket share one limit; defaults to the method and path template. */
  bucket?: string;
  /**
   * The path parameter(s) that make up the route's major parameter (e.g. `guildId`, or `['applicationId',
   * 'token']` for an interaction webhook): each value gets its own limit. Values are hashed before they key a
   * window, so a token in the path is never kept or shown as it is.
   */
  major?: string | readonly string[];
  /**
   * `false` exempts the route from the global limit (it keeps its own bucket): the service exempts
   * interaction callbacks and interaction webhooks. Default `true`.
   */
  global?: boolean;
}

/** One entry of the route table. */
export interface RouteDefinition {
  method: HttpMethod;
  /** Path template from the origin, e.g. `/api/v10/applications/:applicationId/commands`. */
  path: string;
  /**
   * `application`: a Bot or Bearer `Authorization` header is required and resolved before the handler runs
   * (401 otherwise). `none`: the handler does its own checks (OAuth endpoints, admin API, pages).
   */
  auth: 'application' | 'none';
  /**
   * Rate limiting of the route; `false` exempts it. Callers are told apart by their credential on
   * `auth: 'application'` routes (by client address when it is missing or bad); on `auth: 'none'` routes the
   * major parameter alone keys the bucket (an interaction token is its own credential).
   */
  rateLimit: RouteRateLimit | false;
  /**
   * `refuse`: what a web page of another origin makes a browser send is answered 403 before the handler
   * runs (see `crossSiteRefusal`: `Sec-Fetch-Site`, `Origin`, and a POST must be JSON or carry
   * `X-Slashkit-Emulator`). `allow`: no such check (reads, and the service's own API, whose writes need a
   * credential a page does not have).
   */
  crossSite: 'refuse' | 'allow';
  /**
   * The largest body the node adapter lets through to this route, in bytes (413 past it); by default the
   * cap of the body's content type (`bodyLimitFor`). Only routes that must take more (a state snapshot
   * with its files) say one.
   */
  maxBodyBytes?: number;
  handler: RouteHandler;
  /** The row of `@slashkit/api`'s `Endpoints` this route serves (see `serve`); absent on local routes. */
  endpoint?: Endpoint;
}

/** The outcome of {@link Router.match}. */
export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

interface CompiledRoute {
  definition: RouteDefinition;
  segments: string[];
}

/**
 * The route table: each feature module (commands, permissions, OAuth, admin, and later interactions or the
 * gateway) registers its routes here. Matching prefers the most specific template (literal segments beat
 * parameters, left to right), so `/commands/permissions` wins over `/commands/:commandId`; a path that
 * matches but not with this method is a 405.
 */
export class Router {
  readonly #routes: CompiledRoute[] = [];
  // Indexes built as routes are added (each emulator adds hundreds): `METHOD /template` for the check of
  // a route registered twice, which scanned the table per route; the routes by segment count, since only
  // those can match a path, so a request tries a few dozen templates instead of all of them.
  readonly #registered = new Set<string>();
  readonly #byLength = new Map<number, CompiledRoute[]>();

  /**
   * Adds a route. `auth` defaults to `application` under `/api/`, else `none`; `rateLimit` to `{}` for
   * `application` routes and to `false` (not limited: OAuth pages, the admin API) for `none` routes;
   * `crossSite` to `refuse` for every route under `/_emulator/` whose method changes something (anything but
   * GET and HEAD: the admin API and the web client's actions; a page of another origin must not reset the
   * world), else `allow`.
   */
  add(
    route: Omit<RouteDefinition, 'auth' | 'rateLimit' | 'crossSite'> &
      Partial<Pick<RouteDefinition, 'auth' | 'rateLimit' | 'crossSite'>>,
  ): this {
    const auth = route.auth ?? (route.path.startsWith('/api/') ? 'application' : 'none');
    const rateLimit = route.rateLimit ?? (auth === 'application' ? {} : false);
    const crossSite =
      route.crossSite ??
      (route.path.startsWith('/_emulator/') && route.method !== 'GET' && route.method !== 'HEAD'
        ? 'refuse'
        : 'allow');
    const definition: RouteDefinition = { ...route, auth, rateLimit, crossSite };
    const segments = splitPath(route.path);
    const key = `${route.method} /${segments.join('/')}`;
    if (this.#registered.has(key)) throw new Error(`Route ${route.method} ${route.path} is registered twice`);
    this.#registered.add(key);
    const compiled = { definition, segments };
    this.#routes.push(compiled);
    let sameLength = this.#byLength.get(segments.length);
    if (!sameLength) {
      sameLength = [];
      this.#byLength.set(segments.length, sameLength);
    }
    sameLength.push(compiled);
    return this;
  }

  /**
   * Finds the route for a method and path. Each segment of the path is percent-decoded once, after the
   * path is split at its slashes, so `/users/%40me` is `/users/@me` (some clients encode `@`) while an
   * encoded slash (`%2F`) stays inside its segment; a segment that does not decode matches nothing.
   */
  match(method: string, pathname: string): RouteMatch {
    const parts = decodeSegments(splitPath(pathname));
    if (!parts) return { kind: 'not-found' };
    let best: {
      segments: string[];
      candidates: { route: CompiledRoute; params: Record<string, string> }[];
    } | null = null;
    for (const route of this.#byLength.get(parts.length) ?? []) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (!best || compareSpecificity(route.segments, best.segments) > 0) {
        best = { segments: route.segments, candidates: [{ route, params }] };
      } else if (compareSpecificity(route.segments, best.segments) === 0) {
        best.candidates.push({ route, params });
      }
    }
    if (!best) return { kind: 'not-found' };
    const hit = best.candidates.find((c) => c.route.definition.method === method);
    if (hit) return { kind: 'found', route: hit.route.definition, params: hit.params };
    return { kind: 'method-not-allowed', allow: best.candidates.map((c) => c.route.definition.method) };
  }

  /** The body cap a route declares for `method` and a request target (path and query), if it declares one. */
  maxBodyBytes(method: string, target: string): number | undefined {
    const match = this.match(method, new URL(target, 'http://emulator').pathname);
    return match.kind === 'found' ? match.route.maxBodyBytes : undefined;
  }

  /** Every registered route, in registration order. */
  routes(): readonly RouteDefinition[] {
    return this.#routes.map((r) => r.definition);
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

/** Each segment percent-decoded, or null when one is malformed (`%E0%A4%A`). */
function decodeSegments(parts: string[]): string[] | null {
  const decoded: string[] = [];
  for (const part of parts) {
    try {
      decoded.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  return decoded;
}

/** The parameters of a template for decoded path segments, or null when they do not fit it. */
function matchSegments(template: string[], parts: string[]): Record<string, string> | null {
  if (template.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i]!;
    const actual = parts[i]!;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

/** Positive when `a` is more specific than `b`: the first segment where one is literal and the other not. */
function compareSpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const aParam = a[i]!.startsWith(':');
    const bParam = b[i]!.startsWith(':');
    if (aParam !== bParam) return aParam ? -1 : 1;
  }
  return 0;
}
