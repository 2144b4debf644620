/**
 * The PKCE challenge half of a verifier, passed to `AuthorizationArgs.setCodeChallenge`. The only method
 * is `S256`: the service refuses `plain`.
 * @example
 * const { challenge } = await createAuthorizationCodeVerifier();
 * args.setCodeChallenge(challenge); // { challenge: 'E9Mel…', method: 'S256' }
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface AuthorizationCodeChallenge {
  /** BASE64URL(SHA-256(verifier)), 43 characters. */
  readonly challenge: string;
  /** Always `S256`. */
  readonly method: 'S256';
}
