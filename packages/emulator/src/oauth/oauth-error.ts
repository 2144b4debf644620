import type { OAuth2ErrorCode } from '@slashkit/api';

/**
 * An OAuth2 error (RFC 6749 §5.2) that the token endpoint answers with `{ error, error_description }`;
 * status 400, or 401 for `invalid_client`.
 */
export class OAuthError extends Error {
  readonly error: OAuth2ErrorCode;
  readonly status: number;

  constructor(error: OAuth2ErrorCode, description: string, status = error === 'invalid_client' ? 401 : 400) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
    this.status = status;
  }
}
