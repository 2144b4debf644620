import { type RESTGetAPIOAuth2UserInfoResult, Routes } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { getJson } from './internal/get-json.js';
import { requireText } from './internal/post-token-form.js';
import { parseApiBaseUrl } from './internal/urls.js';

// The type each claim must have when present (the answer is untrusted: a claim of another type is refused,
// so a caller never reads a number where the type says string).
const claimTypes: Record<
  Exclude<keyof RESTGetAPIOAuth2UserInfoResult, 'sub'>,
  (value: unknown) => boolean
> = {
  preferred_username: (value) => typeof value === 'string',
  nickname: (value) => typeof value === 'string' || value === null,
  picture: (value) => typeof value === 'string',
  locale: (value) => typeof value === 'string',
  email: (value) => typeof value === 'string' || value === null,
  email_verified: (value) => typeof value === 'boolean',
};

/**
 * Who logged in, as OpenID Connect claims: `GET /oauth2/userinfo` with the user's access token (it needs the
 * `openid` scope; `email` adds `email` and `email_verified`). `sub` is the user id. Throws
 * {@link AuthApiError} (401) when the token is expired, revoked or lacks `openid`.
 * @example
 * const claims = await getUserInfo({ apiBaseUrl }, token.accessToken);
 * console.log(`Signed in as ${claims.preferred_username} (${claims.sub})`);
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Core §5.3 (UserInfo)
 */
export async function getUserInfo(
  options: ApiCallOptions,
  accessToken: string,
): Promise<RESTGetAPIOAuth2UserInfoResult> {
  requireText(accessToken, 'accessToken', 'pass the accessToken of the token answer');
  const route = Routes.oauth2UserInfo();
  const json = await getJson(`${parseApiBaseUrl(options.apiBaseUrl)}${route}`, options, accessToken);
  if (typeof json !== 'object' || json === null || typeof (json as { sub?: unknown }).sub !== 'string') {
    throw new AuthError('INVALID_RESPONSE', `GET ${route} answered without the user id (sub).`);
  }
  const claims = json as Record<string, unknown>;
  for (const [claim, fits] of Object.entries(claimTypes)) {
    if (Object.hasOwn(claims, claim) && !fits(claims[claim])) {
      throw new AuthError(
        'INVALID_RESPONSE',
        `GET ${route} answered claim ${claim} as ${claims[claim] === null ? 'null' : typeof claims[claim]}, which is not its type.`,
      );
    }
  }
  return json as RESTGetAPIOAuth2UserInfoResult;
}
