import type { ApiCallOptions } from '../api-call-options.js';
import { AuthApiError } from '../auth-api-error.js';
import { AuthError } from '../auth-error.js';
import { readJsonBody } from './read-json-body.js';
import { redact } from './redact.js';
import { DefaultUserAgent } from './user-agent.js';

/**
 * GETs a JSON document, with a Bearer token when given; answers the parsed body of a 2xx answer, else throws
 * {@link AuthApiError} (or `NETWORK_ERROR`). The token never appears in errors or log lines.
 */
export async function getJson(url: string, options: ApiCallOptions, bearer?: string): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': options.userAgent ?? DefaultUserAgent,
  };
  if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
  const what = `GET ${url}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    // redirect 'error': a redirected request could carry the token to another host.
    response = await doFetch(url, { method: 'GET', headers, redirect: 'error' });
  } catch (cause) {
    options.logger?.warn?.(`${what} failed before an answer`);
    throw new AuthError(
      'NETWORK_ERROR',
      `${what} got no answer, or answered with a redirect (never followed); check that the URL is reachable.`,
      { cause: cause instanceof Error ? new Error(redact(cause.message, [bearer])) : undefined },
    );
  }
  options.logger?.debug?.(`${what} -> ${response.status}`);
  const json = await readJsonBody(response);
  if (!response.ok) {
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    const message = typeof body.message === 'string' ? redact(body.message, [bearer]) : undefined;
    options.logger?.warn?.(`${what} -> ${response.status}`);
    throw new AuthApiError(
      what,
      response.status,
      typeof body.code === 'number' ? body.code : undefined,
      message,
    );
  }
  if (json === undefined) {
    throw new AuthError('INVALID_RESPONSE', `${what} answered ${response.status} without a JSON body.`);
  }
  return json;
}
