import { type Endpoints, endpointPath } from '@slashkit/api';
import type { ApiCallOptions } from '../api-call-options.js';
import { type ClientIdInput, toClientId } from '../client-id.js';
import { requireText } from './post-token-form.js';
import { parseApiBaseUrl } from './urls.js';

/** The rows of a user's role connection: read, replace, remove. */
type RoleConnectionEndpoint =
  | typeof Endpoints.getApplicationUserRoleConnection
  | typeof Endpoints.updateApplicationUserRoleConnection
  | typeof Endpoints.deleteApplicationUserRoleConnection;

/**
 * The URL of a user's role connection with an application (`/users/@me/applications/{application.id}/role-connection`),
 * after checking the access token and the application id: `INVALID_ARGUMENT` before any request.
 */
export function roleConnectionUrl(
  endpoint: RoleConnectionEndpoint,
  options: ApiCallOptions,
  accessToken: string,
  applicationId: ClientIdInput,
): string {
  requireText(accessToken, 'accessToken', 'pass the accessToken of the token answer');
  // A snowflake, checked as a client id is: a path built from anything else would name another route.
  const id = String(toClientId(applicationId, 'applicationId'));
  return `${parseApiBaseUrl(options.apiBaseUrl)}${endpointPath(endpoint, { applicationId: id })}`;
}
