import { authorizationCodeGrant } from './authorization-code-grant.js';
import { clientCredentialsGrant } from './client-credentials-grant.js';
import type { OAuthGrantHandler } from './oauth-grant-handler.js';
import { refreshTokenGrant } from './refresh-token-grant.js';

/**
 * The token endpoint's grant types by `grant_type`: it dispatches to them, and the RFC 8414 metadata lists
 * them. Look one up with `Object.hasOwn` (the name comes from the request).
 */
export const oauthGrantTypes: Readonly<Record<string, OAuthGrantHandler>> = Object.freeze({
  client_credentials: clientCredentialsGrant,
  authorization_code: authorizationCodeGrant,
  refresh_token: refreshTokenGrant,
});
