import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** A real Ed25519 key pair, as the service holds for an app: the private half signs test requests. */
export interface TestKey {
  publicKeyHex: string;
  privateKey: KeyObject;
}

/** A fresh Ed25519 key pair from node:crypto. */
export function createTestKey(): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  return { publicKeyHex: Buffer.from(jwk.x!, 'base64url').toString('hex'), privateKey };
}

/** Signs timestamp + body the way the service does; returns the hex signature. */
export function signHex(key: TestKey, timestamp: string, body: string | Uint8Array): string {
  const message = Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]);
  return sign(null, message, key.privateKey).toString('hex');
}

/** The headers of a signed interaction request. */
export function signedHeaders(key: TestKey, body: string, timestamp = String(Math.floor(Date.now() / 1000))) {
  return {
    'content-type': 'application/json',
    'x-signature-ed25519': signHex(key, timestamp, body),
    'x-signature-timestamp': timestamp,
  };
}
