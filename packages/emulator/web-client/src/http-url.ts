/**
 * An absolute http(s) URL as the URL parser normalises it, or null: what a link's `href` or an image's
 * `src` may be (never `javascript:`, `data:` or a relative path a bot could aim at the page).
 * @example httpUrl('https://example.com/a b') // 'https://example.com/a%20b'
 */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
