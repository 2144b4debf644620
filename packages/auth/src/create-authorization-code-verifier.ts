import type { AuthorizationCodeChallenge } from './authorization-code-challenge.js';
import { computeCodeChallenge } from './compute-code-challenge.js';
import { randomToken } from './internal/random.js';

/**
 * A PKCE pair: keep `verifier` secret until the token exchange, send `challenge` with the authorize request.
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CodeChallenge),
 *   {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface AuthorizationCodeVerifier {
  /** 32 random bytes, base64url: 43 characters. A secret: never log it. */
  readonly verifier: string;
  /** Its S256 challenge, for `AuthorizationArgs.setCodeChallenge`. */
  readonly challenge: AuthorizationCodeChallenge;
}

/**
 * Creates a fresh PKCE verifier (32 bytes from the platform CSPRNG, base64url) and its S256 challenge.
 * @example
 * const pkce = await createAuthorizationCodeVerifier();
 * args.setCodeChallenge(pkce.challenge);
 * // later: client.exchangeCode({ code, redirectUri, codeVerifier: pkce.verifier })
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export async function createAuthorizationCodeVerifier(): Promise<AuthorizationCodeVerifier> {
  const verifier = randomToken(32);
  return Object.freeze({ verifier, challenge: await computeCodeChallenge(verifier) });
}
