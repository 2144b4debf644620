import { type RESTGetAPICurrentUserResult, Routes } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { getJson } from './internal/get-json.js';
import { requireText } from './internal/post-token-form.js';
import { parseApiBaseUrl } from './internal/urls.js';

/**
 * Who logged in: `GET /users/@me` with the user's access token (it needs the `identify` scope). Throws
 * {@link AuthApiError} (401) when the token is expired, revoked or lacks `identify`.
 * @example
 * const user = await getCurrentUser({ apiBaseUrl }, token.accessToken);
 * console.log(`Signed in as ${user.global_name ?? user.username} (${user.id})`);
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user | Get Current User}
 */
export async function getCurrentUser(
  options: ApiCallOptions,
  accessToken: string,
): Promise<RESTGetAPICurrentUserResult> {
  requireText(accessToken, 'accessToken', 'pass the accessToken of the token answer');
  const json = await getJson(
    `${parseApiBaseUrl(options.apiBaseUrl)}${Routes.currentUser()}`,
    options,
    accessToken,
  );
  const user = json as Partial<RESTGetAPICurrentUserResult> | null;
  if (typeof user?.id !== 'string' || typeof user.username !== 'string') {
    throw new AuthError('INVALID_RESPONSE', 'GET /users/@me answered without a user (id, username).');
  }
  return json as RESTGetAPICurrentUserResult;
}
