import { APIBasePath, Endpoints, OriginRoutes } from '@slashkit/api';
import { authorizationCodeScopes } from './authorization-code-scopes.js';
import { clientCredentialsScopes } from './client-credentials-grant.js';

/** The RFC 8414 metadata document of the emulator's authorization server. */
export interface AuthorizationServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  response_types_supported: string[];
  response_modes_supported: string[];
  grant_types_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  revocation_endpoint_auth_methods_supported: string[];
  code_challenge_methods_supported: string[];
  scopes_supported: string[];
  authorization_response_iss_parameter_supported: boolean;
}

/**
 * Describes the authorization server at `issuer` (the emulator's origin), for
 * `GET /.well-known/oauth-authorization-server`: its endpoints, the grant types registered in
 * the token endpoint (`oauthGrantTypes`), S256 as the only PKCE method, and `iss` on authorization responses (RFC 9207).
 * @see RFC 8414 §2
 */
export function authorizationServerMetadata(
  issuer: string,
  grantTypes: Iterable<string>,
): AuthorizationServerMetadata {
  const authMethods = ['client_secret_basic', 'client_secret_post', 'none'];
  return {
    issuer,
    authorization_endpoint: `${issuer}${OriginRoutes.oauth2Authorization()}`,
    token_endpoint: `${issuer}${APIBasePath}${Endpoints.exchangeOauth2Token.route}`,
    revocation_endpoint: `${issuer}${APIBasePath}${Endpoints.revokeOauth2Token.route}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: [...grantTypes],
    token_endpoint_auth_methods_supported: authMethods,
    revocation_endpoint_auth_methods_supported: authMethods,
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...new Set([...Object.keys(authorizationCodeScopes), ...clientCredentialsScopes])],
    authorization_response_iss_parameter_supported: true,
  };
}
