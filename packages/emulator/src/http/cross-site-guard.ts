/**
 * The header that marks a request as sent by a program or by the emulator's own pages. A web page of another
 * origin cannot add it (nor `Content-Type: application/json`) without a CORS preflight, which the emulator
 * never grants; so a request that carries either was not forged by such a page.
 */
export const emulatorRequestHeader = 'x-slashkit-emulator';

const json = /^application\/json\s*(;|$)/i;

/**
 * Why a request to a state-changing route of the admin API (or of the web client) is refused as one a web
 * page of another origin made a browser send, or null when it may go on. Three checks, so that any browser is
 * covered: `Sec-Fetch-Site` must be `same-origin` or `none` when present; `Origin`, when present, must name
 * the host the request was sent to (its `Host`, which the node adapter already checked against the allowed
 * names); and a POST — the one method a page may send cross-site without a preflight — must say
 * `Content-Type: application/json` or carry the {@link emulatorRequestHeader} header. curl, Node's fetch and
 * the SDK send no `Origin` and no `Sec-Fetch-Site`, and send JSON: they pass.
 */
export function crossSiteRefusal(request: Request, url: URL): string | null {
  const what = `${request.method} ${url.pathname}`;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return `${what} refused: a web page of another site (Sec-Fetch-Site: ${site}) cannot change the emulator. Use the emulator's own pages, or call it from a program (curl, fetch, the SDK).`;
  const origin = request.headers.get('origin');
  if (origin !== null && !sameHost(origin, request.headers.get('host') ?? url.host))
    return `${what} refused: it came from a web page of another origin (${origin.slice(0, 100)}), which cannot change the emulator. Use the emulator's own pages, or call it from a program (curl, fetch, the SDK).`;
  if (
    request.method === 'POST' &&
    !json.test(request.headers.get('content-type') ?? '') &&
    !request.headers.has(emulatorRequestHeader)
  )
    return `${what} needs the header Content-Type: application/json (or ${emulatorRequestHeader}: 1), which no web page of another origin can send: with curl, add -H 'content-type: application/json'.`;
  return null;
}

/** Whether an `Origin` header names `host` (its `Host` header: name and port). `null` origins never do. */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
