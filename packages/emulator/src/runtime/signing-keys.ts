import type { KeyObject } from 'node:crypto';
import { ed25519PrivateKey } from '../world/ed25519-key-pair.js';

/** How many apps' keys are kept at once: more than a world has apps, so a bound alone, never a churn. */
const keptKeys = 64;

/**
 * The apps' Ed25519 signing keys as node:crypto keys, imported once per key rather than once per delivery
 * (the import cost about as much as the signature itself). Keyed by the key's own hex, so an app whose key
 * changes (a loaded snapshot) gets its new key; part of the runtime, as it is derived, never state.
 */
export class SigningKeys {
  readonly #keys = new Map<string, KeyObject>();

  /** The key of a hex seed, with its hex public key when known (quicker to import). */
  key(privateKeyHex: string, publicKeyHex?: string): KeyObject {
    const id = `${privateKeyHex}:${publicKeyHex ?? ''}`;
    let key = this.#keys.get(id);
    if (!key) {
      if (this.#keys.size >= keptKeys) this.#keys.clear();
      key = ed25519PrivateKey(privateKeyHex, publicKeyHex);
      this.#keys.set(id, key);
    }
    return key;
  }
}
