import { Endpoints, RESTJSONErrorCodes } from '@slashkit/api';
import { validateRoleConnectionMetadataBody, validateUserRoleConnectionBody } from '@slashkit/api/validation';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden, notFound, unauthorized } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { type ApplicationRouteContext, requireApplication } from '../http/require-application.js';
import { requireBearerScope } from '../http/require-bearer-scope.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import type { EmulatorApplication } from '../world/world.js';

const connectionRoute = '/users/@me/applications/{application.id}/role-connection';

/**
 * Linked Roles: an application's metadata records, read and replaced with its Bot token (`GET`/`PUT
 * /applications/{application.id}/role-connections/metadata`, at most 5), and the role connection it stores
 * for a user who connected their account, read, replaced and removed with that user's access token holding
 * `role_connections.write` for the application (`GET`/`PUT`/`DELETE
 * /users/@me/applications/{application.id}/role-connection`; only the application's keys). Snapshots keep
 * both (`roleConnections`).
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata | Application Role Connection Metadata}
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-application-role-connection | Get Current User Application Role Connection}
 */
export const roleConnectionsFeature: EmulatorFeature = {
  name: 'role-connections',
  setup(router) {
    router
      .add(
        serve(Endpoints.getApplicationRoleConnectionsMetadata, (ctx) => {
          const application = botApplication(ctx);
          return jsonResponse(200, ctx.emulator.state.roleConnections.metadata(application.id));
        }),
      )
      .add(
        serve(Endpoints.updateApplicationRoleConnectionsMetadata, async (ctx) => {
          const application = botApplication(ctx);
          const records = validated(validateRoleConnectionMetadataBody(await readJsonBody(ctx.request)));
          const store = ctx.emulator.state.roleConnections;
          store.setMetadata(application.id, records);
          return jsonResponse(200, store.metadata(application.id));
        }),
      )
      .add(
        serve(Endpoints.getApplicationUserRoleConnection, (ctx) => {
          const { applicationId, userId } = connectionOwner(ctx, ctx.params.applicationId);
          return jsonResponse(200, ctx.emulator.state.roleConnections.connection(applicationId, userId));
        }),
      )
      .add(
        serve(Endpoints.updateApplicationUserRoleConnection, async (ctx) => {
          const { applicationId, userId } = connectionOwner(ctx, ctx.params.applicationId);
          const store = ctx.emulator.state.roleConnections;
          const keys = store.metadata(applicationId).map((record) => record.key);
          const connection = validated(validateUserRoleConnectionBody(await readJsonBody(ctx.request), keys));
          store.setConnection(applicationId, userId, connection);
          return jsonResponse(200, store.connection(applicationId, userId));
        }),
      )
      .add(
        serve(Endpoints.deleteApplicationUserRoleConnection, (ctx) => {
          const { applicationId, userId } = connectionOwner(ctx, ctx.params.applicationId);
          ctx.emulator.state.roleConnections.deleteConnection(applicationId, userId);
          return jsonResponse(204);
        }),
      );
  },
};

// The records are the application's own: its Bot token, for its own id (10002 for none, 20012 for another's).
function botApplication(ctx: ApplicationRouteContext): EmulatorApplication {
  requireBot(ctx);
  return requireApplication(ctx, 'write');
}

/**
 * The application and user of a role-connection route: a user's access token holding
 * `role_connections.write`, issued to the application in the path.
 */
function connectionOwner(
  ctx: Pick<RouteContext, 'principal' | 'emulator'>,
  applicationId: string,
): { applicationId: string; userId: string } {
  const { application, token } = requireBearerScope(ctx, 'role_connections.write', connectionRoute);
  if (!ctx.emulator.findApplication(applicationId))
    throw notFound(RESTJSONErrorCodes.UnknownApplication, 'Unknown Application');
  if (application.id !== applicationId)
    throw forbidden(
      RESTJSONErrorCodes.NotAuthorizedForApplication,
      `You are not authorized to perform this action on this application: this Bearer token was issued to application ${application.id}, not ${applicationId}`,
    );
  // A token outlives nothing in the world but a reset; a user gone since is an unknown token.
  if (!ctx.emulator.findUser(token.userId))
    throw unauthorized(
      RESTJSONErrorCodes.GeneralError,
      '401: Unauthorized (the user of this token is no longer in the world)',
    );
  return { applicationId, userId: token.userId };
}
