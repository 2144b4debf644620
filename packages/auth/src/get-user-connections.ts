import { type APIConnection, Endpoints, endpointPath, isJsonObject } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { getJson } from './internal/get-json.js';
import { requireText } from './internal/post-token-form.js';
import { parseApiBaseUrl } from './internal/urls.js';

const isConnection = (value: unknown) =>
  isJsonObject(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.type === 'string';

/**
 * The accounts the logged-in user connected to Discord (GitHub, Steam, Xbox, …): `GET /users/@me/connections`
 * with the user's access token (it needs the `connections` scope), as a Linked Roles verification page reads
 * them before storing a role connection. Each has the service (`type`, one of `ConnectionService`), the
 * account's id and name there, whether it is `verified` and its `visibility`. Throws {@link AuthApiError}
 * (401) when the token lacks `connections`; an `AuthError` (`INVALID_ARGUMENT`) for an empty token, before
 * any request, and (`INVALID_RESPONSE`) for an answer that is not a list of connections.
 * @example
 * const connections = await getUserConnections({ apiBaseUrl }, token.accessToken);
 * const steam = connections.find((c) => c.type === ConnectionService.Steam && c.verified);
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-connections | Get Current User Connections}
 */
export async function getUserConnections(
  options: ApiCallOptions,
  accessToken: string,
): Promise<APIConnection[]> {
  requireText(accessToken, 'accessToken', 'pass the accessToken of the token answer');
  const route = endpointPath(Endpoints.listMyConnections, {});
  const json = await getJson(`${parseApiBaseUrl(options.apiBaseUrl)}${route}`, options, accessToken);
  if (!Array.isArray(json)) {
    throw new AuthError('INVALID_RESPONSE', `GET ${route} answered without a list of connections.`);
  }
  const bad = json.findIndex((entry) => !isConnection(entry));
  if (bad !== -1) {
    throw new AuthError(
      'INVALID_RESPONSE',
      `GET ${route} answered [${bad}] without a connection (id, name, type).`,
    );
  }
  return json as APIConnection[];
}
