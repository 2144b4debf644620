/**
 * A seeded pseudo-random generator (mulberry32), returning numbers in [0, 1): a fuzz test built on it sends
 * the same inputs on every run, so a failure it finds replays. Shared by the fuzz tests of every package
 * (emulator JSON bodies, webhook requests, gateway frames).
 * @example
 * const random = seededRandom(1234);
 * const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
