import { type SignatureVerifierOptions, timestampIsFresh } from './create-signature-verifier.js';
import { decodeHex } from './crypto/hex.js';
import { Keyring } from './crypto/keyring.js';
import { bodyBytes, type RawBody, signedMessage } from './crypto/signed-message.js';

// One keyring per forced backend, created on first use: a pure memo of imported keys, so that calling
// verifySignature per request does not import the same public key every time.
const keyrings = new Map<string, Keyring>();
const keyringFor = (backend: SignatureVerifierOptions['backend']): Keyring => {
  const name = backend ?? 'auto';
  let keyring = keyrings.get(name);
  if (!keyring) {
    keyring = new Keyring(backend);
    keyrings.set(name, keyring);
  }
  return keyring;
};

/**
 * Checks an interaction request's Ed25519 signature: `signatureHex` (the `X-Signature-Ed25519` header) over
 * the `timestamp` (`X-Signature-Timestamp`) followed by the raw body bytes, against the app's hex public
 * key or any of several keys. Any malformed input gives false; it never throws.
 *
 * On its own it checks only the signature. A signature never expires, so a request captured once could be
 * replayed for ever; pass `{ maxAgeSeconds: true }` to also refuse timestamps outside the handler's window
 * ({@link defaultMaxTimestampAgeSeconds}, either way, with `now` as the clock), or a number of seconds. It
 * does not remember interaction ids: a replay inside the window is only refused by
 * `createInteractionHandler`, which does.
 *
 * @example
 * const ok = await verifySignature(rawBody, req.headers['x-signature-ed25519'], req.headers['x-signature-timestamp'], PUBLIC_KEY, { maxAgeSeconds: true });
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#security-and-authorization | Security and authorization}
 */
export async function verifySignature(
  rawBody: RawBody,
  signatureHex: string | null | undefined,
  timestamp: string | null | undefined,
  publicKey: string | readonly string[],
  options: SignatureVerifierOptions = {},
): Promise<boolean> {
  try {
    if (typeof timestamp !== 'string' || timestamp.length === 0) return false;
    const signature = decodeHex(signatureHex, 64);
    if (!signature || !timestampIsFresh(timestamp, options)) return false;
    const keys: readonly string[] = typeof publicKey === 'string' ? [publicKey] : publicKey;
    if (!Array.isArray(keys)) return false;
    const keyring = keyringFor(options.backend);
    const message = signedMessage(timestamp, bodyBytes(rawBody));
    // Once the key is imported, node:crypto answers synchronously: no await on the hot path.
    return keyring.verifyNow(signature, message, keys) ?? (await keyring.verify(signature, message, keys));
  } catch {
    return false;
  }
}
