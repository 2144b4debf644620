import { sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEd25519KeyPair, ed25519PrivateKey } from '../src/world/ed25519-key-pair.js';
import { keyPairMemo } from '../src/world/key-pair-memo.js';

// The quick paths of the emulator's keys give what the plain ones give: a private key read with its public
// half signs exactly as the one read from the seed alone (Ed25519 signatures are deterministic), and the
// memo answers the pair it derived, as a copy.

describe('Ed25519 keys', () => {
  it('a private key read with its public key signs as the one read from the seed', () => {
    const pair = createEd25519KeyPair({ label: 'an app' });
    const message = Buffer.from('1700000000{"type":1}');
    expect(sign(null, message, ed25519PrivateKey(pair.privateKey, pair.publicKey))).toEqual(
      sign(null, message, ed25519PrivateKey(pair.privateKey)),
    );
  });

  it('the memo derives each pair once and hands out copies', () => {
    const keyPair = keyPairMemo();
    const first = keyPair({ label: '1250000000000000001' });
    expect(first).toEqual(createEd25519KeyPair({ label: '1250000000000000001' }));
    first.publicKey = 'changed';
    expect(keyPair({ label: '1250000000000000001' }).publicKey).not.toBe('changed');
    const seedHex = 'AB'.repeat(32);
    expect(keyPair({ seedHex })).toEqual(createEd25519KeyPair({ seedHex }));
    expect(keyPair({ seedHex: seedHex.toLowerCase() })).toEqual(keyPair({ seedHex }));
  });
});
