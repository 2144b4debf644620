import { RedactedMarker, redactRoutePath } from '@slashkit/api';

/** Query parameters that carry a credential or a one-time value of the OAuth2 and interaction flows. */
const secretQueryKeys: readonly string[] = Object.freeze([
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
 * The path and query of a request URL for log lines: the secret parameters of the API's route templates
 * (interaction tokens, wherever a callback or webhook route appears in the path) and the values of secret
 * query parameters become `[REDACTED]`.
 * @example
 * redactPath('/api/v10/webhooks/1/abc.def/messages/@original'); // '/api/v10/webhooks/1/[REDACTED]/messages/@original'
 */
export function redactPath(pathAndQuery: string): string {
  const [path = '', query] = splitOnce(pathAndQuery, '?');
  const redacted = redactRoutePath(path);
  if (query === undefined) return redacted;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (isSecretQueryKey(key)) params.set(key, RedactedMarker);
  return `${redacted}?${params.toString()}`;
}

function isSecretQueryKey(key: string): boolean {
  const lower = key.toLowerCase();
  return secretQueryKeys.includes(lower) || secretQueryKeyPattern.test(lower);
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
