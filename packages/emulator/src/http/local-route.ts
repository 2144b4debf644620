import type { RouteParamName } from '@slashkit/api';
import type { RouteContext, RouteDefinition, RouteHandler, Router } from './router.js';

/** What the handler of a local route receives: the route context with `params` typed from its path. */
export interface LocalRouteContext<Path extends string> extends Omit<RouteContext, 'params'> {
  /** The path's parameters by name, each present (the router matched them). */
  readonly params: { readonly [K in RouteParamName<Path>]: string };
}

/** A local route as `Router.add` takes it, with its handler's `params` typed from the literal path. */
export type LocalRoute<Path extends string> = Omit<
  RouteDefinition,
  'path' | 'handler' | 'auth' | 'rateLimit' | 'crossSite' | 'endpoint'
> &
  Partial<Pick<RouteDefinition, 'auth' | 'rateLimit' | 'crossSite'>> & {
    path: Path;
    handler: (context: LocalRouteContext<Path>) => Response | Promise<Response>;
  };

/**
 * A route of the emulator's own (under `/_emulator/`, or a page), which is no row of `Endpoints`: its
 * `params` are typed from its literal path, as a served row's are from its route.
 * @example
 * router.add(localRoute({ method: 'GET', path: '/_emulator/interactions/:interactionId', handler: (ctx) =>
 *   jsonResponse(200, ctx.params.interactionId) }));
 */
export function localRoute<const Path extends string>(route: LocalRoute<Path>): Parameters<Router['add']>[0] {
  // The router matched every parameter of the path, so the typed view holds.
  return { ...route, handler: route.handler as unknown as RouteHandler };
}
