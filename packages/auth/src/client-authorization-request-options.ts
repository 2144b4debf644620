import type { AuthorizationRequestOptions } from './create-authorization-request.js';

/**
 * Per-request options of {@link AuthClient.createAuthorizationRequest}; the client supplies the rest
 * (application id, authorize origin, issuer).
 * @example
 * const options: ClientAuthorizationRequestOptions = { loopbackPort: 53682 };
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export type ClientAuthorizationRequestOptions = Omit<
  AuthorizationRequestOptions,
  'applicationId' | 'authorizeOrigin' | 'issuer'
>;
