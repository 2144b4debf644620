import { AuthError } from './auth-error.js';
import type { AuthorizationRequest } from './create-authorization-request.js';
import { timingSafeEqual } from './internal/timing-safe-equal.js';
import { withoutQuery } from './internal/urls.js';
import { OAuthError } from './oauth-error.js';

/**
 * What a checked callback yields: the code to exchange, with the redirect URI and verifier the exchange
 * must repeat. `code` and `codeVerifier` are secrets: never log them.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface AuthorizationResult {
  /** The single-use authorization code. */
  readonly code: string;
  /** The redirect URI of the request, to send again with the code. */
  readonly redirectUri: string;
  /** The PKCE verifier of the request; undefined when the caller kept it. */
  readonly codeVerifier: string | undefined;
  /** The `nonce` of the request, if it sent one: an ID token must repeat it (see `verifyIdToken`). */
  readonly nonce: string | undefined;
}

/**
 * Checks an authorization callback against its request and returns the code. Fails with an `AuthError`
 * on a missing (`MISSING_STATE`) or different (`STATE_MISMATCH`, compared in constant time) state, on a
 * missing or wrong `iss` when one is expected (`ISSUER_MISMATCH`), on a URL that is not the redirect URI
 * or has no code (`INVALID_CALLBACK`), and with an {@link OAuthError} on `error=`.
 * @example
 * const result = checkAuthorizationCallback(request, 'http://127.0.0.1:53682/callback?code=…&state=…');
 * const token = await client.exchangeCode(result);
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §4.1.2, RFC 9207
 */
export function checkAuthorizationCallback(
  request: AuthorizationRequest,
  callback: URL | string | URLSearchParams,
): AuthorizationResult {
  let params: URLSearchParams;
  if (callback instanceof URLSearchParams) {
    params = callback;
  } else {
    let url: URL;
    try {
      url = new URL(callback);
    } catch {
      // Never echo the callback: it may hold the code.
      throw new AuthError(
        'INVALID_CALLBACK',
        'The callback is not an absolute URL; pass the full redirect URL the browser opened.',
      );
    }
    if (withoutQuery(url) !== withoutQuery(new URL(request.redirectUri))) {
      throw new AuthError(
        'INVALID_CALLBACK',
        `The callback went to ${withoutQuery(url)}, not to the request's redirect URI ${request.redirectUri}.`,
      );
    }
    params = url.searchParams;
  }

  // State first: an error or code that does not answer our request must not be trusted (CSRF).
  const state = params.get('state');
  if (state === null || state === '') {
    throw new AuthError(
      'MISSING_STATE',
      'The callback carries no state, so it cannot be tied to this request (possible CSRF); start a new authorization.',
    );
  }
  if (!timingSafeEqual(state, request.state)) {
    throw new AuthError(
      'STATE_MISMATCH',
      'The callback state differs from the state sent: the redirect is forged or belongs to another attempt; start a new authorization.',
    );
  }

  const error = params.get('error');
  const iss = params.get('iss');
  // RFC 9207: a present iss must match; on success it must be present too (the service always sends it).
  if (
    request.issuer !== undefined &&
    ((iss === null && error === null) || (iss !== null && iss !== request.issuer))
  ) {
    throw new AuthError(
      'ISSUER_MISMATCH',
      iss === null
        ? `The callback carries no iss, but ${request.issuer} always sends one; pass issuer: false only for a server without RFC 9207 support.`
        : `The callback's iss is ${JSON.stringify(iss)}, not ${JSON.stringify(request.issuer)}: the response came from another server (mix-up attack) or authorizeOrigin is wrong.`,
    );
  }

  if (error !== null) {
    throw new OAuthError({
      error,
      error_description: params.get('error_description') ?? undefined,
      source: 'authorize',
    });
  }

  const code = params.get('code');
  if (code === null || code === '') {
    throw new AuthError(
      'INVALID_CALLBACK',
      'The callback carries neither code nor error; start a new authorization.',
    );
  }
  return Object.freeze({
    code,
    redirectUri: request.redirectUri,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
  });
}
