import { AuthError } from './auth-error.js';
import { isCodeVerifier } from './compute-code-challenge.js';
import { postTokenForm, requireText, toOAuth2Token } from './internal/post-token-form.js';
import type { OAuth2Token } from './oauth2-token.js';
import type { TokenEndpointOptions } from './token-endpoint-options.js';

/**
 * What a code exchange sends: the `AuthorizationResult` of a checked callback fits as it is.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface CodeExchange {
  /** The authorization code from the callback. */
  code: string;
  /** The redirect URI of the authorize request, exactly. */
  redirectUri: string;
  /** The PKCE verifier; required for a public client (no client secret). */
  codeVerifier?: string | undefined;
}

/**
 * Exchanges an authorization code for tokens (`grant_type=authorization_code`), as a public client with the
 * PKCE verifier or as a confidential client with the secret by HTTP Basic (plus the verifier if PKCE was used).
 * @example
 * const token = await exchangeCode({ clientId, apiBaseUrl }, { code, redirectUri, codeVerifier });
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §4.1.3, RFC 7636 §4.5
 */
export async function exchangeCode(
  options: TokenEndpointOptions,
  exchange: CodeExchange,
): Promise<OAuth2Token> {
  requireText(exchange.code, 'code', 'pass the code of the checked callback');
  requireText(exchange.redirectUri, 'redirectUri', 'pass the redirect URI of the authorize request');
  if (exchange.codeVerifier !== undefined && !isCodeVerifier(exchange.codeVerifier)) {
    throw new AuthError(
      'INVALID_ARGUMENT',
      'codeVerifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~; pass the verifier of createAuthorizationCodeVerifier().',
    );
  }
  if (exchange.codeVerifier === undefined && options.clientSecret === undefined) {
    throw new AuthError(
      'INVALID_ARGUMENT',
      'A public client must send its PKCE codeVerifier (or authenticate with clientSecret); pass the codeVerifier of the authorization result.',
    );
  }
  const fields: Record<string, string> = {
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
  };
  if (exchange.codeVerifier !== undefined) fields.code_verifier = exchange.codeVerifier;
  const json = await postTokenForm(options, 'token', fields, [exchange.code, exchange.codeVerifier]);
  return toOAuth2Token(json, options.now ?? Date.now);
}
