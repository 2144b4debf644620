/** Replaces every occurrence of each secret in `text` with `[REDACTED]`; secrets shorter than 6 are skipped. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 6 && out.includes(secret)) out = out.split(secret).join('[REDACTED]');
  }
  return out;
}
