import { AuthError } from './auth-error.js';
import { postTokenForm, toOAuth2Token } from './internal/post-token-form.js';
import type { OAuth2Token } from './oauth2-token.js';
import type { TokenEndpointOptions } from './token-endpoint-options.js';

/**
 * Gets a token for the application itself (`grant_type=client_credentials`), authenticated with the client
 * secret; e.g. scope `applications.commands.update` to manage commands with a Bearer token.
 * @example
 * const token = await getClientCredentialsToken({ clientId, clientSecret }, 'applications.commands.update');
 * @see {@link https://discord.com/developers/docs/topics/oauth2#client-credentials-grant | Client credentials grant},
 *   {@link https://discord.com/developers/docs/reference#authentication | Authentication}; RFC 6749 §4.4
 */
export async function getClientCredentialsToken(
  options: TokenEndpointOptions,
  scope: string,
): Promise<OAuth2Token> {
  if (options.clientSecret === undefined) {
    throw new AuthError(
      'INVALID_ARGUMENT',
      'Client credentials need the clientSecret: only a confidential client (a server, never a game) may use this grant.',
    );
  }
  const scopes = typeof scope === 'string' ? scope.split(/\s+/).filter(Boolean).join(' ') : '';
  if (scopes === '') {
    throw new AuthError(
      'INVALID_ARGUMENT',
      "scope must name at least one scope, e.g. 'applications.commands.update'.",
    );
  }
  const json = await postTokenForm(options, 'token', { grant_type: 'client_credentials', scope: scopes }, []);
  return toOAuth2Token(json, options.now ?? Date.now);
}
