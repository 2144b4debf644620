import {
  APIBasePath,
  Endpoints,
  OriginRoutes,
  type RESTOpenIDConfiguration,
  UnversionedAPIBasePath,
} from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { idTokenAlgorithm } from '../runtime/id-token-signer.js';
import { authorizationCodeScopes } from './authorization-code-scopes.js';

/**
 * OpenID Connect discovery: `GET /.well-known/openid-configuration` at the origin (the issuer is the origin
 * the request reached) and the JWK set of the ID-token signing key at `GET /api/oauth2/keys` (the service's
 * path; also under `/api/v10`).
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Discovery §3-4
 */
export const openidFeature: EmulatorFeature = {
  name: 'openid',
  setup(router) {
    const keys = async ({ emulator }: Pick<RouteContext, 'emulator'>) =>
      jsonResponse(200, await emulator.runtime.idTokens.jwks());
    // The service also answers the keys without the version in the path, where its discovery points.
    const unversioned = `${UnversionedAPIBasePath}${Endpoints.getPublicKeys.route}`;
    router
      .add({
        method: 'GET',
        path: OriginRoutes.openidConfiguration(),
        handler: ({ url }) => {
          const issuer = url.origin;
          const document: RESTOpenIDConfiguration = {
            issuer,
            authorization_endpoint: `${issuer}${OriginRoutes.oauth2Authorization()}`,
            token_endpoint: `${issuer}${APIBasePath}${Endpoints.exchangeOauth2Token.route}`,
            revocation_endpoint: `${issuer}${APIBasePath}${Endpoints.revokeOauth2Token.route}`,
            jwks_uri: `${issuer}${unversioned}`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: [idTokenAlgorithm],
            scopes_supported: Object.keys(authorizationCodeScopes),
            claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'at_hash'],
          };
          return jsonResponse(200, document);
        },
      })
      .add({ method: 'GET', path: unversioned, auth: 'none', rateLimit: false, handler: keys })
      .add(serve(Endpoints.getPublicKeys, keys));
  },
};
