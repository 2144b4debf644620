import { OriginRoutes, type RESTGetAPIOAuth2KeysResult, type RESTOpenIDConfiguration } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { getJson } from './internal/get-json.js';
import { parseUrlOption, requireSecureUrl } from './internal/urls.js';

/**
 * Fetches the keys ID tokens of `issuer` are signed with: the OpenID discovery document at
 * `<issuer>/.well-known/openid-configuration` (its `issuer` must be `issuer` exactly), then its `jwks_uri`.
 * Both must be https (plain http only to this machine, e.g. the emulator). Cache the answer; fetch again
 * when a token names a key id it lacks (key rotation).
 * @example
 * const keys = await fetchIdTokenKeys('https://discord.com');
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Discovery §4
 */
export async function fetchIdTokenKeys(
  issuer: string,
  options: Omit<ApiCallOptions, 'apiBaseUrl'> = {},
): Promise<RESTGetAPIOAuth2KeysResult> {
  const origin = parseUrlOption(issuer, 'issuer', 'https://discord.com');
  requireSecureUrl(origin, 'issuer');
  const discoveryUrl = `${issuer.replace(/\/+$/, '')}${OriginRoutes.openidConfiguration()}`;
  const document = (await getJson(discoveryUrl, options)) as Partial<RESTOpenIDConfiguration> | null;
  if (document?.issuer !== issuer) {
    throw new AuthError(
      'INVALID_RESPONSE',
      `The discovery document at ${discoveryUrl} names issuer ${JSON.stringify(document?.issuer)}, not ${JSON.stringify(issuer)}; pass the issuer exactly as the service writes it (e.g. https://discord.com).`,
    );
  }
  if (typeof document.jwks_uri !== 'string') {
    throw new AuthError('INVALID_RESPONSE', `The discovery document at ${discoveryUrl} has no jwks_uri.`);
  }
  const jwksUrl = parseUrlOption(document.jwks_uri, 'jwks_uri', 'https://discord.com/api/oauth2/keys');
  requireSecureUrl(jwksUrl, 'jwks_uri');
  const keys = (await getJson(jwksUrl.href, options)) as Partial<RESTGetAPIOAuth2KeysResult> | null;
  if (!Array.isArray(keys?.keys)) {
    throw new AuthError('INVALID_RESPONSE', `The JWK set at ${jwksUrl.href} has no keys array.`);
  }
  return { keys: keys.keys };
}
