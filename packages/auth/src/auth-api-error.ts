import { brandError } from '@slashkit/api';
import { AuthError } from './auth-error.js';

/**
 * An API call of `@slashkit/auth` (`GET /users/@me`, `GET /oauth2/@me`, `GET /oauth2/userinfo`, a user's
 * connections or role connection, the OpenID discovery document or JWK set) answered with an error status.
 * Code `API_ERROR`; the message has the method, URL, status and the service's message, never the token.
 * @example
 * catch (e) { if (e instanceof AuthApiError && e.status === 401) await loginAgain(); }
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export class AuthApiError extends AuthError {
  static {
    brandError(AuthApiError, '@slashkit/auth/AuthApiError');
  }

  /** The HTTP status. */
  readonly status: number;
  /** The service's JSON error code (`code` of the body), when it sent one. */
  readonly jsonCode: number | undefined;

  /**
   * Creates the error for a failed call.
   * @example
   * new AuthApiError('GET https://discord.com/api/v10/users/@me', 401, 0, '401: Unauthorized');
   */
  constructor(
    request: string,
    status: number,
    jsonCode: number | undefined,
    serviceMessage: string | undefined,
  ) {
    const hint =
      status === 401
        ? ' The token is missing, expired or revoked, or lacks the scope this call needs (identify for /users/@me, guilds.members.read for /users/@me/guilds/{guild.id}/member, connections for /users/@me/connections, role_connections.write for /users/@me/applications/{application.id}/role-connection, openid for /oauth2/userinfo): log in again.'
        : '';
    super(
      'API_ERROR',
      `${request} answered ${status}${jsonCode === undefined ? '' : ` (code ${jsonCode})`}${serviceMessage ? `: ${serviceMessage}` : ''}.${hint}`,
    );
    this.name = 'AuthApiError';
    this.status = status;
    this.jsonCode = jsonCode;
  }
}
