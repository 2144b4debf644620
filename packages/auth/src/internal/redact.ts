import { redactSecrets } from '@slashkit/api';

/** Replaces every occurrence of each secret in `text` with `RedactedMarker`, so no message can leak one. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  return redactSecrets(text, secrets);
}
