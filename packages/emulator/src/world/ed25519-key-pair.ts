import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

// DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** An Ed25519 key pair as the emulator keeps it: hex seed and hex raw public key. */
export interface Ed25519KeyPair {
  /** Hex of the 32-byte private seed. */
  privateKey: string;
  /** Hex of the 32-byte raw public key, the form the service shows to developers. */
  publicKey: string;
}

/**
 * Derives a deterministic Ed25519 key pair from a label (e.g. the application id), so a seeded world always
 * has the same keys, or from an explicit hex seed.
 */
export function createEd25519KeyPair(input: { label: string } | { seedHex: string }): Ed25519KeyPair {
  const seed =
    'seedHex' in input
      ? Buffer.from(input.seedHex, 'hex')
      : createHash('sha256').update(`slashkit-emulator/ed25519/${input.label}`).digest();
  if (seed.length !== 32)
    throw new RangeError('An Ed25519 private key seed must be 32 bytes (64 hex digits)');
  const privateKey = ed25519PrivateKey(seed.toString('hex'));
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return { privateKey: seed.toString('hex'), publicKey: spki.subarray(spki.length - 32).toString('hex') };
}

/**
 * The node:crypto private key of a hex Ed25519 seed, for `crypto.sign(null, message, key)`. Given the
 * pair's public key too (hex), it is read as a JWK, which OpenSSL 3 imports about twenty times quicker than
 * the PKCS#8 form it needs otherwise (a signature per delivery pays that import).
 * @example
 * const signature = sign(null, Buffer.from(timestamp + body), ed25519PrivateKey(app.privateKey, app.publicKey));
 */
export function ed25519PrivateKey(seedHex: string, publicKeyHex?: string): KeyObject {
  if (publicKeyHex !== undefined)
    return createPrivateKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        d: Buffer.from(seedHex, 'hex').toString('base64url'),
        x: Buffer.from(publicKeyHex, 'hex').toString('base64url'),
      },
      format: 'jwk',
    });
  return createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seedHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
}
