import { decodeHex } from './hex.js';
import { loadTweetnacl } from './load-tweetnacl.js';

/**
 * Which Ed25519 implementation verifies signatures: `node:crypto` (fastest), WebCrypto (edge runtimes and
 * browsers), or tweetnacl (pure JavaScript, ~44x slower, only where neither of the others has Ed25519).
 */
export type Ed25519Backend = 'node' | 'webcrypto' | 'tweetnacl';

type NodeCrypto = typeof import('node:crypto');

interface Backend {
  readonly name: Ed25519Backend;
  /** Turns 32 raw key bytes into whatever `verify` wants; throws or rejects on a key it cannot use. */
  importKey(raw: Uint8Array<ArrayBuffer>): unknown;
  verify(
    key: unknown,
    signature: Uint8Array<ArrayBuffer>,
    message: Uint8Array<ArrayBuffer>,
  ): boolean | Promise<boolean>;
}

// DER header of an SPKI Ed25519 public key; the 32 raw key bytes follow it.
const spkiPrefix = Uint8Array.from([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]);

// RFC 8032 test 1 public key: importing it tells whether this runtime's WebCrypto knows Ed25519.
const probeKeyHex = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';

/** node:crypto without a static import, so the core module still loads on runtimes that lack it. */
const loadNodeCrypto = (): NodeCrypto | undefined => {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const mod = proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  return mod && typeof mod.verify === 'function' && typeof mod.createPublicKey === 'function'
    ? mod
    : undefined;
};

const nodeBackend = (nodeCrypto: NodeCrypto): Backend => ({
  name: 'node',
  importKey: (raw) => {
    const der = new Uint8Array(spkiPrefix.length + raw.length);
    der.set(spkiPrefix);
    der.set(raw, spkiPrefix.length);
    return nodeCrypto.createPublicKey({ key: Buffer.from(der.buffer), format: 'der', type: 'spki' });
  },
  verify: (key, signature, message) =>
    nodeCrypto.verify(null, message, key as import('node:crypto').KeyObject, signature),
});

const webCryptoBackend = (subtle: SubtleCrypto): Backend => ({
  name: 'webcrypto',
  importKey: (raw) => subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']),
  verify: (key, signature, message) =>
    subtle.verify({ name: 'Ed25519' }, key as CryptoKey, signature, message),
});

const tweetnaclBackend = async (): Promise<Backend> => {
  // Loaded only here: most runtimes never need the pure-JavaScript implementation.
  const nacl = await loadTweetnacl();
  return {
    name: 'tweetnacl',
    importKey: (raw) => raw,
    verify: (key, signature, message) => nacl.sign.detached.verify(message, signature, key as Uint8Array),
  };
};

const webCryptoSupportsEd25519 = async (subtle: SubtleCrypto): Promise<boolean> => {
  try {
    await subtle.importKey('raw', decodeHex(probeKeyHex, 32)!, { name: 'Ed25519' }, false, ['verify']);
    return true;
  } catch {
    return false;
  }
};

const loadBackend = async (preferred?: Ed25519Backend): Promise<Backend> => {
  if (preferred === undefined || preferred === 'node') {
    const nodeCrypto = loadNodeCrypto();
    if (nodeCrypto) return nodeBackend(nodeCrypto);
    if (preferred === 'node') throw new Error('node:crypto is not available in this runtime');
  }
  if (preferred === undefined || preferred === 'webcrypto') {
    const subtle = (globalThis as { crypto?: Crypto }).crypto?.subtle;
    if (subtle && (await webCryptoSupportsEd25519(subtle))) return webCryptoBackend(subtle);
    if (preferred === 'webcrypto') throw new Error('WebCrypto has no Ed25519 in this runtime');
  }
  return tweetnaclBackend();
};

/** Most distinct public keys a keyring keeps imported; more than that means keys come from untrusted input. */
const maxCachedKeys = 64;

/**
 * Verifies Ed25519 signatures against hex public keys, importing each key once and keeping it. The first
 * call picks the backend; every later call on Node reuses the cached `KeyObject`.
 */
export class Keyring {
  readonly #preferred: Ed25519Backend | undefined;
  #backend: Backend | undefined;
  #backendPromise: Promise<Backend> | undefined;
  // A key that failed to import is cached as null, so a bad configured key costs one import, not one per request.
  readonly #keys = new Map<string, unknown>();

  constructor(preferred?: Ed25519Backend) {
    this.#preferred = preferred;
  }

  /** The backend in use, once the first verification has chosen it. */
  get backend(): Ed25519Backend | undefined {
    return this.#backend?.name;
  }

  async #getBackend(): Promise<Backend> {
    if (this.#backend) return this.#backend;
    this.#backendPromise ??= loadBackend(this.#preferred);
    this.#backend = await this.#backendPromise;
    return this.#backend;
  }

  async #getKey(backend: Backend, hex: string): Promise<unknown> {
    const cached = this.#keys.get(hex);
    if (cached !== undefined) return cached;
    const raw = decodeHex(hex, 32);
    let key: unknown = null;
    if (raw) {
      try {
        key = await backend.importKey(raw);
      } catch {
        key = null;
      }
    }
    if (this.#keys.size >= maxCachedKeys) this.#keys.clear();
    this.#keys.set(hex, key);
    return key;
  }

  /**
   * The answer of {@link verify} without a turn of the event loop, when it can be had synchronously: the
   * backend chosen, every key imported, and a synchronous backend (node:crypto). Undefined otherwise.
   */
  verifyNow(
    signature: Uint8Array<ArrayBuffer>,
    message: Uint8Array<ArrayBuffer>,
    publicKeys: readonly string[],
  ): boolean | undefined {
    const backend = this.#backend;
    if (backend?.name !== 'node') return undefined;
    for (const hex of publicKeys) {
      if (typeof hex !== 'string') continue;
      const key = this.#keys.get(hex);
      if (key === undefined) return undefined;
      if (key === null) continue;
      try {
        if (backend.verify(key, signature, message) === true) return true;
      } catch {
        // A key or signature the backend rejects outright is simply not a match.
      }
    }
    return false;
  }

  /** True when `signature` over `message` verifies under any of `publicKeys`; never throws. */
  async verify(
    signature: Uint8Array<ArrayBuffer>,
    message: Uint8Array<ArrayBuffer>,
    publicKeys: readonly string[],
  ): Promise<boolean> {
    let backend: Backend;
    try {
      backend = this.#backend ?? (await this.#getBackend());
    } catch {
      return false;
    }
    for (const hex of publicKeys) {
      if (typeof hex !== 'string') continue;
      const key = await this.#getKey(backend, hex);
      if (key === null) continue;
      try {
        if (await backend.verify(key, signature, message)) return true;
      } catch {
        // A key or signature the backend rejects outright is simply not a match.
      }
    }
    return false;
  }
}
