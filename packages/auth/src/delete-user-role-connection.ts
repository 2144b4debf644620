import { Endpoints } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import type { ClientIdInput } from './client-id.js';
import { roleConnectionUrl } from './internal/role-connection-url.js';
import { sendJson } from './internal/send-json.js';

/**
 * Removes the logged-in user's Linked Roles connection with an application (when they unlink their
 * account): `DELETE /users/@me/applications/{application.id}/role-connection` with the user's access
 * token (scope `role_connections.write`); it then reads with nulls and no metadata. Throws
 * {@link AuthApiError} (401) when the token lacks the scope; `INVALID_ARGUMENT` for an empty token or an
 * application id that is not a snowflake, before any request.
 * @example
 * await deleteUserRoleConnection({ apiBaseUrl }, token.accessToken, applicationId);
 * @see {@link https://discord.com/developers/docs/resources/user#application-role-connection-object | Application Role Connection object}
 *   (the route is in Discord's OpenAPI document; the docs pages leave it out)
 */
export async function deleteUserRoleConnection(
  options: ApiCallOptions,
  accessToken: string,
  applicationId: ClientIdInput,
): Promise<void> {
  const endpoint = Endpoints.deleteApplicationUserRoleConnection;
  const url = roleConnectionUrl(endpoint, options, accessToken, applicationId);
  await sendJson(url, options, { method: endpoint.method, bearer: accessToken, empty: true });
}
