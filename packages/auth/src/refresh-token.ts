import { postTokenForm, requireText, toOAuth2Token } from './internal/post-token-form.js';
import type { OAuth2Token } from './oauth2-token.js';
import type { TokenEndpointOptions } from './token-endpoint-options.js';

/**
 * Trades a refresh token for a new token pair (`grant_type=refresh_token`). The service rotates refresh
 * tokens: store the new one and forget the old.
 * @example
 * const fresh = await refreshToken({ clientId }, token.refreshToken!);
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §6
 */
export async function refreshToken(
  options: TokenEndpointOptions,
  refreshToken: string,
): Promise<OAuth2Token> {
  requireText(refreshToken, 'refreshToken', 'pass the refreshToken of an earlier token answer');
  const json = await postTokenForm(
    options,
    'token',
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    [refreshToken],
  );
  return toOAuth2Token(json, options.now ?? Date.now);
}
