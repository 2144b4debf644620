/**
 * What `AuthClient.verifyIdToken` checks besides signature, `iss`, `aud` and `exp`.
 * @example
 * await client.verifyIdToken(token.idToken!, { nonce: result.nonce, accessToken: token.accessToken });
 * @see service-facts "Installing an app and knowing who logged in"
 */
export interface IdTokenChecks {
  /** The `nonce` of the authorize request (`result.nonce`); the token must carry the same one. */
  nonce?: string | undefined;
  /** The access token issued with it, checked against `at_hash`. */
  accessToken?: string | undefined;
}
