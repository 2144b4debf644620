import type { OAuth2ErrorCode } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { AuthorizeRequest } from '../state/authorize-request.js';
import { authorizationCodeScopes } from './authorization-code-scopes.js';
import { type MatchedRedirectUri, matchRedirectUri } from './match-redirect-uri.js';
import { installParams, installScopes, validateInstallParams } from './validate-install-params.js';

/**
 * The outcome of {@link validateAuthorizeRequest}: a valid request; an error to send back to the client
 * on its (verified) redirect URI; or an error to show on a page, because the client or redirect URI cannot
 * be trusted with a redirect (RFC 6749 §4.1.2.1).
 */
export type AuthorizeValidation =
  | { kind: 'valid'; request: AuthorizeRequest }
  | {
      kind: 'redirect-error';
      redirectUri: string;
      state: string | null;
      error: OAuth2ErrorCode;
      description: string;
    }
  | { kind: 'page-error'; error: OAuth2ErrorCode; description: string };

const singleValued: readonly string[] = [
  'client_id',
  'response_type',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'integration_type',
  'prompt',
  ...installParams,
];
// BASE64URL(SHA-256(verifier)) is always 43 characters (RFC 7636 §4.2).
const s256Challenge = /^[A-Za-z0-9_-]{43}$/;

/**
 * Checks the query of `GET /oauth2/authorize` (or of the headless consent): client and redirect URI first
 * (failures never redirect), then response type, PKCE (S256 only; required for custom-scheme
 * redirects), scopes, integration type, the install parameters and prompt (failures redirect with `error`
 * and `state`). An install alone (scopes `bot` / `applications.commands`) may come without `redirect_uri`
 * and `response_type`; its failures are then shown on the page.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §4.1.1, RFC 7636 §4.3, RFC 8252 §8.1
 */
export function validateAuthorizeRequest(
  params: URLSearchParams,
  context: EmulatorContext,
): AuthorizeValidation {
  const clientIds = params.getAll('client_id');
  if (clientIds.length !== 1 || !clientIds[0]) {
    return pageError(
      clientIds.length > 1 ? 'invalid_request' : 'invalid_client',
      clientIds.length > 1 ? 'client_id is given more than once' : 'client_id is missing',
    );
  }
  const application = context.state.world.applications.find((a) => a.clientId === clientIds[0]);
  if (!application) {
    return pageError(
      'invalid_client',
      `Unknown client_id ${JSON.stringify(clientIds[0])}: no such application`,
    );
  }
  const redirectUris = params.getAll('redirect_uri');
  if (redirectUris.length > 1) return pageError('invalid_request', 'redirect_uri is given more than once');
  const requested = (params.get('scope') ?? '').split(' ').filter(Boolean);
  // An install alone (bot / applications.commands) needs no redirect: the page itself says it is done.
  const installOnly = requested.length > 0 && requested.every((s) => installScopes.includes(s));
  let matched: MatchedRedirectUri | undefined;
  if (redirectUris[0]) {
    matched = matchRedirectUri(application.redirectUris, redirectUris[0]);
    if (!matched) {
      return pageError(
        'invalid_request',
        `redirect_uri ${JSON.stringify(redirectUris[0])} is not registered for ${application.name}; registered: ${application.redirectUris.join(', ') || '(none)'} (any port matches a 127.0.0.1 redirect)`,
      );
    }
  } else if (!installOnly) {
    return pageError(
      'invalid_request',
      `redirect_uri is missing; use one registered for ${application.name}, e.g. http://127.0.0.1:<port>/callback (only an install with scopes bot / applications.commands alone may leave it out)`,
    );
  }

  // From here on the redirect URI (if any) is trusted: errors go back to the client. Without one, the page
  // shows them.
  const state = params.get('state');
  const target = matched;
  const fail = (error: OAuth2ErrorCode, description: string): AuthorizeValidation =>
    target
      ? { kind: 'redirect-error', redirectUri: target.uri, state, error, description }
      : { kind: 'page-error', error, description };

  const repeated = singleValued.find((name) => params.getAll(name).length > 1);
  if (repeated) return fail('invalid_request', `${repeated} is given more than once`);

  const responseType = params.get('response_type');
  if (!responseType && matched)
    return fail('invalid_request', 'response_type is missing; use response_type=code');
  if (responseType && responseType !== 'code') {
    return fail('unsupported_response_type', `response_type ${responseType} is not supported; use code`);
  }

  const challenge = params.get('code_challenge');
  const method = params.get('code_challenge_method');
  if (challenge === null) {
    if (method !== null)
      return fail('invalid_request', 'code_challenge_method is given without code_challenge');
    // Any app can claim a custom scheme on a device, so only PKCE ties its code to the requester (RFC 8252
    // §8.1). Loopback codes without PKCE stay possible for confidential tools: their exchange needs the secret.
    if (matched?.kind === 'custom-scheme') {
      return fail(
        'invalid_request',
        'PKCE is required for custom-scheme redirects: send code_challenge and code_challenge_method=S256',
      );
    }
  } else {
    if (method !== 'S256') {
      return fail(
        'invalid_request',
        method === null
          ? 'code_challenge_method is missing (it would default to plain, which is not supported); send code_challenge_method=S256'
          : `code_challenge_method ${method} is not supported; use S256`,
      );
    }
    if (!s256Challenge.test(challenge)) {
      return fail(
        'invalid_request',
        'code_challenge must be BASE64URL(SHA-256(code_verifier)): 43 characters of A-Z a-z 0-9 - _',
      );
    }
  }

  const scopes = [...new Set(requested)];
  if (scopes.length === 0) {
    return fail('invalid_scope', 'scope is missing; send space-separated scopes, e.g. scope=identify');
  }
  const unknown = scopes.filter((s) => !Object.hasOwn(authorizationCodeScopes, s));
  if (unknown.length > 0) {
    return fail(
      'invalid_scope',
      `scope(s) not available through the authorize page: ${unknown.join(' ')}; available: ${Object.keys(authorizationCodeScopes).join(' ')}`,
    );
  }

  let integrationType: 0 | 1 | null = null;
  const rawType = params.get('integration_type');
  if (rawType !== null) {
    if (rawType !== '0' && rawType !== '1') {
      return fail('invalid_request', 'integration_type must be 0 (guild install) or 1 (user install)');
    }
    integrationType = rawType === '0' ? 0 : 1;
    if (!application.integrationTypes.includes(integrationType)) {
      return fail(
        'invalid_request',
        `${application.name} does not support integration_type ${rawType}; it supports ${application.integrationTypes.join(', ')}`,
      );
    }
  }

  const install = validateInstallParams(params, scopes, integrationType, application, context);
  if (Array.isArray(install)) return fail(install[0], install[1]);

  const prompt = params.get('prompt');
  if (prompt !== null && prompt !== 'consent' && prompt !== 'none') {
    return fail('invalid_request', 'prompt must be consent or none');
  }

  return {
    kind: 'valid',
    request: {
      application,
      redirectUri: matched?.uri ?? null,
      redirectKind: matched?.kind ?? null,
      scopes,
      state,
      nonce: params.get('nonce'),
      codeChallenge: challenge,
      integrationType,
      install,
      prompt,
    },
  };
}

function pageError(error: OAuth2ErrorCode, description: string): AuthorizeValidation {
  return { kind: 'page-error', error, description };
}
