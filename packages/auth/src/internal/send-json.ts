import type { ApiCallOptions } from '../api-call-options.js';
import { AuthApiError } from '../auth-api-error.js';
import { AuthError } from '../auth-error.js';
import { readJsonBody } from './read-json-body.js';
import { redact } from './redact.js';
import { DefaultUserAgent } from './user-agent.js';

/** One API request of {@link sendJson}. */
export interface JsonRequest {
  method: 'GET' | 'PUT' | 'DELETE';
  /** The user's access token, sent as `Authorization: Bearer …`. */
  bearer?: string | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** The answer has no body (a 204): answer `undefined` instead of requiring JSON. */
  empty?: boolean;
}

/**
 * Sends one API request, with a Bearer token and a JSON body when given; answers the parsed body of a 2xx
 * answer (nothing for an `empty` one), else throws {@link AuthApiError} (or `NETWORK_ERROR`, or
 * `INVALID_RESPONSE` for a 2xx without JSON). The token never appears in errors or log lines.
 */
export async function sendJson(url: string, options: ApiCallOptions, request: JsonRequest): Promise<unknown> {
  const { method, bearer } = request;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': options.userAgent ?? DefaultUserAgent,
  };
  if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const what = `${method} ${url}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    // redirect 'error': a redirected request could carry the token to another host.
    response = await doFetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'error',
    });
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
    const answer = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    const message = typeof answer.message === 'string' ? redact(answer.message, [bearer]) : undefined;
    options.logger?.warn?.(`${what} -> ${response.status}`);
    throw new AuthApiError(
      what,
      response.status,
      typeof answer.code === 'number' ? answer.code : undefined,
      message,
    );
  }
  if (request.empty) return undefined;
  if (json === undefined) {
    throw new AuthError('INVALID_RESPONSE', `${what} answered ${response.status} without a JSON body.`);
  }
  return json;
}
