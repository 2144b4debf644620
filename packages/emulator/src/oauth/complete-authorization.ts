import type { Snowflake } from '@slashkit/api';
import type { AuthorizationCodeStore } from './authorization-code-store.js';
import { authorizeRedirectUrl } from './authorize-redirect-url.js';
import type { AuthorizeRequest } from './validate-authorize-request.js';

/** The user's answer on the consent page (or through the headless consent). */
export type AuthorizationDecision = { approve: true; userId: Snowflake } | { approve: false };

/**
 * Turns a decision on a checked request into the redirect URL: on approval a new code with `state` and
 * `iss` (RFC 9207), on refusal `error=access_denied` with `state` and `iss`.
 * @see service-facts "OAuth2", RFC 6749 §4.1.2
 */
export function completeAuthorization(
  request: AuthorizeRequest,
  decision: AuthorizationDecision,
  codes: AuthorizationCodeStore,
  issuer: string,
): string {
  if (!decision.approve) {
    return authorizeRedirectUrl(request.redirectUri, {
      error: 'access_denied',
      error_description: 'The user cancelled the authorization',
      state: request.state,
      iss: issuer,
    });
  }
  const code = codes.issue({
    applicationId: request.application.id,
    userId: decision.userId,
    scopes: request.scopes,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    nonce: request.nonce,
  });
  return authorizeRedirectUrl(request.redirectUri, { code, state: request.state, iss: issuer });
}
