import { APIBasePath, type Endpoint, type EndpointParams } from '@slashkit/api';
import type { RouteContext, RouteDefinition, RouteHandler } from './router.js';

/** What the handler of a served endpoint receives: the route context with `params` typed from the row. */
export interface EndpointContext<E extends Endpoint> extends Omit<RouteContext, 'params'> {
  /** The route's parameters by name, each present (the router matched them). */
  readonly params: EndpointParams<E>;
}

/** The handler of one endpoint: answers a request, or throws an `HttpError`. */
export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Response | Promise<Response>;

/**
 * The route of one row of `@slashkit/api`'s `Endpoints`, served by `handler`: method, path (under
 * `/api/v10`), credentials and rate-limit bucket all come from the row. A row that takes a Bot or Bearer
 * token is an `application` route (the caller is resolved before the handler runs, 401 otherwise); one
 * authenticated by the token in its path is limited by its major parameters alone; a public row with no
 * major parameter is not limited.
 * @example
 * router.add(serve(Endpoints.getChannel, (ctx) => jsonResponse(200, channelOf(ctx, ctx.params.channelId))));
 */
export function serve<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): RouteDefinition {
  const credential = endpoint.auth.includes('bot') || endpoint.auth.includes('bearer');
  return {
    method: endpoint.method,
    path: `${APIBasePath}${endpoint.route}`,
    auth: credential ? 'application' : 'none',
    rateLimit:
      credential || endpoint.major.length > 0 ? { major: endpoint.major, global: endpoint.global } : false,
    // The service's own API: its writes need a credential that a page of another origin does not have.
    crossSite: 'allow',
    // The router matched every parameter of the row's route, so the typed view holds.
    handler: handler as unknown as RouteHandler,
    endpoint,
  };
}
