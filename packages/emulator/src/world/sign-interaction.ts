import { type KeyObject, sign } from 'node:crypto';
import { ed25519PrivateKey } from './ed25519-key-pair.js';

/** The signature headers of one interaction request. */
export interface InteractionSignatureHeaders {
  'x-signature-ed25519': string;
  'x-signature-timestamp': string;
}

/**
 * Signs an interaction request body as the service does: Ed25519 over the timestamp's bytes followed by the
 * raw body, with the application's private key; the signature travels as hex. Give the public key of the
 * pair too: the key is then imported much quicker (read as a JWK of both halves).
 * @example
 * const headers = signInteraction(body, app.privateKey, Math.floor(clock.now() / 1000), app.publicKey);
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#security-and-authorization | Security and authorization}
 */
export function signInteraction(
  body: string,
  privateKeyHex: string,
  timestampSeconds: number,
  publicKeyHex?: string,
): InteractionSignatureHeaders {
  return signInteractionWith(body, ed25519PrivateKey(privateKeyHex, publicKeyHex), timestampSeconds);
}

/** {@link signInteraction} with a key already imported (the emulator keeps its apps' keys imported). */
export function signInteractionWith(
  body: string,
  key: KeyObject,
  timestampSeconds: number,
): InteractionSignatureHeaders {
  const timestamp = String(timestampSeconds);
  const signature = sign(null, Buffer.from(timestamp + body), key);
  return { 'x-signature-ed25519': signature.toString('hex'), 'x-signature-timestamp': timestamp };
}
