import type { Endpoint, EndpointParams } from './endpoint.js';

const PARAMETER = /:([A-Za-z]+)/g;

/**
 * The path of one call of an endpoint, under the API base URL: each parameter of its route replaced by its
 * value, percent-encoded (an emoji `name:id`, a token), read as an own property only.
 * @throws TypeError when a parameter is missing or empty: the path would name another route.
 * @example
 * endpointPath(Endpoints.getChannel, { channelId: '123' }); // '/channels/123'
 */
export function endpointPath<E extends Endpoint>(endpoint: E, params: EndpointParams<E>): string {
  return endpoint.route.replace(PARAMETER, (_, name: string) => {
    const value = Object.hasOwn(params, name) ? (params as Record<string, unknown>)[name] : undefined;
    if (typeof value !== 'string' || value === '')
      throw new TypeError(
        `${endpoint.method} ${endpoint.route} needs its parameter ${name}: got ${String(value)}`,
      );
    return encodeURIComponent(value);
  });
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
