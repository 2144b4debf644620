// Interaction and webhook tokens travel in URL paths; they must never reach a log line.
const tokenPaths: RegExp[] = [
  /^(\/api\/v\d+\/interactions\/[^/]+\/)[^/?]+/,
  /^(\/api\/v\d+\/webhooks\/[^/]+\/)[^/?]+/,
];
const secretQueryKeys = new Set(['code', 'token', 'access_token', 'refresh_token', 'client_secret', 'state']);

/**
 * The path and query of a request URL with interaction/webhook tokens and secret query values replaced by
 * `:token` / `[redacted]`, for log lines.
 * @example
 * redactPath('/api/v10/webhooks/1/abc.def/messages/@original'); // '/api/v10/webhooks/1/:token/messages/@original'
 */
export function redactPath(pathAndQuery: string): string {
  const [path = '', query] = splitOnce(pathAndQuery, '?');
  let redacted = path;
  for (const pattern of tokenPaths) redacted = redacted.replace(pattern, '$1:token');
  if (query === undefined) return redacted;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (secretQueryKeys.has(key)) params.set(key, '[redacted]');
  return `${redacted}?${params.toString()}`;
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
