import type { OAuth2ErrorCode } from '@slashkit/api';

/**
 * What a grant handler throws for the token endpoint to answer as an OAuth2 error (RFC 6749 §5.2):
 * `{ error, error_description }`, status 400, or 401 for `invalid_client`. (The server side of an OAuth2
 * error; `@slashkit/auth`'s `OAuthError` is what a client receives.)
 */
export class TokenEndpointError extends Error {
  readonly error: OAuth2ErrorCode;
  readonly status: number;

  constructor(error: OAuth2ErrorCode, description: string, status = error === 'invalid_client' ? 401 : 400) {
    super(description);
    this.name = 'TokenEndpointError';
    this.error = error;
    this.status = status;
  }
}
