import { type RESTGetAPIOAuth2CurrentAuthorizationResult, Routes } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { getJson } from './internal/get-json.js';
import { requireText } from './internal/post-token-form.js';
import { parseApiBaseUrl } from './internal/urls.js';

/**
 * What an access token stands for: `GET /oauth2/@me` answers the application, the scopes granted, when the
 * token expires, and the user when `identify` was granted.
 * @example
 * const { scopes, user } = await getCurrentAuthorization({ apiBaseUrl }, token.accessToken);
 * @see {@link https://discord.com/developers/docs/topics/oauth2#get-current-authorization-information | Get Current Authorization Information}
 */
export async function getCurrentAuthorization(
  options: ApiCallOptions,
  accessToken: string,
): Promise<RESTGetAPIOAuth2CurrentAuthorizationResult> {
  requireText(accessToken, 'accessToken', 'pass the accessToken of the token answer');
  const url = `${parseApiBaseUrl(options.apiBaseUrl)}${Routes.oauth2CurrentAuthorization()}`;
  const json = (await getJson(
    url,
    options,
    accessToken,
  )) as Partial<RESTGetAPIOAuth2CurrentAuthorizationResult>;
  if (
    typeof json?.application?.id !== 'string' ||
    !Array.isArray(json.scopes) ||
    typeof json.expires !== 'string'
  ) {
    throw new AuthError(
      'INVALID_RESPONSE',
      'GET /oauth2/@me answered without application, scopes and expires.',
    );
  }
  return json as RESTGetAPIOAuth2CurrentAuthorizationResult;
}
