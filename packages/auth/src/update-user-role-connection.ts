import {
  type APIApplicationRoleConnection,
  Endpoints,
  type RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
} from '@slashkit/api';
import { formatFieldPath, validateUserRoleConnectionBody } from '@slashkit/api/validation';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import type { ClientIdInput } from './client-id.js';
import { checkRoleConnection } from './internal/check-role-connection.js';
import { roleConnectionUrl } from './internal/role-connection-url.js';
import { sendJson } from './internal/send-json.js';

/**
 * Replaces the logged-in user's Linked Roles connection with an application, as a verification page does
 * once the user authorized `role_connections.write`: `PUT /users/@me/applications/{application.id}/role-connection`
 * with the user's access token and the whole connection (the platform's name, the user's name there, a
 * value for each of the application's metadata keys: strings or numbers, `1`/`0` for booleans, ISO 8601 for
 * dates). Answers the connection as stored (values as strings). The body is checked as the service checks it
 * (`validateUserRoleConnectionBody`) and refused with `INVALID_ARGUMENT` before any request, as are an empty
 * token and an application id that is not a snowflake; a 401 is an {@link AuthApiError}.
 * @example
 * await updateUserRoleConnection({ apiBaseUrl }, token.accessToken, applicationId, {
 *   platform_name: 'Pizza Quest',
 *   platform_username: player.name,
 *   metadata: { level: player.level, verified: 1 },
 * });
 * @see {@link https://discord.com/developers/docs/resources/user#update-current-user-application-role-connection | Update Current User Application Role Connection}
 */
export async function updateUserRoleConnection(
  options: ApiCallOptions,
  accessToken: string,
  applicationId: ClientIdInput,
  body: RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
): Promise<APIApplicationRoleConnection> {
  const endpoint = Endpoints.updateApplicationUserRoleConnection;
  const url = roleConnectionUrl(endpoint, options, accessToken, applicationId);
  const checked = validateUserRoleConnectionBody(body);
  if (!checked.success) {
    const lines = checked.errors.map((e) => `\n  body.${formatFieldPath(e.path)}: ${e.message}`);
    throw new AuthError(
      'INVALID_ARGUMENT',
      `body is not a role connection the service would take (${lines.length === 1 ? '1 problem' : `${lines.length} problems`}):${lines.join('')}`,
    );
  }
  const json = await sendJson(url, options, { method: endpoint.method, bearer: accessToken, body });
  return checkRoleConnection(json, endpoint.method);
}
