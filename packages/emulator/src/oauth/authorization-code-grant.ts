import type { OAuth2IdTokenClaims, RESTOAuth2TokenResponse } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { accessTokenHash, idTokenLifetimeSeconds } from '../runtime/id-token-signer.js';
import type { AuthorizationCodeGrant } from '../state/authorization-code-store.js';
import type { OAuthGrantHandler } from './oauth-grant-handler.js';
import { TokenEndpointError } from './token-endpoint-error.js';
import { verifyCodeVerifier } from './verify-code-verifier.js';

/**
 * The `authorization_code` grant over the emulator's codes (`state.grants`): `code` (single-use, short-lived; a replay
 * revokes every token the code issued), `redirect_uri` (exactly the authorize request's) and PKCE —
 * `code_verifier` is required when the code has a challenge (`invalid_request`), must match it
 * (`invalid_grant`) and is refused for a code issued without one (`invalid_grant`). A code without PKCE
 * can only be exchanged with the client secret. Issues an access token with a refresh token for the user
 * who approved, with the approved scopes, and with `openid` an ID token (RS256, the emulator's key) whose
 * `nonce` repeats the authorize request's.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §4.1.3, RFC 7636 §4.5-4.6
 */
export const authorizationCodeGrant: OAuthGrantHandler = (params, client, context) => {
  const code = params.get('code');
  if (!code)
    throw new TokenEndpointError('invalid_request', 'code is required with grant_type=authorization_code');
  const redeemed = context.state.grants.redeem(code);
  if (redeemed.kind === 'replayed') {
    // RFC 6749 §4.1.2: a code used twice may have been stolen; whatever it issued is revoked.
    const revoked = context.state.tokens.revokeGrant(redeemed.grant.grantId);
    context.log(
      `oauth2: an authorization code of application ${redeemed.grant.applicationId} was used again; ${revoked} token(s) it issued were revoked`,
    );
    throw new TokenEndpointError(
      'invalid_grant',
      'the authorization code was already used; the tokens it issued are revoked. Start a new authorization.',
    );
  }
  if (redeemed.kind === 'expired') {
    throw new TokenEndpointError(
      'invalid_grant',
      'the authorization code expired (codes live 10 minutes); start a new authorization',
    );
  }
  if (redeemed.kind === 'unknown') {
    throw new TokenEndpointError('invalid_grant', 'the authorization code is unknown or was revoked');
  }
  const grant = redeemed.grant;
  if (grant.applicationId !== client.application.id) {
    throw new TokenEndpointError('invalid_grant', 'the authorization code was issued to another client');
  }
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) {
    throw new TokenEndpointError(
      'invalid_request',
      'redirect_uri is required: send the redirect_uri of the authorize request again',
    );
  }
  if (redirectUri !== grant.redirectUri) {
    throw new TokenEndpointError(
      'invalid_grant',
      'redirect_uri differs from the one of the authorize request',
    );
  }
  const verifier = params.get('code_verifier');
  if (grant.codeChallenge === null) {
    if (verifier !== null) {
      throw new TokenEndpointError(
        'invalid_grant',
        'code_verifier was sent, but the authorize request had no code_challenge; send both or neither',
      );
    }
    if (!client.authenticated) {
      throw new TokenEndpointError(
        'invalid_client',
        'a code issued without PKCE must be exchanged with the client secret (HTTP Basic or client_secret)',
      );
    }
  } else {
    if (verifier === null) {
      throw new TokenEndpointError(
        'invalid_request',
        'code_verifier is required: the authorize request had a code_challenge',
      );
    }
    const outcome = verifyCodeVerifier(verifier, grant.codeChallenge);
    if (outcome === 'malformed') {
      throw new TokenEndpointError(
        'invalid_request',
        'code_verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~',
      );
    }
    if (outcome === 'mismatch') {
      throw new TokenEndpointError('invalid_grant', 'code_verifier does not match the code_challenge');
    }
  }
  const token = context.state.tokens.issue({
    applicationId: grant.applicationId,
    userId: grant.userId,
    scopes: grant.scopes,
    grant: 'authorization_code',
    withRefreshToken: true,
    grantId: grant.grantId,
  });
  const body = context.state.tokens.toResponse(token);
  if (!grant.scopes.includes('openid')) return body;
  return issueIdToken(body, grant, context);
};

/** Adds the OpenID Connect ID token (signed by the emulator's key) to a token answer. */
async function issueIdToken(
  body: RESTOAuth2TokenResponse,
  grant: AuthorizationCodeGrant,
  context: EmulatorContext,
): Promise<RESTOAuth2TokenResponse> {
  const iat = Math.floor(context.clock.now() / 1000);
  const claims: OAuth2IdTokenClaims = {
    iss: grant.issuer,
    sub: grant.userId,
    aud: grant.applicationId,
    exp: iat + idTokenLifetimeSeconds,
    iat,
    auth_time: Math.floor(grant.authTime / 1000),
    at_hash: accessTokenHash(body.access_token),
  };
  if (grant.nonce !== null) claims.nonce = grant.nonce;
  return { ...body, id_token: await context.runtime.idTokens.sign(claims) };
}
