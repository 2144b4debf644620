const encoder = new TextEncoder();

/**
 * Compares two strings in time that depends only on their lengths, never on where they first differ, so a
 * forged `state` cannot be guessed byte by byte. (WebCrypto has no timingSafeEqual, hence this loop.)
 */
export function timingSafeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  const length = Math.max(x.length, y.length);
  let difference = x.length ^ y.length;
  for (let i = 0; i < length; i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}
