import { decodeHex } from './crypto/hex.js';
import { type Ed25519Backend, Keyring } from './crypto/keyring.js';
import { bodyBytes, type RawBody, signedMessage } from './crypto/signed-message.js';
import { defaultMaxTimestampAgeSeconds } from './default-max-timestamp-age.js';

export type { Ed25519Backend } from './crypto/keyring.js';
export type { RawBody } from './crypto/signed-message.js';

/** Options of {@link createSignatureVerifier} and {@link verifySignature}. */
export interface SignatureVerifierOptions {
  /**
   * Reject requests whose `X-Signature-Timestamp` is further than this many seconds from `now` (either
   * way), or is not a whole number of seconds, so that a captured request cannot be replayed later.
   * `true` uses the interaction handler's own window, {@link defaultMaxTimestampAgeSeconds} (900 s).
   * Off when omitted: then only the signature is checked, and a request captured once (from a log, a
   * proxy, a leaked capture) stays valid forever, since its signature never expires.
   */
  maxAgeSeconds?: number | true;
  /** The clock, in milliseconds since the epoch; `Date.now` by default. */
  now?: () => number;
  /**
   * Force one Ed25519 implementation instead of the best one the runtime has (node:crypto, then WebCrypto,
   * then tweetnacl).
   */
  backend?: Ed25519Backend;
}

/**
 * A function that checks one request's signature: true only when the signature is valid for one of the
 * public keys (and the timestamp is fresh enough, when a maximum age is set). Never throws.
 */
export type SignatureVerifier = (
  rawBody: RawBody,
  signatureHex: string | null | undefined,
  timestamp: string | null | undefined,
) => Promise<boolean>;

const digits = /^\d{1,15}$/;

/** True when the timestamp header is fresh enough under the options; false for anything malformed. */
export const timestampIsFresh = (timestamp: string, options: SignatureVerifierOptions): boolean => {
  const { maxAgeSeconds } = options;
  if (maxAgeSeconds === undefined) return true;
  if (!digits.test(timestamp)) return false;
  const nowSeconds = (options.now ?? Date.now)() / 1000;
  const window = maxAgeSeconds === true ? defaultMaxTimestampAgeSeconds : maxAgeSeconds;
  // A NaN or negative window refuses everything: a broken setting must fail closed, not open.
  return Math.abs(nowSeconds - Number(timestamp)) <= window;
};

/**
 * Builds a verifier for one application's public key (or several, during a key rotation), importing each
 * key once. The interaction handler uses one of these; use it directly in your own transport.
 *
 * @example
 * const verify = createSignatureVerifier(process.env.PUBLIC_KEY!, { maxAgeSeconds: 300 });
 * if (!(await verify(body, req.headers['x-signature-ed25519'], req.headers['x-signature-timestamp']))) reject();
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#security-and-authorization | Security and authorization}
 */
export function createSignatureVerifier(
  publicKey: string | readonly string[],
  options: SignatureVerifierOptions = {},
): SignatureVerifier {
  const check = createRequestVerifier(publicKey, options);
  return async (rawBody, signatureHex, timestamp) => check(rawBody, signatureHex, timestamp);
}

/** Options of the handler's own verifier. */
interface RequestVerifierOptions extends SignatureVerifierOptions {
  /**
   * Called when a request is refused only for its timestamp: the signature is the app's, but the timestamp
   * is `skewSeconds` away from `now` (positive: in the past). Usually a wrong clock, here or where it was signed.
   */
  onStale?: (skewSeconds: number) => void;
}

/**
 * The verifier under {@link createSignatureVerifier}, for the handler's own hot path (not exported from the
 * package): it answers synchronously when it can (node:crypto, key imported), a promise otherwise.
 */
export function createRequestVerifier(
  publicKey: string | readonly string[],
  options: RequestVerifierOptions = {},
): (
  rawBody: RawBody,
  signatureHex: string | null | undefined,
  timestamp: string | null | undefined,
) => boolean | Promise<boolean> {
  const keys: readonly string[] = typeof publicKey === 'string' ? [publicKey] : [...publicKey];
  const keyring = new Keyring(options.backend);
  const { onStale } = options;
  return (rawBody, signatureHex, timestamp) => {
    if (typeof timestamp !== 'string' || timestamp.length === 0) return false;
    const signature = decodeHex(signatureHex, 64);
    if (!signature) return false;
    const fresh = timestampIsFresh(timestamp, options);
    // A stale request is still checked when someone wants to hear of it: a valid signature on it means a
    // clock is wrong (or a genuine request was replayed), which is worth saying.
    if (!fresh && (onStale === undefined || !digits.test(timestamp))) return false;
    let body: Uint8Array;
    try {
      body = bodyBytes(rawBody);
    } catch {
      return false;
    }
    const message = signedMessage(timestamp, body);
    // Once the key is imported, node:crypto answers synchronously: no await on the hot path.
    const verdict = keyring.verifyNow(signature, message, keys) ?? keyring.verify(signature, message, keys);
    if (fresh) return verdict;
    const skew = Math.round((options.now ?? Date.now)() / 1000 - Number(timestamp));
    if (verdict === true) onStale?.(skew);
    else if (verdict !== false)
      return verdict.then((ok) => {
        if (ok) onStale?.(skew);
        return false;
      });
    return false;
  };
}
