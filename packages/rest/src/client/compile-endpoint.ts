import { allEndpoints, compileEndpointPath, documentRoute, type Endpoint } from '@slashkit/api';
import { hashSecret } from '../util/hash-secret.js';

/**
 * What the request core derives from a row once, for every call of it: the path builder, the route as
 * errors, logs and bucket keys show it, the bucket's major parameter, the parameters that are secrets, how
 * the call authenticates, the query keys, and for an edit with files the row that reads what it edits.
 */
export interface CompiledEndpoint {
  readonly endpoint: Endpoint;
  readonly path: (params: object) => string;
  /** The route in the document's spelling, e.g. `/channels/{channel_id}/messages`. */
  readonly route: string;
  /** The major parameter of one call: the row's `major` values joined by `:`, secrets hashed. */
  readonly major: (params: object) => string;
  /** The route parameters that are credentials (an interaction or webhook token): redacted everywhere. */
  readonly secrets: readonly string[];
  /**
   * `client`: the client's token (a per-call Bearer token instead, where the row takes one); `bearer`: a
   * Bearer token only (the client's, with `authPrefix: 'Bearer'`, or a per-call one); `none`: no header
   * (the token in the path is the credential, or the operation is public).
   */
  readonly auth: 'client' | 'bearer' | 'none';
  /** Whether a per-call Bearer token may stand in for the client's. */
  readonly takesBearer: boolean;
  readonly query: readonly string[];
  /** For an edit that takes files: the GET of the same route, which reads the attachments it keeps. */
  readonly read: Endpoint | undefined;
}

// A parameter named like `interactionToken` or `webhookToken` is a credential.
const isSecret = (name: string): boolean => name.endsWith('Token');

function own(params: object, name: string): string {
  return (params as Record<string, string>)[name]!;
}

function majorOf(names: readonly string[]): (params: object) => string {
  if (names.length === 0) return () => '';
  const [first] = names as [string];
  if (names.length === 1 && !isSecret(first)) return (params) => own(params, first);
  return (params) =>
    names.map((name) => (isSecret(name) ? hashSecret(own(params, name)) : own(params, name))).join(':');
}

/** Derives what every call of `endpoint` needs from its row (see {@link CompiledEndpoint}). */
export function compileEndpoint(endpoint: Endpoint): CompiledEndpoint {
  const takesBot = endpoint.auth.includes('bot');
  const takesBearer = endpoint.auth.includes('bearer');
  const names = [...endpoint.route.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name!);
  return {
    endpoint,
    path: compileEndpointPath(endpoint) as (params: object) => string,
    route: documentRoute(endpoint.route),
    major: majorOf(endpoint.major),
    secrets: names.filter(isSecret),
    auth: takesBot ? 'client' : takesBearer ? 'bearer' : 'none',
    takesBearer,
    query: endpoint.query ?? [],
    read:
      endpoint.files?.mode === 'edit'
        ? allEndpoints.find((row) => row.method === 'GET' && row.route === endpoint.route)
        : undefined,
  };
}
