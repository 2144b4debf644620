import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';
import { HttpError } from './http-error.js';
import type { RouteContext } from './router.js';

/**
 * The application whose bot calls a route that only bots may call (channels, messages, guilds, users):
 * a Bearer token gets the service's 401.
 */
export function requireBot(context: Pick<RouteContext, 'principal'>): EmulatorApplication {
  const principal = context.principal;
  if (principal?.kind !== 'bot')
    throw new HttpError(
      401,
      RESTJSONErrorCodes.GeneralError,
      '401: Unauthorized (this route takes a Bot token: Authorization: Bot <token>)',
    );
  return principal.application;
}
