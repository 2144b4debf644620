/**
 * The URL the user agent is sent back to: the redirect URI with the response parameters added to its
 * query (an existing query is kept, RFC 6749 §3.1.2); null values are left out.
 * @example
 * authorizeRedirectUrl('http://127.0.0.1:5000/callback', { code: 'abc', state: 'xyz', iss: 'http://127.0.0.1:8787' });
 */
export function authorizeRedirectUrl(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.append(name, value);
  }
  return url.href;
}
