/**
 * Path segments followed by `{id}/{token}`: interaction callbacks (`/interactions/{id}/{token}/callback`) and
 * interaction webhooks (`/webhooks/{app}/{token}`). Matched anywhere in the path, case-insensitively and after
 * percent-decoding, so a mistyped version (`/api/interactions/…`), a doubled slash or an encoded segment that
 * ends in a 404 still never logs the token.
 */
const tokenParents = new Set(['interactions', 'webhooks']);
/** Query parameters that carry a credential or a one-time value of the OAuth2 and interaction flows. */
const secretQueryKeys = new Set([
  'code',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'client_assertion',
  'state',
  'code_verifier',
  'nonce',
  'ticket',
  'password',
]);
/** Anything that looks like a credential by name is redacted too, so a new parameter is safe by default. */
const secretQueryKeyPattern = /token|secret|verifier|password|ticket|assertion/;

/**
 * The path and query of a request URL with interaction/webhook tokens and secret query values replaced by
 * `:token` / `[redacted]`, for log lines.
 * @example
 * redactPath('/api/v10/webhooks/1/abc.def/messages/@original'); // '/api/v10/webhooks/1/:token/messages/@original'
 */
export function redactPath(pathAndQuery: string): string {
  const [path = '', query] = splitOnce(pathAndQuery, '?');
  const redacted = redactTokenSegments(path);
  if (query === undefined) return redacted;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (isSecretQueryKey(key)) params.set(key, '[redacted]');
  return `${redacted}?${params.toString()}`;
}

function redactTokenSegments(path: string): string {
  const segments = path.split('/');
  // Empty segments (doubled slashes) are skipped when counting, as the router skips them when matching.
  const nonEmpty = segments.flatMap((segment, index) => (segment.length > 0 ? [index] : []));
  for (let i = 0; i + 2 < nonEmpty.length; i++) {
    if (tokenParents.has(decodeSegment(segments[nonEmpty[i]!]!).toLowerCase())) {
      segments[nonEmpty[i + 2]!] = ':token';
    }
  }
  return segments.join('/');
}

function isSecretQueryKey(key: string): boolean {
  const lower = key.toLowerCase();
  return secretQueryKeys.has(lower) || secretQueryKeyPattern.test(lower);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
