import type { OAuthGrantHandler } from './oauth-grant-handler.js';
import { TokenEndpointError } from './token-endpoint-error.js';

/**
 * The `refresh_token` grant with rotation: the old refresh token and its access token stop working and a
 * new pair is issued (same user; the same scopes, or fewer with `scope`). A rotated-away refresh token
 * that comes back signals theft: the whole grant is revoked (RFC 9700 §4.14.2).
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §6
 */
export const refreshTokenGrant: OAuthGrantHandler = (params, client, context) => {
  const refreshToken = params.get('refresh_token');
  if (!refreshToken) {
    throw new TokenEndpointError(
      'invalid_request',
      'refresh_token is required with grant_type=refresh_token',
    );
  }
  const token = context.state.tokens.findByRefreshToken(refreshToken);
  if (!token) {
    const grantId = context.state.tokens.retiredGrant(refreshToken);
    if (grantId !== undefined) {
      const revoked = context.state.tokens.revokeGrant(grantId);
      context.log(
        `oauth2: a rotated-away refresh token was used again; ${revoked} token(s) of its grant were revoked`,
      );
      throw new TokenEndpointError(
        'invalid_grant',
        'the refresh token was already used (rotated); every token of this authorization is now revoked. Start a new authorization.',
      );
    }
    throw new TokenEndpointError('invalid_grant', 'the refresh token is unknown or was revoked');
  }
  if (token.applicationId !== client.application.id) {
    throw new TokenEndpointError('invalid_grant', 'the refresh token was issued to another client');
  }
  let scopes = token.scopes;
  const asked = params.get('scope');
  if (asked !== null) {
    const requested = [...new Set(asked.split(' ').filter(Boolean))];
    const extra = requested.filter((s) => !token.scopes.includes(s));
    if (requested.length === 0 || extra.length > 0) {
      throw new TokenEndpointError(
        'invalid_scope',
        requested.length === 0
          ? 'scope is empty; leave it out to keep the granted scopes'
          : `scope(s) beyond the original grant: ${extra.join(' ')}`,
      );
    }
    scopes = requested;
  }
  return context.state.tokens.toResponse(context.state.tokens.rotate(token, scopes));
};
