/** The HTTP methods of the service's operations. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A credential an operation takes: `bot` (`Authorization: Bot <token>`), `bearer` (an OAuth2 access token
 * holding one of the row's `scopes`), `client` (the app's OAuth2 client credentials, on the token
 * endpoint), `token` (the interaction or webhook token in the path is the credential: no header), or `none`
 * (public).
 */
export type EndpointAuth = 'bot' | 'bearer' | 'client' | 'token' | 'none';

/**
 * Whether a request may be sent again after an ambiguous failure (5xx, timeout, connection lost after
 * sending): `always` for reads and writes that end in the same state when repeated, `unsent-only` for
 * writes that would happen twice (a message posted, an interaction answered), replayed only when the
 * request certainly never left.
 */
export type ReplayPolicy = 'always' | 'unsent-only';

/**
 * Where an operation takes files (multipart/form-data with `payload_json` and `files[n]`): in the body
 * itself or in its `data` (an interaction response); `create` describes every file in `attachments`,
 * `edit` keeps the message's other attachments only when they are listed. `form`: the body's fields are
 * the form's text fields and its one file the part `file` (a guild sticker), with no `payload_json`.
 */
export interface EndpointFiles {
  readonly at: 'body' | 'data' | 'form';
  readonly mode: 'create' | 'edit';
}

/**
 * The names of the parameters of a route template: `'/channels/:channelId/messages/:messageId'` gives
 * `'channelId' | 'messageId'`.
 */
export type RouteParamName<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One operation of the service, as plain data: every fact a client needs to call it and a server needs
 * to serve it. A row of {@link Endpoints}.
 */
export interface EndpointDefinition<Route extends string = string> {
  /**
   * Discord's `operationId` in its OpenAPI document (github `discord/discord-api-spec`,
   * `specs/openapi.json`); `null` for an operation the document lacks, with `notInDocument` saying why.
   */
  readonly operationId: string | null;
  /** Why the operation is not in the document, and where its shapes come from instead. */
  readonly notInDocument?: string;
  readonly method: EndpointMethod;
  /** The path under the API base URL with named parameters, e.g. `/channels/:channelId/messages`. */
  readonly route: Route;
  /** The credentials the operation takes, any one of them. */
  readonly auth: readonly EndpointAuth[];
  /** With `bearer`: the OAuth2 scopes of which the token must hold one. */
  readonly scopes?: readonly string[];
  /**
   * The route parameters that make up the rate-limit bucket's major parameter (`guildId`, `channelId`, a
   * webhook or interaction id with its token); each value gets its own limit. Empty: one bucket per route.
   */
  readonly major: readonly (string extends Route ? string : RouteParamName<Route>)[];
  /** Whether requests count toward the global limit (interaction callbacks and webhooks do not). */
  readonly global: boolean;
  readonly replay: ReplayPolicy;
  /**
   * For a DELETE: the JSON code of the 404 that says the target is gone. A retried DELETE that gets it has
   * succeeded: the first attempt did the work before its answer was lost.
   */
  readonly goneCode?: number;
  /** Where the operation takes files, if it does. */
  readonly files?: EndpointFiles;
  /** The query parameters the operation takes. */
  readonly query?: readonly string[];
  /** Whether the operation records `X-Audit-Log-Reason` in the guild's audit log. */
  readonly reason?: boolean;
}

/** The types that ride along with a row: the JSON body, the 2xx result, and the query. */
export interface EndpointTypes {
  body?: unknown;
  result?: unknown;
  query?: object;
}

/** A row of {@link Endpoints} with its types. */
export interface Endpoint<Route extends string = string, Types extends EndpointTypes = EndpointTypes>
  extends EndpointDefinition<Route> {
  /** Types only: never present at run time. */
  readonly '~types'?: Types;
}

/** The route parameters of an endpoint, by name, e.g. `{ channelId: string }`. */
export type EndpointParams<E extends Endpoint> = { readonly [K in RouteParamName<E['route']>]: string };

type TypesOf<E> = E extends Endpoint<string, infer T> ? T : never;

/** The JSON body an endpoint takes (`undefined` for none). */
export type EndpointBody<E extends Endpoint> = TypesOf<E> extends { body: infer B } ? B : undefined;

/** What a 2xx answer of an endpoint holds (`undefined` for 204). */
export type EndpointResult<E extends Endpoint> = TypesOf<E> extends { result: infer R } ? R : undefined;

/** The query an endpoint takes (`undefined` for none). */
export type EndpointQuery<E extends Endpoint> = TypesOf<E> extends { query: infer Q } ? Q : undefined;
