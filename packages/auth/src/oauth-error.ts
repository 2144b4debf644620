import { brandError } from '@slashkit/api';
import { AuthError } from './auth-error.js';

/** Where an {@link OAuthError} came from. */
export type OAuthErrorSource = 'authorize' | 'token' | 'revoke';

/**
 * An OAuth2 error answered by the server: on the authorize redirect (`?error=…`, RFC 6749 §4.1.2.1,
 * `status` undefined) or by the token endpoint (RFC 6749 §5.2, with the HTTP `status`).
 * @example
 * catch (e) { if (e instanceof OAuthError && e.error === 'invalid_grant') await loginAgain(); }
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export class OAuthError extends AuthError {
  static {
    brandError(OAuthError, '@slashkit/auth/OAuthError');
  }

  /** The RFC 6749 error code, e.g. `invalid_grant` or `access_denied`. */
  readonly error: string;
  /** The server's human-readable description, with any secret the request carried redacted. */
  readonly error_description: string | undefined;
  /** The HTTP status of a token-endpoint answer; undefined for an authorize redirect. */
  readonly status: number | undefined;
  /** Which step answered with the error. */
  readonly source: OAuthErrorSource;

  /**
   * Creates the error from the server's `error` and `error_description`; the message adds where it came
   * from and a hint for the common codes. Redact secrets from `error_description` before passing it.
   * @example
   * new OAuthError({ error: 'invalid_grant', status: 400, source: 'token' });
   */
  constructor(init: {
    error: string;
    error_description?: string | undefined;
    status?: number | undefined;
    source: OAuthErrorSource;
    /** The request that failed, for the message: method, URL (never with secrets) and grant type. */
    request?: string | undefined;
  }) {
    const request = init.request ?? `POST /oauth2/token${init.source === 'revoke' ? '/revoke' : ''}`;
    const where =
      init.source === 'authorize'
        ? 'The authorization server redirected back with an error'
        : `${request} answered ${init.status ?? '?'}`;
    const description = init.error_description ? `: ${init.error_description}` : '';
    super('OAUTH_ERROR', `${where}: ${init.error}${description}. ${hint(init.error, init.status)}`);
    this.name = 'OAuthError';
    this.error = init.error;
    this.error_description = init.error_description;
    this.status = init.status;
    this.source = init.source;
  }
}

/** A fix for the common errors, so the message says what to do next. */
function hint(error: string, status: number | undefined): string {
  // Rate limits and server failures come without an OAuth2 code worth explaining: the status says more.
  if (status === 429)
    return 'The service is rate limiting this client: wait (see Retry-After) and try again.';
  if (status !== undefined && status >= 500) return 'The server failed; try again later.';
  switch (error) {
    case 'access_denied':
      return 'The user cancelled or refused consent; offer to sign in again.';
    case 'invalid_grant':
      return 'The code or refresh token is wrong, used or expired, or the code verifier or redirect URI does not match the authorize request; start a new authorization.';
    case 'invalid_client':
      return 'Check the client id and client secret (public clients send no secret).';
    case 'invalid_request':
      return 'A required parameter is missing or malformed (for PKCE, pass the code verifier).';
    case 'invalid_scope':
      return 'Request only scopes the application may use.';
    case 'server_error':
    case 'temporarily_unavailable':
      return 'The authorization server failed; try again later.';
    case 'unexpected_response':
      return 'The answer carried no OAuth2 error code; check that apiBaseUrl points at the API (…/api/v10).';
    case 'unsupported_grant_type':
    case 'unauthorized_client':
      return 'This client may not use that grant type.';
    default:
      return 'See RFC 6749 §5.2 for the meaning of the error code.';
  }
}
