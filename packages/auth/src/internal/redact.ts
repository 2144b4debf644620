/** Replaces every occurrence of each secret in `text` with `[redacted]`, so no message can leak one. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; real codes, tokens and secrets are long.
    if (secret && secret.length >= 6) out = out.split(secret).join('[redacted]');
  }
  return out;
}
