import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';
import { HttpError } from './http-error.js';
import type { RouteContext } from './router.js';

/** Scopes a Bearer token may use to read commands and permissions. */
const readScopes: readonly string[] = [
  'applications.commands.update',
  'applications.commands',
  'applications.commands.permissions.update',
];

/** The context of a route under `/applications/:applicationId`: its `params` name the application. */
export type ApplicationRouteContext = Pick<RouteContext, 'principal' | 'emulator'> & {
  readonly params: { readonly applicationId: string };
};

/**
 * Resolves the route's `:applicationId` and checks that the caller may act on it: the application exists
 * (404/10002), the token belongs to it (403/20012), and a Bearer token carries
 * `applications.commands.update` for writes (or a commands scope for reads) (403/50001).
 */
export function requireApplication(
  context: ApplicationRouteContext,
  access: 'read' | 'write',
): EmulatorApplication {
  const application = context.emulator.findApplication(context.params.applicationId);
  if (!application) {
    throw new HttpError(404, RESTJSONErrorCodes.UnknownApplication, 'Unknown Application');
  }
  const principal = context.principal;
  if (!principal || principal.application.id !== application.id) {
    throw new HttpError(
      403,
      RESTJSONErrorCodes.NotAuthorizedForApplication,
      `You are not authorized to perform this action on this application: the token belongs to application ${principal?.application.id ?? '(none)'}, not ${application.id}`,
    );
  }
  if (principal.kind === 'bearer') {
    const scopes = principal.token.scopes;
    const allowed =
      access === 'write'
        ? scopes.includes('applications.commands.update')
        : readScopes.some((s) => scopes.includes(s));
    if (!allowed) {
      throw new HttpError(
        403,
        RESTJSONErrorCodes.MissingAccess,
        `Missing Access: this Bearer token lacks the applications.commands.update scope (it has: ${scopes.join(' ') || 'none'}) — request it with the client_credentials grant`,
      );
    }
  }
  return application;
}
