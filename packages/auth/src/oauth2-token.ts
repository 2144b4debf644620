/**
 * A token-endpoint answer in camelCase, with `expiresAt` computed from the client's clock. The access,
 * refresh and ID tokens are secrets: store them like passwords, never log them.
 * @example
 * const token = await client.exchangeCode(result);
 * fetch(url, { headers: { Authorization: `Bearer ${token.accessToken}` } });
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface OAuth2Token {
  /** The Bearer token for API calls. */
  readonly accessToken: string;
  /** Always `Bearer`: the answer's `token_type` is checked (any casing, RFC 6749 §5.1) and normalised. */
  readonly tokenType: 'Bearer';
  /** Seconds the access token lives (604800 on the service). */
  readonly expiresIn: number;
  /** When it expires, in epoch milliseconds by the injected clock. */
  readonly expiresAt: number;
  /** The refresh token, when the grant issues one (not for client credentials). */
  readonly refreshToken: string | undefined;
  /** The space-separated scopes granted. */
  readonly scope: string;
  /** The OpenID Connect ID token, when `openid` was granted. */
  readonly idToken: string | undefined;
}
