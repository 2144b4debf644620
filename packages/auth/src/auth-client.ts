import {
  type APIApplicationRoleConnection,
  type APIConnection,
  type APIGuildMember,
  defaultTimers,
  type Logger,
  type OAuth2IdTokenClaims,
  type RESTGetAPICurrentUserResult,
  type RESTGetAPIOAuth2CurrentAuthorizationResult,
  type RESTGetAPIOAuth2KeysResult,
  type RESTGetAPIOAuth2UserInfoResult,
  type RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
  type Timers,
} from '@slashkit/api';
import type { AuthClientOptions } from './auth-client-options.js';
import { AuthError } from './auth-error.js';
import type { AuthorizationArgs } from './authorization-args.js';
import { type AuthorizationResult, checkAuthorizationCallback } from './check-authorization-callback.js';
import type { ClientAuthorizationRequestOptions } from './client-authorization-request-options.js';
import { type ClientIdInput, toClientId } from './client-id.js';
import type { ClientInstallUrlOptions } from './client-install-url-options.js';
import {
  type AuthorizationCodeVerifier,
  createAuthorizationCodeVerifier,
} from './create-authorization-code-verifier.js';
import { type AuthorizationRequest, createAuthorizationRequest } from './create-authorization-request.js';
import { createInstallUrl, type InstallUrlOptions } from './create-install-url.js';
import { DefaultCommunicationScopes, DefaultPresenceScopes } from './default-scopes.js';
import { deleteUserRoleConnection } from './delete-user-role-connection.js';
import { type CodeExchange, exchangeCode } from './exchange-code.js';
import { fetchIdTokenKeys } from './fetch-id-token-keys.js';
import { getClientCredentialsToken } from './get-client-credentials-token.js';
import { getCurrentAuthorization } from './get-current-authorization.js';
import { getCurrentUser } from './get-current-user.js';
import { getCurrentUserGuildMember } from './get-current-user-guild-member.js';
import { getUserConnections } from './get-user-connections.js';
import { getUserInfo } from './get-user-info.js';
import { getUserRoleConnection } from './get-user-role-connection.js';
import type { IdTokenChecks } from './id-token-checks.js';
import { ClientSettings } from './internal/client-settings.js';
import type { OAuth2Token } from './oauth2-token.js';
import { refreshToken } from './refresh-token.js';
import { revokeToken } from './revoke-token.js';
import type { TokenEndpointOptions } from './token-endpoint-options.js';
import { updateUserRoleConnection } from './update-user-role-connection.js';
import { verifyIdTokenWith } from './verify-id-token.js';

/**
 * The OAuth2 client of a game or tool: holds the application id (`setApplicationId`), builds authorize
 * requests from {@link AuthorizationArgs}, checks callbacks and makes the token calls. Web-standard: runs in
 * browsers, edge runtimes and Node; the loopback `authorize()` lives in `@slashkit/auth/node`.
 * @example
 * const client = new AuthClient({ applicationId: '1234567890123456789' });
 * const request = await client.createAuthorizationRequest(args, { loopbackPort: 53682 });
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export class AuthClient {
  /** `openid sdk.social_layer`, the client's default communication scopes. */
  static readonly DefaultCommunicationScopes = DefaultCommunicationScopes;
  /** `openid sdk.social_layer_presence`, the client's default presence scopes. */
  static readonly DefaultPresenceScopes = DefaultPresenceScopes;

  /** Where the client logs; undefined for silence. */
  readonly logger: Logger | undefined;
  /** The timers the loopback login waits with. */
  readonly timers: Timers;
  /** The authorize page's origin. */
  readonly authorizeOrigin: string;
  /** The API base URL, version included. */
  readonly apiBaseUrl: string;

  #applicationId: bigint | undefined;
  // Private, like the secret it holds: out of console.log, util.inspect and JSON.stringify of the client.
  readonly #settings: ClientSettings;
  #idTokenKeys: Promise<RESTGetAPIOAuth2KeysResult> | undefined;

  /**
   * Creates a client; throws `INVALID_ARGUMENT` for a malformed application id or URL, and for an
   * `apiBaseUrl` that is plain http to a host other than this machine.
   * @example
   * const client = new AuthClient({ applicationId: '1234567890123456789', logger: console });
   */
  constructor(options: AuthClientOptions = {}) {
    this.#applicationId =
      options.applicationId === undefined ? undefined : toClientId(options.applicationId, 'applicationId');
    this.#settings = new ClientSettings(options);
    this.authorizeOrigin = this.#settings.authorizeOrigin;
    this.apiBaseUrl = this.#settings.apiBaseUrl;
    this.logger = options.logger;
    this.timers = options.timers ?? defaultTimers;
  }

  /**
   * The application id that AuthorizationArgs without a ClientId use.
   * @example
   * client.applicationId; // 1234567890123456789n
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (ClientId)
   */
  get applicationId(): bigint | undefined {
    return this.#applicationId;
  }

  /**
   * Sets the application id (a bigint or a snowflake string) that AuthorizationArgs without a ClientId use.
   * @example
   * client.setApplicationId('1234567890123456789');
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (ClientId)
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
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CodeChallenge)
   */
  createAuthorizationCodeVerifier(): Promise<AuthorizationCodeVerifier> {
    return createAuthorizationCodeVerifier();
  }

  /**
   * Builds the authorize URL for `args` with this client's application id, origin and issuer.
   * @example
   * const request = await client.createAuthorizationRequest(args); // mobile redirect
   * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
   */
  createAuthorizationRequest(
    args: AuthorizationArgs,
    options: ClientAuthorizationRequestOptions = {},
  ): Promise<AuthorizationRequest> {
    return createAuthorizationRequest(args, {
      ...options,
      applicationId: this.#applicationId,
      authorizeOrigin: this.authorizeOrigin,
      issuer: this.#settings.issuer,
    });
  }

  /**
   * Checks a callback against its request (state, iss, error) and returns the code.
   * @example
   * const result = client.checkCallback(request, callbackUrl);
   * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
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
   * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
   */
  async exchangeCode(exchange: CodeExchange): Promise<OAuth2Token> {
    return exchangeCode(this.#tokenOptions(), exchange);
  }

  /**
   * Trades a refresh token for a new pair.
   * @example
   * const fresh = await client.refreshToken(token.refreshToken!);
   * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
   */
  async refreshToken(token: string): Promise<OAuth2Token> {
    return refreshToken(this.#tokenOptions(), token);
  }

  /**
   * Revokes an access or refresh token.
   * @example
   * await client.revokeToken(token.accessToken, 'access_token');
   * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
   */
  async revokeToken(token: string, tokenTypeHint?: 'access_token' | 'refresh_token'): Promise<void> {
    return revokeToken(this.#tokenOptions(), token, tokenTypeHint);
  }

  /**
   * Gets an application token by client credentials (needs the client secret).
   * @example
   * const token = await client.getClientCredentialsToken('applications.commands.update');
   * @see {@link https://discord.com/developers/docs/topics/oauth2#client-credentials-grant | Client credentials grant},
   *   {@link https://discord.com/developers/docs/reference#authentication | Authentication}
   */
  async getClientCredentialsToken(scope: string): Promise<OAuth2Token> {
    return getClientCredentialsToken(this.#tokenOptions(), scope);
  }

  /**
   * Who logged in: `GET /users/@me` with the user's access token (scope `identify`).
   * @example
   * const user = await client.getCurrentUser(token.accessToken);
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user | Get Current User}
   */
  getCurrentUser(accessToken: string): Promise<RESTGetAPICurrentUserResult> {
    return getCurrentUser(this.#settings.forApi(), accessToken);
  }

  /**
   * The logged-in user's member in a guild: `GET /users/@me/guilds/{guild.id}/member` (scope
   * `guilds.members.read`; the app's bot need not be in the guild).
   * @example
   * const member = await client.getCurrentUserGuildMember(token.accessToken, guildId);
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-guild-member | Get Current User Guild Member}
   */
  getCurrentUserGuildMember(accessToken: string, guildId: string): Promise<APIGuildMember> {
    return getCurrentUserGuildMember(this.#settings.forApi(), accessToken, guildId);
  }

  /**
   * What an access token stands for: `GET /oauth2/@me` (application, scopes, expiry, user with `identify`).
   * @example
   * const { scopes, expires } = await client.getCurrentAuthorization(token.accessToken);
   * @see {@link https://discord.com/developers/docs/topics/oauth2#get-current-authorization-information | Get Current Authorization Information}
   */
  getCurrentAuthorization(accessToken: string): Promise<RESTGetAPIOAuth2CurrentAuthorizationResult> {
    return getCurrentAuthorization(this.#settings.forApi(), accessToken);
  }

  /**
   * Who logged in, as OpenID Connect claims: `GET /oauth2/userinfo` (scope `openid`; `email` adds the
   * address). `sub` is the user id.
   * @example
   * const { sub, preferred_username } = await client.getUserInfo(token.accessToken);
   * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Core §5.3 (UserInfo)
   */
  getUserInfo(accessToken: string): Promise<RESTGetAPIOAuth2UserInfoResult> {
    return getUserInfo(this.#settings.forApi(), accessToken);
  }

  /**
   * The accounts the logged-in user connected to Discord (GitHub, Steam, …): `GET /users/@me/connections`
   * (scope `connections`), see {@link getUserConnections}.
   * @example
   * const verified = (await client.getUserConnections(token.accessToken)).filter((c) => c.verified);
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-connections | Get Current User Connections}
   */
  getUserConnections(accessToken: string): Promise<APIConnection[]> {
    return getUserConnections(this.#settings.forApi(), accessToken);
  }

  /**
   * The logged-in user's Linked Roles connection with this client's application (scope
   * `role_connections.write`): {@link getUserRoleConnection} with the client's application id.
   * @example
   * const { metadata } = await client.getUserRoleConnection(token.accessToken);
   * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-application-role-connection | Get Current User Application Role Connection}
   */
  async getUserRoleConnection(accessToken: string): Promise<APIApplicationRoleConnection> {
    return getUserRoleConnection(this.#settings.forApi(), accessToken, this.#requireApplicationId());
  }

  /**
   * Replaces the logged-in user's Linked Roles connection with this client's application, as a verification
   * page does: {@link updateUserRoleConnection} (the body checked first) with the client's application id.
   * @example
   * await client.updateUserRoleConnection(token.accessToken, { platform_name: 'Pizza Quest', metadata: { level: 12 } });
   * @see {@link https://discord.com/developers/docs/resources/user#update-current-user-application-role-connection | Update Current User Application Role Connection}
   */
  async updateUserRoleConnection(
    accessToken: string,
    body: RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
  ): Promise<APIApplicationRoleConnection> {
    return updateUserRoleConnection(this.#settings.forApi(), accessToken, this.#requireApplicationId(), body);
  }

  /**
   * Removes the logged-in user's Linked Roles connection with this client's application, when they unlink
   * their account: {@link deleteUserRoleConnection} with the client's application id.
   * @example
   * await client.deleteUserRoleConnection(token.accessToken);
   * @see {@link https://discord.com/developers/docs/resources/user#application-role-connection-object | Application Role Connection object}
   */
  async deleteUserRoleConnection(accessToken: string): Promise<void> {
    return deleteUserRoleConnection(this.#settings.forApi(), accessToken, this.#requireApplicationId());
  }

  /**
   * Verifies an ID token (scope `openid`) for this client: RS256 signature against the issuer's published
   * keys (fetched once and cached; fetched again for an unknown key id), `iss`, `aud`, `exp`, and the
   * `nonce` of the request. Returns the claims; `sub` is the user id.
   * @example
   * const claims = await client.verifyIdToken(token.idToken!, { nonce: result.nonce, accessToken: token.accessToken });
   * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
   */
  verifyIdToken(idToken: string, checks: IdTokenChecks = {}): Promise<OAuth2IdTokenClaims> {
    const { idTokenIssuer: issuer, now } = this.#settings;
    const api = this.#settings.forApi();
    return verifyIdTokenWith(
      idToken,
      {
        ...api,
        ...checks,
        clientId: this.#requireApplicationId(),
        issuer,
        ...(now ? { now } : {}),
      },
      (refresh) => {
        if (refresh || !this.#idTokenKeys) {
          const loading = fetchIdTokenKeys(issuer, api);
          // A failed fetch is not cached: the next verification tries again.
          loading.catch(() => {
            if (this.#idTokenKeys === loading) this.#idTokenKeys = undefined;
          });
          this.#idTokenKeys = loading;
        }
        return this.#idTokenKeys;
      },
    );
  }

  /**
   * The URL that installs this client's application (see {@link createInstallUrl}): a guild install by
   * default (`bot applications.commands`), or `integrationType: ApplicationIntegrationType.UserInstall`.
   * @example
   * const url = client.createInstallUrl({ permissions: PermissionFlags.SendMessages });
   * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
   */
  createInstallUrl(options: ClientInstallUrlOptions = {}): string {
    return createInstallUrl({
      ...options,
      applicationId: this.#requireApplicationId(),
      authorizeOrigin: this.authorizeOrigin,
    } as InstallUrlOptions);
  }

  #requireApplicationId(): bigint {
    if (this.#applicationId === undefined) {
      // Same code as the authorize path, so callers handle one case.
      throw new AuthError(
        'MISSING_CLIENT_ID',
        'No application id: pass applicationId to new AuthClient() or call client.setApplicationId(id) first.',
      );
    }
    return this.#applicationId;
  }

  #tokenOptions(): TokenEndpointOptions {
    return this.#settings.forToken(this.#requireApplicationId());
  }
}
