import { RESTJSONErrorCodes } from '@slashkit/api';
import type { AccessToken } from '../state/token-store.js';
import type { EmulatorApplication } from '../world/world.js';
import { unauthorized } from './http-error.js';
import type { RouteContext } from './router.js';

/**
 * The OAuth2 access token of a route that only a user's token may call, holding `scope` (`route` names the
 * route in the message): a Bot token or a token without the scope gets the service's 401, saying what to
 * ask for when authorizing.
 */
export function requireBearerScope(
  context: Pick<RouteContext, 'principal'>,
  scope: string,
  route: string,
): { application: EmulatorApplication; token: AccessToken } {
  const principal = context.principal;
  if (principal?.kind !== 'bearer')
    throw unauthorized(
      RESTJSONErrorCodes.GeneralError,
      `401: Unauthorized (${route} takes a Bearer token (an OAuth2 access token) holding ${scope}, not a Bot token)`,
    );
  const { scopes } = principal.token;
  if (!scopes.includes(scope))
    throw unauthorized(
      RESTJSONErrorCodes.GeneralError,
      `401: Unauthorized (this Bearer token lacks the ${scope} scope (it has: ${scopes.join(' ') || 'none'}); ask for ${scope} when authorizing)`,
    );
  return { application: principal.application, token: principal.token };
}
