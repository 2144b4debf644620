import { APIBasePath, type RouteTemplate } from '@slashkit/api';

/**
 * A route template of `@slashkit/api` under the versioned API path, as the router matches it; feature
 * files never spell an `/api/v10/…` path themselves.
 * @example
 * apiRoute(RouteTemplates.applicationCommands); // '/api/v10/applications/:applicationId/commands'
 */
export function apiRoute<T extends RouteTemplate>(template: T): `${typeof APIBasePath}${T}` {
  return `${APIBasePath}${template}`;
}
