/** What every slashkit package writes in place of a token, secret, verifier or interaction token. */
export const RedactedMarker = '[REDACTED]';

/** Secrets shorter than this are not redacted: replacing every `a` in a message would hide more than it protects. */
const shortestRedactedSecret = 6;

/**
 * Replaces every occurrence of each secret in `text` with {@link RedactedMarker}, so no message, URL or log
 * line can leak one.
 * @example
 * redactSecrets(`Bot ${token} refused`, [token]); // 'Bot [REDACTED] refused'
 */
export function redactSecrets(text: string, secrets: Iterable<string | undefined>): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= shortestRedactedSecret && out.includes(secret)) {
      out = out.split(secret).join(RedactedMarker);
    }
  }
  return out;
}
