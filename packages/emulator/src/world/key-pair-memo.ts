import { createEd25519KeyPair, type Ed25519KeyPair } from './ed25519-key-pair.js';

/** Derives an application's key pair: from its label (the app's id) or its hex seed. */
export type KeyPairSource = typeof createEd25519KeyPair;

/**
 * A {@link createEd25519KeyPair} that remembers what it derived, for one emulator: a reset rebuilds the
 * world and a snapshot's world names the same seeds again, and deriving a public key from a seed costs
 * milliseconds (most of a reset, before it remembered). Each emulator holds its own.
 */
export function keyPairMemo(): KeyPairSource {
  const pairs = new Map<string, Ed25519KeyPair>();
  return (input) => {
    const key = 'seedHex' in input ? `seed:${input.seedHex.toLowerCase()}` : `label:${input.label}`;
    let pair = pairs.get(key);
    if (pair === undefined) {
      pair = createEd25519KeyPair(input);
      pairs.set(key, pair);
    }
    return { ...pair };
  };
}
