import { brandError, SlashkitError } from '@slashkit/api';
/**
 * The stable string codes of {@link AuthError}: branch on these, never on messages.
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export type AuthErrorCode =
  /** An argument has the wrong type or format; the message names it and the accepted form. */
  | 'INVALID_ARGUMENT'
  /** An accessor was used on `AuthorizationArgs.nullobj` or on an object whose contents were moved out. */
  | 'INVALID_OBJECT'
  /** Neither the args' ClientId nor the client's application id is set. */
  | 'MISSING_CLIENT_ID'
  /** The authorization callback carries no `state`. */
  | 'MISSING_STATE'
  /** The authorization callback's `state` differs from the one sent: a forged or stale redirect. */
  | 'STATE_MISMATCH'
  /** The authorization callback's `iss` is missing or names another server (a mix-up). */
  | 'ISSUER_MISMATCH'
  /** The authorization callback is malformed: wrong redirect URI or no `code`. */
  | 'INVALID_CALLBACK'
  /** The server answered with an OAuth2 error; see {@link OAuthError}. */
  | 'OAUTH_ERROR'
  /** The token endpoint answered 2xx with a body that is not a token response. */
  | 'INVALID_RESPONSE'
  /** An API call (`/users/@me`, `/oauth2/@me`, the OpenID documents) answered with an error status; see {@link AuthApiError}. */
  | 'API_ERROR'
  /** An ID token failed verification: format, signature, `iss`, `aud`, `exp`, `nonce` or `at_hash`. */
  | 'INVALID_ID_TOKEN'
  /** The request never got an HTTP answer (connection refused, DNS, redirect refused). */
  | 'NETWORK_ERROR'
  /** No authorization callback arrived before the timeout. */
  | 'TIMEOUT'
  /** The caller's AbortSignal cancelled the authorization. */
  | 'ABORTED';

/**
 * The base error of `@slashkit/auth`. Its messages never contain a code, verifier, token or secret.
 * @example
 * try { await client.exchangeCode(result); }
 * catch (e) { if (e instanceof AuthError && e.code === 'STATE_MISMATCH') retryLogin(); }
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export class AuthError extends SlashkitError<AuthErrorCode> {
  static {
    brandError(AuthError, '@slashkit/auth/AuthError');
  }

  /**
   * Creates an error with a stable `code`; the message says what is wrong and how to fix it, never a secret.
   * @example
   * throw new AuthError('INVALID_ARGUMENT', 'scope must name at least one scope, e.g. identify.');
   */
  constructor(code: AuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'AuthError';
  }
}
