import { type Endpoint, RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError, notFound } from '../http/http-error.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import type { EndpointContext } from '../http/serve.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * The app of a monetization route's `:applicationId`, as its own bot calls it: a Bot token (401 for any
 * other), an app that exists (404/10002) and is the token's (403/20012).
 */
export function botApplication(
  ctx: RouteContext | EndpointContext<Endpoint>,
  applicationId: string,
): EmulatorApplication {
  const application = requireBot(ctx);
  if (!ctx.emulator.findApplication(applicationId))
    throw notFound(RESTJSONErrorCodes.UnknownApplication, 'Unknown Application');
  if (application.id !== applicationId)
    throw new HttpError(
      403,
      RESTJSONErrorCodes.NotAuthorizedForApplication,
      `You are not authorized to perform this action on this application: the token belongs to application ${application.id}, not ${applicationId}`,
    );
  return application;
}
