import type {
  APIApplicationRoleConnection,
  APIApplicationRoleConnectionMetadata,
  RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
  RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
} from '../types/role-connection.js';
import { defineEndpoint } from './define-endpoint.js';

const records = '/applications/:applicationId/role-connections/metadata';
const connection = '/users/@me/applications/:applicationId/role-connection';
// A user's connection is theirs to write through the app's OAuth2 grant: only a Bearer token holding
// role_connections.write for the application in the path.
const userConnection = {
  auth: ['bearer'],
  scopes: ['role_connections.write'],
  major: [],
  global: true,
  // Each write replaces the whole connection: sent twice, it ends where once did.
  replay: 'always',
} as const;

/**
 * Linked Roles: the metadata records an application declares (with its Bot token) and the role
 * connection it stores for each user who connected their account (with that user's access token).
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata | Application Role Connection Metadata}
 * @see {@link https://discord.com/developers/docs/tutorials/configuring-app-metadata-for-linked-roles | Configuring App Metadata for Linked Roles}
 */
export const RoleConnectionEndpoints = {
  getApplicationRoleConnectionsMetadata: defineEndpoint<{ result: APIApplicationRoleConnectionMetadata[] }>()(
    {
      operationId: 'get_application_role_connections_metadata',
      method: 'GET',
      route: records,
      auth: ['bot'],
      major: [],
      global: true,
      replay: 'always',
    },
  ),
  updateApplicationRoleConnectionsMetadata: defineEndpoint<{
    body: RESTPutAPIApplicationRoleConnectionMetadataJSONBody;
    result: APIApplicationRoleConnectionMetadata[];
  }>()({
    operationId: 'update_application_role_connections_metadata',
    method: 'PUT',
    route: records,
    auth: ['bot'],
    major: [],
    global: true,
    // The list replaces the last one: sent twice, it ends where once did.
    replay: 'always',
  }),
  getApplicationUserRoleConnection: defineEndpoint<{ result: APIApplicationRoleConnection }>()({
    operationId: 'get_application_user_role_connection',
    method: 'GET',
    route: connection,
    ...userConnection,
  }),
  updateApplicationUserRoleConnection: defineEndpoint<{
    body: RESTPutAPICurrentUserApplicationRoleConnectionJSONBody;
    result: APIApplicationRoleConnection;
  }>()({
    operationId: 'update_application_user_role_connection',
    method: 'PUT',
    route: connection,
    ...userConnection,
  }),
  deleteApplicationUserRoleConnection: defineEndpoint()({
    operationId: 'delete_application_user_role_connection',
    method: 'DELETE',
    route: connection,
    ...userConnection,
  }),
} as const;
