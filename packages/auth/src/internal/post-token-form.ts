import { isJsonObject, Routes } from '@slashkit/api';
import { AuthError } from '../auth-error.js';
import { toClientId } from '../client-id.js';
import { OAuthError, type OAuthErrorSource } from '../oauth-error.js';
import type { OAuth2Token } from '../oauth2-token.js';
import type { TokenEndpointOptions } from '../token-endpoint-options.js';
import { toBase64 } from './base64.js';
import { readJsonBody } from './read-json-body.js';
import { redact } from './redact.js';
import { parseApiBaseUrl } from './urls.js';
import { DefaultUserAgent } from './user-agent.js';

/** Form-urlencodes one value (RFC 6749 §2.3.1 asks this before Basic encoding). */
function formEncode(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/**
 * POSTs a form to the token or revoke endpoint with the client's authentication and returns the parsed
 * JSON body of a 2xx answer. Every secret in `secrets` (and the client secret) is redacted from errors.
 */
export async function postTokenForm(
  options: TokenEndpointOptions,
  source: Exclude<OAuthErrorSource, 'authorize'>,
  fields: Record<string, string>,
  secrets: readonly (string | undefined)[],
): Promise<unknown> {
  const clientId = toClientId(options.clientId, 'clientId').toString();
  const path = source === 'revoke' ? Routes.oauth2TokenRevocation() : Routes.oauth2TokenExchange();
  const url = `${parseApiBaseUrl(options.apiBaseUrl)}${path}`;
  const allSecrets = [...secrets, options.clientSecret];

  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    'User-Agent': options.userAgent ?? DefaultUserAgent,
  };
  const body = new URLSearchParams(fields);
  if (options.clientSecret !== undefined) {
    if (options.clientSecret === '') {
      throw new AuthError(
        'INVALID_ARGUMENT',
        'clientSecret is empty: pass the secret from the application settings, or omit it for a public client.',
      );
    }
    headers.Authorization = `Basic ${toBase64(new TextEncoder().encode(`${formEncode(clientId)}:${formEncode(options.clientSecret)}`))}`;
  } else {
    body.set('client_id', clientId);
  }

  const grant = fields.grant_type ? ` (grant_type=${fields.grant_type})` : '';
  const what = `POST ${url}${grant}`;
  const now = options.now ?? Date.now;
  const started = now();
  // The one debug line of the call: method, endpoint path, grant type, status and duration; no field
  // values, since every other field (code, verifier, token) and the Authorization header are secrets.
  const endpointPath = new URL(url).pathname;
  const logCall = (outcome: string) =>
    options.logger?.debug?.(`POST ${endpointPath}${grant} -> ${outcome} in ${now() - started} ms`);
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    // redirect 'error': a redirected POST could carry the secret to another host.
    response = await doFetch(url, { method: 'POST', headers, body: body.toString(), redirect: 'error' });
  } catch (cause) {
    logCall('no answer');
    options.logger?.warn?.(`${what} failed before an answer`);
    throw new AuthError(
      'NETWORK_ERROR',
      `${what} got no answer, or answered with a redirect (never followed: it could carry the secret elsewhere); check that apiBaseUrl is reachable and is the API URL itself, e.g. https://discord.com/api/v10.`,
      {
        cause: cause instanceof Error ? new Error(redact(cause.message, allSecrets)) : undefined,
      },
    );
  }
  logCall(String(response.status));

  const json = await readJsonBody(response);

  if (!response.ok) {
    const record = isJsonObject(json) ? json : {};
    const error = typeof record.error === 'string' ? record.error : 'unexpected_response';
    const description =
      typeof record.error_description === 'string'
        ? record.error_description
        : typeof record.message === 'string'
          ? record.message
          : undefined;
    const oauthError = new OAuthError({
      error: redact(error, allSecrets),
      error_description: description === undefined ? undefined : redact(description, allSecrets),
      status: response.status,
      source,
      request: what,
    });
    options.logger?.warn?.(`${what} -> ${response.status} ${oauthError.error}`);
    throw oauthError;
  }
  return json;
}

/** Validates a 2xx token answer and converts it; the body itself never appears in the error (it holds tokens). */
export function toOAuth2Token(json: unknown, now: () => number): OAuth2Token {
  if (
    !isJsonObject(json) ||
    typeof json.access_token !== 'string' ||
    typeof json.token_type !== 'string' ||
    json.token_type.toLowerCase() !== 'bearer' ||
    typeof json.expires_in !== 'number'
  ) {
    throw new AuthError(
      'INVALID_RESPONSE',
      'The token endpoint answered 2xx without {access_token, token_type: "Bearer", expires_in}; check that apiBaseUrl points at the API (…/api/v10).',
    );
  }
  return Object.freeze({
    accessToken: json.access_token,
    tokenType: 'Bearer',
    expiresIn: json.expires_in,
    expiresAt: now() + json.expires_in * 1000,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
    scope: typeof json.scope === 'string' ? json.scope : '',
    idToken: typeof json.id_token === 'string' ? json.id_token : undefined,
  });
}

/** Throws when a required secret argument is missing, naming it without showing any value. */
export function requireText(value: unknown, name: string, fix: string): asserts value is string {
  if (typeof value !== 'string' || value === '') {
    throw new AuthError('INVALID_ARGUMENT', `${name} must be a non-empty string; ${fix}.`);
  }
}
