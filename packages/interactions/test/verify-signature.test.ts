import { describe, expect, it } from 'vitest';
import {
  createSignatureVerifier,
  defaultMaxTimestampAgeSeconds,
  type Ed25519Backend,
  verifySignature,
} from '../src/index.js';
import { createTestKey, signHex } from './support/keys.js';

const key = createTestKey();
const otherKey = createTestKey();
const body = '{"type":1,"id":"1"}';
const timestamp = '1700000000';
const signature = signHex(key, timestamp, body);

describe.each<Ed25519Backend>(['node', 'webcrypto', 'tweetnacl'])(
  'verifySignature with the %s backend',
  (backend) => {
    // Every call names its key, so that an `undefined` key really reaches verifySignature.
    const verify = (b: unknown, s: unknown, t: unknown, k: unknown, options = {}) =>
      verifySignature(b as string, s as string, t as string, k as string, { backend, ...options });
    const check = (b: unknown, s: unknown, t: unknown) => verify(b, s, t, key.publicKeyHex);

    it('accepts a valid signature over string, bytes and ArrayBuffer bodies', async () => {
      expect(await check(body, signature, timestamp)).toBe(true);
      const bytes = new TextEncoder().encode(body);
      expect(await check(bytes, signature, timestamp)).toBe(true);
      expect(await check(bytes.buffer, signature, timestamp)).toBe(true);
      expect(await verify(body, signature.toUpperCase(), timestamp, key.publicKeyHex.toUpperCase())).toBe(
        true,
      );
    });

    it('rejects a mutated body, a changed timestamp, a flipped signature bit and the wrong key', async () => {
      expect(await check(body.replace('1', '2'), signature, timestamp)).toBe(false);
      expect(await check(`${body} `, signature, timestamp)).toBe(false);
      expect(await check(body, signature, '1700000001')).toBe(false);
      const flipped = (Number.parseInt(signature[0]!, 16) ^ 1).toString(16) + signature.slice(1);
      expect(await check(body, flipped, timestamp)).toBe(false);
      expect(await verify(body, signature, timestamp, otherKey.publicKeyHex)).toBe(false);
    });

    it('returns false, never throws, for malformed input', async () => {
      const cases: [unknown, unknown, unknown, unknown][] = [
        [body, signature.slice(0, 127), timestamp, key.publicKeyHex], // truncated by one digit
        [body, signature.slice(0, 64), timestamp, key.publicKeyHex], // truncated to half
        [body, `${signature}00`, timestamp, key.publicKeyHex], // too long
        [body, `zz${signature.slice(2)}`, timestamp, key.publicKeyHex], // not hex
        [body, '', timestamp, key.publicKeyHex],
        [body, undefined, timestamp, key.publicKeyHex],
        [body, null, timestamp, key.publicKeyHex],
        [body, 42, timestamp, key.publicKeyHex],
        [body, signature, '', key.publicKeyHex],
        [body, signature, undefined, key.publicKeyHex],
        [body, signature, timestamp, key.publicKeyHex.slice(2)],
        [body, signature, timestamp, `g${key.publicKeyHex.slice(1)}`],
        [body, signature, timestamp, ''],
        [body, signature, timestamp, undefined],
        [body, signature, timestamp, { key: 1 }],
        [body, signature, timestamp, '00'.repeat(32)], // not a valid curve point for some backends
        [null, signature, timestamp, key.publicKeyHex],
        [{ not: 'bytes' }, signature, timestamp, key.publicKeyHex],
      ];
      for (const [i, [b, s, t, k]] of cases.entries())
        expect([i, await verify(b, s, t, k)]).toEqual([i, false]);
    });

    it('accepts any of several public keys (key rotation)', async () => {
      expect(await verify(body, signature, timestamp, [otherKey.publicKeyHex, key.publicKeyHex])).toBe(true);
      expect(await verify(body, signature, timestamp, ['nonsense', key.publicKeyHex])).toBe(true);
      expect(await verify(body, signature, timestamp, [otherKey.publicKeyHex])).toBe(false);
      expect(await verify(body, signature, timestamp, [])).toBe(false);
    });

    it('refuses old, future and non-numeric timestamps when a maximum age is set', async () => {
      const at = (seconds: number) => ({ maxAgeSeconds: 300, now: () => seconds * 1000 });
      expect(await verify(body, signature, timestamp, key.publicKeyHex, at(1700000000 + 300))).toBe(true);
      expect(await verify(body, signature, timestamp, key.publicKeyHex, at(1700000000 + 301))).toBe(false);
      expect(await verify(body, signature, timestamp, key.publicKeyHex, at(1700000000 - 301))).toBe(false);
      const odd = 'yesterday';
      expect(await check(body, signHex(key, odd, body), odd)).toBe(true); // no age limit: any timestamp
      expect(await verify(body, signHex(key, odd, body), odd, key.publicKeyHex, at(1700000000))).toBe(false);
    });
  },
);

describe("verifySignature with the handler's window (maxAgeSeconds: true)", () => {
  const signedAt = 1700000000;
  const window = { maxAgeSeconds: true } as const;
  const at = (seconds: number) => ({ ...window, now: () => seconds * 1000 });
  const verifyAt = (seconds: number, t = timestamp, s = signature) =>
    verifySignature(body, s, t, key.publicKeyHex, at(seconds));

  it('is the handler window: 900 s, the token lifetime', () => {
    expect(defaultMaxTimestampAgeSeconds).toBe(900);
  });
  it('accepts a fresh request, up to the edge of the window either way', async () => {
    expect(await verifyAt(signedAt)).toBe(true);
    expect(await verifyAt(signedAt + defaultMaxTimestampAgeSeconds)).toBe(true);
    expect(await verifyAt(signedAt - defaultMaxTimestampAgeSeconds)).toBe(true);
  });
  it('refuses a validly signed request whose timestamp is stale', async () => {
    expect(await verifyAt(signedAt + defaultMaxTimestampAgeSeconds + 1)).toBe(false);
    expect(await verifyAt(signedAt + 86_400)).toBe(false);
  });
  it('refuses a validly signed request whose timestamp is beyond the window in the future', async () => {
    expect(await verifyAt(signedAt - defaultMaxTimestampAgeSeconds - 1)).toBe(false);
  });
  it('refuses a validly signed non-numeric timestamp', async () => {
    for (const odd of ['yesterday', '1.7e9', ' 1700000000', '1700000000.5', '-1700000000', '0x6553f100'])
      expect([odd, await verifyAt(signedAt, odd, signHex(key, odd, body))]).toEqual([odd, false]);
  });
  it('still refuses a bad signature on a fresh request', async () => {
    const flipped = (Number.parseInt(signature[0]!, 16) ^ 1).toString(16) + signature.slice(1);
    expect(await verifyAt(signedAt, timestamp, flipped)).toBe(false);
  });
  it('reads the clock from Date.now when no now is given', async () => {
    const fresh = String(Math.floor(Date.now() / 1000));
    const ok = signHex(key, fresh, body);
    expect(await verifySignature(body, ok, fresh, key.publicKeyHex, window)).toBe(true);
    expect(await verifySignature(body, signature, timestamp, key.publicKeyHex, window)).toBe(false);
  });
  it('leaves calls without the option unchanged: only the signature is checked', async () => {
    expect(await verifySignature(body, signature, timestamp, key.publicKeyHex)).toBe(true);
    expect(await verifySignature(body, signature, timestamp, key.publicKeyHex, {})).toBe(true);
    expect(await verifySignature(body, signature, timestamp, key.publicKeyHex, { now: () => 0 })).toBe(true);
    const odd = 'yesterday';
    expect(await verifySignature(body, signHex(key, odd, body), odd, key.publicKeyHex)).toBe(true);
  });
  it('fails closed on a broken window', async () => {
    expect(
      await verifySignature(body, signature, timestamp, key.publicKeyHex, {
        maxAgeSeconds: Number.NaN,
        now: () => signedAt * 1000,
      }),
    ).toBe(false);
    expect(
      await verifySignature(body, signature, timestamp, key.publicKeyHex, {
        maxAgeSeconds: -1,
        now: () => signedAt * 1000,
      }),
    ).toBe(false);
  });
  it('applies to createSignatureVerifier too', async () => {
    let now = signedAt * 1000;
    const verify = createSignatureVerifier(key.publicKeyHex, { maxAgeSeconds: true, now: () => now });
    expect(await verify(body, signature, timestamp)).toBe(true);
    now += (defaultMaxTimestampAgeSeconds + 1) * 1000;
    expect(await verify(body, signature, timestamp)).toBe(false);
  });
});

describe('createSignatureVerifier', () => {
  it('binds the keys and options once and verifies many requests', async () => {
    let now = 1700000000_000;
    const verify = createSignatureVerifier([key.publicKeyHex], { maxAgeSeconds: 5, now: () => now });
    expect(await verify(body, signature, timestamp)).toBe(true);
    expect(await verify(body, signature, timestamp)).toBe(true);
    now += 6000; // the same request replayed later
    expect(await verify(body, signature, timestamp)).toBe(false);
    expect(await verify(body, 'x', timestamp)).toBe(false);
  });

  it('signs over non-ASCII timestamps byte for byte', async () => {
    const odd = 'é1';
    const verify = createSignatureVerifier(key.publicKeyHex);
    expect(await verify(body, signHex(key, odd, body), odd)).toBe(true);
  });
});
