import { redactSecrets } from '@slashkit/api';

// A JSON escape: an escaped backslash (kept, so that `\\u0062` stays text), `\uXXXX`, or `\/`.
const ESCAPE = /\\\\|\\u([0-9a-fA-F]{4})|\\\//g;

// The escapes JSON.parse would turn into a plain character; quotes, backslashes and control characters
// stay escaped so the text remains the same JSON.
function unescapePlain(match: string, hex: string | undefined): string {
  if (match === '\\/') return '/';
  if (hex === undefined) return match;
  const code = Number.parseInt(hex, 16);
  return code < 0x20 || code === 0x22 || code === 0x5c ? match : String.fromCharCode(code);
}

/**
 * Redacts every secret from a response body, including a secret the server echoed back with JSON `\u`
 * escapes (which parse to the secret itself): when redaction after unescaping finds one, the body comes
 * back unescaped (the same JSON) with the secret replaced; otherwise it comes back as received.
 */
export function redactBody(text: string, secrets: readonly string[]): string {
  const plain = redactSecrets(text, secrets);
  if (secrets.length === 0 || !text.includes('\\')) return plain;
  const unescaped = plain.replace(ESCAPE, unescapePlain);
  const redacted = redactSecrets(unescaped, secrets);
  return redacted === unescaped ? plain : redacted;
}
