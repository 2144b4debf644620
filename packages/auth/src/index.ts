/**
 * `@slashkit/auth`
 * @packageDocumentation
 * @module @slashkit/auth
 */
// @slashkit/auth: AuthorizationArgs, PKCE, authorize URLs, callback checks and OAuth2 token calls.
// Web-standard (WebCrypto, fetch, URL): runs in browsers, edge runtimes and Node. The loopback login is
// in @slashkit/auth/node.

export type { ApiCallOptions } from './api-call-options.js';
export { AuthApiError } from './auth-api-error.js';
export { AuthClient } from './auth-client.js';
export type { AuthClientOptions } from './auth-client-options.js';
export { AuthError, type AuthErrorCode } from './auth-error.js';
export { AuthorizationArgs, type AuthorizationArgsInit } from './authorization-args.js';
export type { AuthorizationCodeChallenge } from './authorization-code-challenge.js';
export { type AuthorizationResult, checkAuthorizationCallback } from './check-authorization-callback.js';
export type { ClientAuthorizationRequestOptions } from './client-authorization-request-options.js';
export { type ClientIdInput, toClientId } from './client-id.js';
export type { ClientInstallUrlOptions } from './client-install-url-options.js';
export { computeCodeChallenge, isCodeVerifier } from './compute-code-challenge.js';
export {
  type AuthorizationCodeVerifier,
  createAuthorizationCodeVerifier,
} from './create-authorization-code-verifier.js';
export {
  type AuthorizationRequest,
  type AuthorizationRequestOptions,
  createAuthorizationRequest,
} from './create-authorization-request.js';
export {
  createInstallUrl,
  type GuildInstallUrlOptions,
  type InstallUrlOptions,
  type UserInstallUrlOptions,
} from './create-install-url.js';
export { DefaultCommunicationScopes, DefaultPresenceScopes } from './default-scopes.js';
export { deleteUserRoleConnection } from './delete-user-role-connection.js';
export { type CodeExchange, exchangeCode } from './exchange-code.js';
export { fetchIdTokenKeys } from './fetch-id-token-keys.js';
export { getClientCredentialsToken } from './get-client-credentials-token.js';
export { getCurrentAuthorization } from './get-current-authorization.js';
export { getCurrentUser } from './get-current-user.js';
export { getCurrentUserGuildMember } from './get-current-user-guild-member.js';
export { getUserConnections } from './get-user-connections.js';
export { getUserInfo } from './get-user-info.js';
export { getUserRoleConnection } from './get-user-role-connection.js';
export type { IdTokenChecks } from './id-token-checks.js';
export { loopbackRedirectUri } from './loopback-redirect-uri.js';
export { mobileRedirectUri } from './mobile-redirect-uri.js';
export { OAuthError, type OAuthErrorSource } from './oauth-error.js';
export { type OAuth2Scope, OAuth2Scopes } from './oauth2-scopes.js';
export type { OAuth2Token } from './oauth2-token.js';
export { refreshToken } from './refresh-token.js';
export { revokeToken } from './revoke-token.js';
export type { TokenEndpointOptions } from './token-endpoint-options.js';
export { updateUserRoleConnection } from './update-user-role-connection.js';
export { type IdTokenVerificationOptions, verifyIdToken } from './verify-id-token.js';
