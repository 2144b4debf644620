import { timingSafeEqual } from 'node:crypto';
import { Endpoints } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import type { RouteHandler } from '../http/router.js';
import { serve } from '../http/serve.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { OAuthClient } from './oauth-grant-handler.js';
import { oauthGrantTypes } from './oauth-grant-types.js';
import { TokenEndpointError } from './token-endpoint-error.js';
import { tokenRevoked } from './user-deauthorized.js';

const noStore = Object.freeze({ 'cache-control': 'no-store', pragma: 'no-cache' });

/**
 * `POST /api/v10/oauth2/token`: form-urlencoded token requests (JSON is refused), client authentication by
 * HTTP Basic or `client_id` + `client_secret` in the body (or `client_id` alone for public clients), and
 * dispatch to the grant types of `oauthGrantTypes` (client credentials, authorization code, refresh token); and
 * `POST /api/v10/oauth2/token/revoke` (RFC 7009) with the same client authentication; revoking a user's
 * token sends the app's Webhook Events APPLICATION_DEAUTHORIZED.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export const tokenEndpointFeature: EmulatorFeature = {
  name: 'oauth2-token',
  setup(router) {
    router
      .add(
        // The client authenticates in the form or with HTTP Basic, checked here: the row's `client` auth.
        serve(
          Endpoints.exchangeOauth2Token,
          oauthRoute(async ({ request, emulator }) => {
            const params = await readForm(request);
            const client = authenticateClient(request.headers.get('authorization'), params, emulator);
            const grantType = params.get('grant_type');
            if (!grantType) throw new TokenEndpointError('invalid_request', 'grant_type is required');
            const grant = Object.hasOwn(oauthGrantTypes, grantType) ? oauthGrantTypes[grantType] : undefined;
            if (!grant) {
              throw new TokenEndpointError(
                'unsupported_grant_type',
                `grant_type ${grantType} is not supported; use one of: ${Object.keys(oauthGrantTypes).join(', ')}`,
              );
            }
            return jsonResponse(200, await grant(params, client, emulator), noStore);
          }),
        ),
      )
      .add(
        serve(
          Endpoints.revokeOauth2Token,
          oauthRoute(async ({ request, emulator }) => {
            const params = await readForm(request);
            const client = authenticateClient(request.headers.get('authorization'), params, emulator);
            const tokenString = params.get('token');
            if (!tokenString)
              throw new TokenEndpointError(
                'invalid_request',
                'token is required: the access or refresh token to revoke',
              );
            // token_type_hint only speeds up a lookup (RFC 7009 §2.1); both kinds are searched anyway.
            const token = emulator.state.tokens.lookup(tokenString);
            // Unknown, expired or already revoked tokens answer 200 too (RFC 7009 §2.2): nothing left to do.
            if (!token) return jsonResponse(200, undefined, noStore);
            if (token.applicationId !== client.application.id) {
              throw new TokenEndpointError('invalid_grant', 'the token was issued to another client');
            }
            // The access and refresh tokens of one authorization go together (RFC 7009 §2.1).
            if (token.grantId) emulator.state.tokens.revokeGrant(token.grantId);
            else emulator.state.tokens.revoke(tokenString);
            // The user's authorization is gone: the app's Webhook Events hear APPLICATION_DEAUTHORIZED.
            tokenRevoked(emulator, token);
            return jsonResponse(200, undefined, noStore);
          }),
        ),
      );
  },
};

/** Answers an {@link TokenEndpointError} as RFC 6749 §5.2 says: `{ error, error_description }`, no caching. */
function oauthRoute(handler: RouteHandler): RouteHandler {
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (error) {
      if (!(error instanceof TokenEndpointError)) throw error;
      const headers: Record<string, string> = { ...noStore };
      if (error.status === 401) headers['www-authenticate'] = 'Basic realm="oauth2"';
      return jsonResponse(error.status, { error: error.error, error_description: error.message }, headers);
    }
  };
}

/** Parses an `application/x-www-form-urlencoded` body; any other content type is `invalid_request`. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new TokenEndpointError(
      'invalid_request',
      `the token endpoint takes application/x-www-form-urlencoded bodies, not ${type || 'a body without Content-Type'}`,
    );
  }
  return new URLSearchParams(await request.text());
}

/**
 * Identifies the OAuth2 client of a token request: HTTP Basic (`client_id:client_secret`, each
 * form-urlencoded per RFC 6749 §2.3.1), else `client_id` and `client_secret` in the body, else `client_id`
 * alone as a public client. A wrong or missing secret where one is given is `invalid_client` (401).
 */
export function authenticateClient(
  header: string | null,
  params: URLSearchParams,
  context: EmulatorContext,
): OAuthClient {
  let clientId: string | null = null;
  let secret: string | null = null;
  const basic = header ? /^Basic +(\S+)$/i.exec(header.trim()) : null;
  if (header && !basic)
    throw new TokenEndpointError('invalid_client', 'the Authorization header must use the Basic scheme here');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon === -1)
      throw new TokenEndpointError(
        'invalid_client',
        'HTTP Basic credentials must be client_id:client_secret',
      );
    clientId = safeDecode(decoded.slice(0, colon));
    secret = safeDecode(decoded.slice(colon + 1));
    if (params.has('client_secret')) {
      throw new TokenEndpointError(
        'invalid_request',
        'send the client secret once: HTTP Basic or client_secret, not both',
      );
    }
  } else {
    clientId = params.get('client_id');
    secret = params.get('client_secret');
  }
  if (!clientId)
    throw new TokenEndpointError('invalid_client', 'no client: use HTTP Basic or send client_id');
  const application = context.state.world.applications.find((a) => a.clientId === clientId);
  if (!application) throw new TokenEndpointError('invalid_client', 'unknown client_id');
  if (secret === null) return { application, authenticated: false };
  if (!sameSecret(secret, application.clientSecret))
    throw new TokenEndpointError('invalid_client', 'wrong client secret');
  return { application, authenticated: true };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
