import type { Endpoint, EndpointParams } from './endpoint.js';

const PARAMETER = /:([A-Za-z]+)/g;

// One parameter's value in a path: an own string property, not empty, percent-encoded.
function parameter(endpoint: Endpoint, params: object, name: string): string {
  const value = Object.hasOwn(params, name) ? (params as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string' || value === '')
    throw new TypeError(
      `${endpoint.method} ${endpoint.route} needs its parameter ${name}: got ${String(value)}`,
    );
  return encodeURIComponent(value);
}

/**
 * The path of one call of an endpoint, under the API base URL: each parameter of its route replaced by its
 * value, percent-encoded (an emoji `name:id`, a token), read as an own property only.
 * @throws TypeError when a parameter is missing or empty: the path would name another route.
 * @example
 * endpointPath(Endpoints.getChannel, { channelId: '123' }); // '/channels/123'
 */
export function endpointPath<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): string {
  return endpoint.route.replace(PARAMETER, (_, name: string) => parameter(endpoint, params, name));
}

/**
 * {@link endpointPath} for one endpoint, with its route parsed once: for a client that builds the path of
 * every request (the route's pieces are joined, no pattern is matched per call). Same rules, same errors.
 * @example
 * const path = compileEndpointPath(Endpoints.getChannel);
 * path({ channelId: '123' }); // '/channels/123'
 */
export function compileEndpointPath<E extends Endpoint>(endpoint: E): (params: EndpointParams<E>) => string {
  // Literal pieces at even indexes, parameter names at odd ones.
  const pieces = endpoint.route.split(/:([A-Za-z]+)/);
  if (pieces.length === 1) return () => endpoint.route;
  return (params) => {
    let path = pieces[0]!;
    for (let i = 1; i < pieces.length; i += 2)
      path += parameter(endpoint, params, pieces[i]!) + pieces[i + 1]!;
    return path;
  };
}

/**
 * A route template as Discord's document spells it, for errors, logs and bucket keys:
 * `/applications/:applicationId/commands` becomes `/applications/{application_id}/commands`.
 * @example
 * documentRoute(Endpoints.getChannel.route); // '/channels/{channel_id}'
 */
export function documentRoute(route: string): string {
  return route.replace(
    PARAMETER,
    (_, name: string) => `{${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}}`,
  );
}
