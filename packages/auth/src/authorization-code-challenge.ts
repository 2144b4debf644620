/**
 * The PKCE challenge half of a verifier, passed to `AuthorizationArgs.setCodeChallenge`. The only method
 * is `S256`: the service refuses `plain`.
 * @example
 * const { challenge } = await createAuthorizationCodeVerifier();
 * args.setCodeChallenge(challenge); // { challenge: 'E9Mel…', method: 'S256' }
 * @see spec "Client SDK authorization arguments", service-facts "OAuth2" (PKCE)
 */
export interface AuthorizationCodeChallenge {
  /** BASE64URL(SHA-256(verifier)), 43 characters. */
  readonly challenge: string;
  /** Always `S256`. */
  readonly method: 'S256';
}
