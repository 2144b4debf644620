import { DefaultServiceOrigin } from '@slashkit/api';
import { AuthError } from './auth-error.js';
import type { AuthorizationArgs } from './authorization-args.js';
import { type AuthorizationResult, checkAuthorizationCallback } from './check-authorization-callback.js';
import { type ClientIdInput, toClientId } from './client-id.js';
import {
  type AuthorizationCodeVerifier,
  createAuthorizationCodeVerifier,
} from './create-authorization-code-verifier.js';
import {
  type AuthorizationRequest,
  type AuthorizationRequestOptions,
  createAuthorizationRequest,
} from './create-authorization-request.js';
import { DefaultCommunicationScopes, DefaultPresenceScopes } from './default-scopes.js';
import { type CodeExchange, exchangeCode } from './exchange-code.js';
import { getClientCredentialsToken } from './get-client-credentials-token.js';
import { parseApiBaseUrl, parseUrlOption } from './internal/urls.js';
import type { AuthLogger } from './logger.js';
import type { OAuth2Token } from './oauth2-token.js';
import { refreshToken } from './refresh-token.js';
import { revokeToken } from './revoke-token.js';
import type { TokenEndpointOptions } from './token-endpoint-options.js';

/**
 * Options of {@link AuthClient}. Point both URLs at the emulator to run the whole flow locally.
 * @see service-facts "OAuth2"
 */
export interface AuthClientOptions {
  /** The application id, the default ClientId of every AuthorizationArgs; also settable later. */
  applicationId?: ClientIdInput | undefined;
  /** The client secret, for confidential clients only (a game never ships one). */
  clientSecret?: string | undefined;
  /** Origin of the authorize page: `https://discord.com` by default, `http://127.0.0.1:PORT` for the emulator. */
  authorizeOrigin?: string | undefined;
  /** The API base URL: `https://discord.com/api/v10` by default, `http://127.0.0.1:PORT/api/v10` for the emulator. */
  apiBaseUrl?: string | undefined;
  /** The `iss` callbacks must carry: the authorize origin by default; `false` skips the check. */
  issuer?: string | false | undefined;
  /** The fetch for token calls; the runtime's by default. */
  fetch?: typeof globalThis.fetch | undefined;
  /** The clock in epoch milliseconds; `Date.now` by default. */
  now?: (() => number) | undefined;
  /** Where to log (never with secrets). */
  logger?: AuthLogger | undefined;
  /** The User-Agent of token calls. */
  userAgent?: string | undefined;
}

/** Per-request options of {@link AuthClient.createAuthorizationRequest}; the client supplies the rest. */
export type ClientAuthorizationRequestOptions = Omit<
  AuthorizationRequestOptions,
  'applicationId' | 'authorizeOrigin' | 'issuer'
>;

/**
 * The OAuth2 client of a game or tool: holds the application id (`setApplicationId`), builds authorize
 * requests from {@link AuthorizationArgs}, checks callbacks and makes the token calls. Web-standard: runs in
 * browsers, edge runtimes and Node; the loopback `authorize()` lives in `@slashkit/auth/node`.
 * @example
 * const client = new AuthClient({ applicationId: '1234567890123456789' });
 * const request = await client.createAuthorizationRequest(args, { loopbackPort: 53682 });
 * @see spec "Client SDK authorization arguments", service-facts "OAuth2"
 */
export class AuthClient {
  /** `openid sdk.social_layer`, the client's default communication scopes. */
  static readonly DefaultCommunicationScopes = DefaultCommunicationScopes;
  /** `openid sdk.social_layer_presence`, the client's default presence scopes. */
  static readonly DefaultPresenceScopes = DefaultPresenceScopes;

  /** Where the client logs; undefined for silence. */
  readonly logger: AuthLogger | undefined;
  /** The authorize page's origin. */
  readonly authorizeOrigin: string;
  /** The API base URL, version included. */
  readonly apiBaseUrl: string;

  #applicationId: bigint | undefined;
  // A private field keeps the secret out of console.log, util.inspect and JSON.stringify of the client.
  readonly #clientSecret: string | undefined;
  readonly #issuer: string | false | undefined;
  readonly #fetch: typeof globalThis.fetch | undefined;
  readonly #now: (() => number) | undefined;
  readonly #userAgent: string | undefined;

  /**
   * Creates a client; throws `INVALID_ARGUMENT` for a malformed application id or URL, and for an
   * `apiBaseUrl` that is plain http to a host other than this machine.
   * @example
   * const client = new AuthClient({ applicationId: '1234567890123456789', logger: console });
   */
  constructor(options: AuthClientOptions = {}) {
    this.#applicationId =
      options.applicationId === undefined ? undefined : toClientId(options.applicationId, 'applicationId');
    this.#clientSecret = options.clientSecret;
    this.authorizeOrigin = parseUrlOption(
      options.authorizeOrigin ?? DefaultServiceOrigin,
      'authorizeOrigin',
      'https://discord.com',
    ).origin;
    this.apiBaseUrl = parseApiBaseUrl(options.apiBaseUrl);
    this.#issuer = options.issuer;
    this.#fetch = options.fetch;
    this.#now = options.now;
    this.logger = options.logger;
    this.#userAgent = options.userAgent;
  }

  /**
   * The application id that AuthorizationArgs without a ClientId use.
   * @example
   * client.applicationId; // 1234567890123456789n
   * @see spec "Client SDK authorization arguments" (ClientId)
   */
  get applicationId(): bigint | undefined {
    return this.#applicationId;
  }

  /**
   * Sets the application id (a bigint or a snowflake string) that AuthorizationArgs without a ClientId use.
   * @example
   * client.setApplicationId('1234567890123456789');
   * @see spec "Client SDK authorization arguments" (ClientId)
   */
  setApplicationId(applicationId: ClientIdInput): this {
    this.#applicationId = toClientId(applicationId, 'applicationId');
    return this;
  }

  /**
   * Creates a PKCE verifier and its S256 challenge (see {@link createAuthorizationCodeVerifier}).
   * @example
   * const pkce = await client.createAuthorizationCodeVerifier();
   * args.setCodeChallenge(pkce.challenge);
   * @see spec "Client SDK authorization arguments" (CodeChallenge)
   */
  createAuthorizationCodeVerifier(): Promise<AuthorizationCodeVerifier> {
    return createAuthorizationCodeVerifier();
  }

  /**
   * Builds the authorize URL for `args` with this client's application id, origin and issuer.
   * @example
   * const request = await client.createAuthorizationRequest(args); // mobile redirect
   * @see service-facts "OAuth2"
   */
  createAuthorizationRequest(
    args: AuthorizationArgs,
    options: ClientAuthorizationRequestOptions = {},
  ): Promise<AuthorizationRequest> {
    return createAuthorizationRequest(args, {
      ...options,
      applicationId: this.#applicationId,
      authorizeOrigin: this.authorizeOrigin,
      issuer: this.#issuer,
    });
  }

  /**
   * Checks a callback against its request (state, iss, error) and returns the code.
   * @example
   * const result = client.checkCallback(request, callbackUrl);
   * @see service-facts "OAuth2"
   */
  checkCallback(
    request: AuthorizationRequest,
    callback: URL | string | URLSearchParams,
  ): AuthorizationResult {
    return checkAuthorizationCallback(request, callback);
  }

  /**
   * Exchanges a code for tokens: with the verifier (public client) and/or the client secret.
   * @example
   * const token = await client.exchangeCode(result);
   * @see service-facts "OAuth2"
   */
  async exchangeCode(exchange: CodeExchange): Promise<OAuth2Token> {
    return exchangeCode(this.#tokenOptions(), exchange);
  }

  /**
   * Trades a refresh token for a new pair.
   * @example
   * const fresh = await client.refreshToken(token.refreshToken!);
   * @see service-facts "OAuth2"
   */
  async refreshToken(token: string): Promise<OAuth2Token> {
    return refreshToken(this.#tokenOptions(), token);
  }

  /**
   * Revokes an access or refresh token.
   * @example
   * await client.revokeToken(token.accessToken, 'access_token');
   * @see service-facts "OAuth2"
   */
  async revokeToken(token: string, tokenTypeHint?: 'access_token' | 'refresh_token'): Promise<void> {
    return revokeToken(this.#tokenOptions(), token, tokenTypeHint);
  }

  /**
   * Gets an application token by client credentials (needs the client secret).
   * @example
   * const token = await client.getClientCredentialsToken('applications.commands.update');
   * @see service-facts "OAuth2", "Authentication"
   */
  async getClientCredentialsToken(scope: string): Promise<OAuth2Token> {
    return getClientCredentialsToken(this.#tokenOptions(), scope);
  }

  #tokenOptions(): TokenEndpointOptions {
    if (this.#applicationId === undefined) {
      // Same code as the authorize path, so callers handle one case.
      throw new AuthError(
        'MISSING_CLIENT_ID',
        'No application id: pass applicationId to new AuthClient() or call client.setApplicationId(id) before token calls.',
      );
    }
    return {
      clientId: this.#applicationId,
      clientSecret: this.#clientSecret,
      apiBaseUrl: this.apiBaseUrl,
      fetch: this.#fetch,
      now: this.#now,
      logger: this.logger,
      userAgent: this.#userAgent,
    };
  }
}
