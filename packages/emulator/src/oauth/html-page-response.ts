/**
 * Headers of the authorize pages: never cached (they hold one-time tickets), never framed (clickjacking of
 * the Authorize button), no referrer (the query names the client and state), no scripts at all.
 */
export const htmlPageHeaders: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // No form-action: browsers apply it to the redirect after the form post, which leaves this origin.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

/**
 * An HTML page response with {@link htmlPageHeaders}.
 * @example
 * return htmlPageResponse(400, '<!doctype html><title>Error</title>…');
 */
export function htmlPageResponse(status: number, html: string): Response {
  return new Response(html, { status, headers: htmlPageHeaders });
}
