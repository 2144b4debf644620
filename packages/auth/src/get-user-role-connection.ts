import { type APIApplicationRoleConnection, Endpoints } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import type { ClientIdInput } from './client-id.js';
import { checkRoleConnection } from './internal/check-role-connection.js';
import { getJson } from './internal/get-json.js';
import { roleConnectionUrl } from './internal/role-connection-url.js';

/**
 * The logged-in user's Linked Roles connection with an application:
 * `GET /users/@me/applications/{application.id}/role-connection` with the user's access token (scope
 * `role_connections.write`). A user the application stored nothing for reads with nulls and no metadata.
 * Throws {@link AuthApiError} (401) when the token lacks the scope; an `AuthError` (`INVALID_ARGUMENT`) for
 * an empty token or an application id that is not a snowflake, before any request, and
 * (`INVALID_RESPONSE`) for an answer that is not a connection.
 * @example
 * const connection = await getUserRoleConnection({ apiBaseUrl }, token.accessToken, applicationId);
 * console.log(connection.metadata.level ?? 'not linked yet');
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-application-role-connection | Get Current User Application Role Connection}
 */
export async function getUserRoleConnection(
  options: ApiCallOptions,
  accessToken: string,
  applicationId: ClientIdInput,
): Promise<APIApplicationRoleConnection> {
  const endpoint = Endpoints.getApplicationUserRoleConnection;
  const url = roleConnectionUrl(endpoint, options, accessToken, applicationId);
  return checkRoleConnection(await getJson(url, options, accessToken), endpoint.method);
}
