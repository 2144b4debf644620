import type { OAuthGrantHandler } from './oauth-grant-handler.js';
import { TokenEndpointError } from './token-endpoint-error.js';

/** Scopes an application may ask for with the client-credentials grant. */
export const clientCredentialsScopes: readonly string[] = Object.freeze([
  'applications.commands.update',
  'applications.commands.permissions.update',
  'applications.commands',
  'identify',
  'email',
  'guilds',
  'connections',
]);

/**
 * The `client_credentials` grant: a confidential client gets a Bearer token for its owner with the scopes
 * asked for (space-separated `scope`).
 * @see {@link https://discord.com/developers/docs/topics/oauth2#client-credentials-grant | Client credentials grant}
 */
export const clientCredentialsGrant: OAuthGrantHandler = (params, client, context) => {
  if (!client.authenticated) {
    throw new TokenEndpointError(
      'invalid_client',
      'client_credentials needs the client secret (HTTP Basic or client_secret)',
    );
  }
  const requested = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  if (requested.length === 0) {
    throw new TokenEndpointError(
      'invalid_scope',
      'scope is required, e.g. scope=applications.commands.update',
    );
  }
  const unknown = requested.filter((s) => !clientCredentialsScopes.includes(s));
  if (unknown.length > 0) {
    throw new TokenEndpointError(
      'invalid_scope',
      `scope(s) not available to client_credentials: ${unknown.join(' ')}`,
    );
  }
  const token = context.state.tokens.issue({
    applicationId: client.application.id,
    userId: client.application.ownerId,
    scopes: requested,
    grant: 'client_credentials',
  });
  return context.state.tokens.toResponse(token);
};
