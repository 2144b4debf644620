import type { RedirectUriKind } from '../state/authorize-request.js';

/** A redirect URI accepted for an application. */
export interface MatchedRedirectUri {
  /** The URI exactly as requested (the token request must repeat it). */
  uri: string;
  kind: RedirectUriKind;
}

const loopbackHosts: readonly string[] = Object.freeze(['127.0.0.1', '[::1]']);

/**
 * Matches a requested `redirect_uri` against an application's registered ones: exact string comparison,
 * except that a loopback IP redirect (`http://127.0.0.1/...` or `http://[::1]/...`) matches whatever port
 * the request names (RFC 8252 §7.3: native apps get a free port at run time). `localhost` is compared
 * exactly. Returns undefined when nothing matches or the URI has a fragment (RFC 6749 §3.1.2).
 * @example
 * matchRedirectUri(['http://127.0.0.1/callback'], 'http://127.0.0.1:53682/callback'); // { kind: 'loopback', … }
 */
export function matchRedirectUri(
  registered: readonly string[],
  requested: string,
): MatchedRedirectUri | undefined {
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return undefined;
  }
  if (url.hash !== '' || requested.includes('#')) return undefined;
  const kind = redirectUriKind(url);
  // Only the canonical spelling may use the any-port rule: no dot segments, odd escapes or default ports.
  if (kind === 'loopback' && url.href !== requested) return undefined;
  for (const candidate of registered) {
    if (candidate === requested) return { uri: requested, kind };
    if (kind === 'loopback' && sameExceptPort(candidate, url)) return { uri: requested, kind };
  }
  return undefined;
}

function redirectUriKind(url: URL): RedirectUriKind {
  if (url.protocol === 'http:' && loopbackHosts.includes(url.hostname)) return 'loopback';
  if (url.protocol === 'http:' || url.protocol === 'https:') return 'web';
  return 'custom-scheme';
}

function sameExceptPort(candidate: string, requested: URL): boolean {
  let registered: URL;
  try {
    registered = new URL(candidate);
  } catch {
    return false;
  }
  return (
    registered.protocol === requested.protocol &&
    registered.hostname === requested.hostname &&
    registered.username === requested.username &&
    registered.password === requested.password &&
    registered.pathname === requested.pathname &&
    registered.search === requested.search &&
    registered.hash === ''
  );
}
