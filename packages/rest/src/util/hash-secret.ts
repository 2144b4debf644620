/**
 * A short, stable, non-reversible-enough tag for a secret (FNV-1a, 32 bits), so an interaction token can
 * key a rate-limit bucket without the token itself sitting in a store or a log line.
 */
export function hashSecret(secret: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < secret.length; i++) {
    hash ^= secret.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
