import { postTokenForm, requireText } from './internal/post-token-form.js';
import type { TokenEndpointOptions } from './token-endpoint-options.js';

/**
 * Revokes an access or refresh token at `/oauth2/token/revoke` (RFC 7009), e.g. when the player signs out.
 * @example
 * await revokeToken({ clientId }, token.accessToken, 'access_token');
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 7009
 */
export async function revokeToken(
  options: TokenEndpointOptions,
  token: string,
  tokenTypeHint?: 'access_token' | 'refresh_token',
): Promise<void> {
  requireText(token, 'token', 'pass the access or refresh token to revoke');
  const fields: Record<string, string> = { token };
  if (tokenTypeHint !== undefined) fields.token_type_hint = tokenTypeHint;
  await postTokenForm(options, 'revoke', fields, [token]);
}
