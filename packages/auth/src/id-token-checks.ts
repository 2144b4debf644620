/**
 * What `AuthClient.verifyIdToken` checks besides signature, `iss`, `aud` and `exp`.
 * @example
 * await client.verifyIdToken(token.idToken!, { nonce: result.nonce, accessToken: token.accessToken });
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface IdTokenChecks {
  /** The `nonce` of the authorize request (`result.nonce`); the token must carry the same one. */
  nonce?: string | undefined;
  /** The access token issued with it, checked against `at_hash`. */
  accessToken?: string | undefined;
}
