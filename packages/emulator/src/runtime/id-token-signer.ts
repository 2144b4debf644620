import { createHash, generateKeyPair, type KeyObject, sign } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIJsonWebKey, OAuth2IdTokenClaims } from '@slashkit/api';

const generateRsaKeyPair = promisify(generateKeyPair);

/** The algorithm of the emulator's ID tokens: RS256, the one the service publishes. */
export const idTokenAlgorithm = 'RS256';

/** How long an ID token is valid: one hour (the service does not document its own lifetime). */
export const idTokenLifetimeSeconds = 3600;

interface SigningKey {
  privateKey: KeyObject;
  publicJwk: APIJsonWebKey;
}

/**
 * Signs the emulator's OpenID Connect ID tokens with its own RSA key (2048 bits, made on first use and kept
 * for the emulator's life, resets and loaded snapshots included), and publishes the public half as a JWK
 * set. Part of the running emulator (`runtime.idTokens`), not of its state: a snapshot carries no key, so
 * ID tokens from before a restart do not verify against the new emulator's keys.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, RFC 7515, RFC 7517, RFC 7638
 */
export class IdTokenSigner {
  #key: Promise<SigningKey> | undefined;

  /** The JWK set of the `jwks_uri`. */
  async jwks(): Promise<{ keys: APIJsonWebKey[] }> {
    return { keys: [(await this.#signingKey()).publicJwk] };
  }

  /** A compact JWS (`header.payload.signature`) of the claims, with the key's `kid` in its header. */
  async sign(claims: OAuth2IdTokenClaims): Promise<string> {
    const key = await this.#signingKey();
    const header = { alg: idTokenAlgorithm, typ: 'JWT', kid: key.publicJwk.kid };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    // RSASSA-PKCS1-v1_5 with SHA-256 is node's default padding for RSA keys: exactly RS256.
    const signature = sign('sha256', Buffer.from(input), key.privateKey);
    return `${input}.${signature.toString('base64url')}`;
  }

  #signingKey(): Promise<SigningKey> {
    this.#key ??= generateRsaKeyPair('rsa', { modulusLength: 2048 }).then(({ publicKey, privateKey }) => {
      const jwk = publicKey.export({ format: 'jwk' });
      const n = String(jwk.n);
      const e = String(jwk.e);
      // RFC 7638 thumbprint: SHA-256 of the required members in lexicographic order.
      const kid = createHash('sha256')
        .update(JSON.stringify({ e, kty: 'RSA', n }))
        .digest('base64url');
      return { privateKey, publicJwk: { kty: 'RSA', use: 'sig', alg: idTokenAlgorithm, kid, n, e } };
    });
    return this.#key;
  }
}

/** Base64url of the left half of SHA-256(access token): the `at_hash` claim (OpenID Connect Core §3.1.3.6). */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}
