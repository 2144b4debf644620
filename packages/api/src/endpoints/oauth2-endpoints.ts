import type {
  RESTGetAPIOAuth2CurrentAuthorizationResult,
  RESTGetAPIOAuth2KeysResult,
  RESTGetAPIOAuth2UserInfoResult,
  RESTOAuth2TokenResponse,
  RESTPostOAuth2TokenBody,
} from '../types/oauth2.js';
import { defineEndpoint } from './define-endpoint.js';

// The token endpoints are RFC 6749 / RFC 7009 forms, outside the document; they are not rate limited per
// major parameter, and a token request sent twice redeems a code twice (refused the second time).
const tokenEndpoint = {
  notInDocument:
    "OAuth2's token endpoints (RFC 6749 §3.2, RFC 7009) take forms, not JSON: Discord's OAuth2 docs describe them",
  auth: ['client'],
  major: [],
  global: true,
  replay: 'unsent-only',
} as const;

/**
 * The OAuth2 operations: the token endpoints, what a Bearer token may read of its own authorization, and
 * the keys ID tokens are signed with.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export const OAuth2Endpoints = {
  exchangeOauth2Token: defineEndpoint<{ body: RESTPostOAuth2TokenBody; result: RESTOAuth2TokenResponse }>()({
    operationId: null,
    ...tokenEndpoint,
    method: 'POST',
    route: '/oauth2/token',
  }),
  revokeOauth2Token: defineEndpoint<{ body: { token: string; token_type_hint?: string } }>()({
    operationId: null,
    ...tokenEndpoint,
    method: 'POST',
    route: '/oauth2/token/revoke',
  }),
  getMyOauth2Authorization: defineEndpoint<{ result: RESTGetAPIOAuth2CurrentAuthorizationResult }>()({
    operationId: 'get_my_oauth2_authorization',
    method: 'GET',
    route: '/oauth2/@me',
    auth: ['bearer'],
    major: [],
    global: true,
    replay: 'always',
  }),
  getOpenidConnectUserinfo: defineEndpoint<{ result: RESTGetAPIOAuth2UserInfoResult }>()({
    operationId: 'get_openid_connect_userinfo',
    method: 'GET',
    route: '/oauth2/userinfo',
    auth: ['bearer'],
    scopes: ['openid'],
    major: [],
    global: true,
    replay: 'always',
  }),
  getPublicKeys: defineEndpoint<{ result: RESTGetAPIOAuth2KeysResult }>()({
    operationId: 'get_public_keys',
    method: 'GET',
    route: '/oauth2/keys',
    auth: ['none'],
    major: [],
    global: true,
    replay: 'always',
  }),
} as const;
