import { DefaultServiceOrigin, OriginRoutes } from '@slashkit/api';
import { AuthError } from './auth-error.js';
import type { AuthorizationArgs } from './authorization-args.js';
import { type ClientIdInput, toClientId } from './client-id.js';
import { computeCodeChallenge } from './compute-code-challenge.js';
import { createAuthorizationCodeVerifier } from './create-authorization-code-verifier.js';
import { randomToken } from './internal/random.js';
import { parseUrlOption } from './internal/urls.js';
import { loopbackRedirectUri } from './loopback-redirect-uri.js';
import { mobileRedirectUri } from './mobile-redirect-uri.js';

/**
 * Options of {@link createAuthorizationRequest}. The redirect is `redirectUri` when given, else the loopback
 * URI of `loopbackPort`, else the mobile URI (`<CustomSchemeParam or discord-<id>>:/authorize/callback`).
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface AuthorizationRequestOptions {
  /** The application id used when the args' ClientId is unset (the client's `setApplicationId` value). */
  applicationId?: ClientIdInput | undefined;
  /** Origin of the authorize page; `https://discord.com` by default, `http://127.0.0.1:PORT` for the emulator. */
  authorizeOrigin?: string | undefined;
  /** An explicit redirect URI, registered with the application. */
  redirectUri?: string | undefined;
  /** Use the desktop loopback redirect `http://127.0.0.1:<port>/callback`. */
  loopbackPort?: number | undefined;
  /** `consent` always shows the consent page; `none` skips it when already granted. */
  prompt?: 'consent' | 'none' | undefined;
  /**
   * The verifier behind the args' CodeChallenge, kept in the request for the token exchange (it is
   * checked against the challenge). When the args have no CodeChallenge, this verifier is used; when
   * neither is given, a new verifier is created.
   */
  codeVerifier?: string | undefined;
  /** Set to `false` to send no PKCE challenge at all (confidential clients only). */
  pkce?: boolean | undefined;
  /** The `iss` the callback must carry: the authorize origin by default; `false` skips the check. */
  issuer?: string | false | undefined;
}

/**
 * An authorize request: the URL to open plus everything the callback check and token exchange need.
 * Holds the PKCE verifier, a secret: persist it only where the app keeps credentials, never log it.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export interface AuthorizationRequest {
  /** The authorize URL to open in the browser. It carries no secret. */
  readonly url: string;
  /** The application id sent as `client_id`. */
  readonly clientId: string;
  /** The `redirect_uri` sent; the token exchange must repeat it exactly. */
  readonly redirectUri: string;
  /** The `state` sent; the callback must return it. */
  readonly state: string;
  /** The `nonce` sent, if any. */
  readonly nonce: string | undefined;
  /** The PKCE verifier for the token exchange; undefined when the caller keeps it. */
  readonly codeVerifier: string | undefined;
  /** The `iss` the callback must carry; undefined when not checked. */
  readonly issuer: string | undefined;
}

/**
 * Builds the authorize URL from the args (`client_id`, `response_type=code`, `redirect_uri`, `scope`,
 * `state` — secure random when unset —, `nonce`, `code_challenge`, `code_challenge_method=S256`,
 * `integration_type`, `prompt`) and returns it with what the callback check needs.
 * @example
 * const request = await createAuthorizationRequest(args, { applicationId: 1234n, loopbackPort: 53682 });
 * open(request.url);
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export async function createAuthorizationRequest(
  args: AuthorizationArgs,
  options: AuthorizationRequestOptions = {},
): Promise<AuthorizationRequest> {
  // Read every property first, so an invalid args object fails before any work.
  const argsClientId = args.clientId;
  const scopes = args.scopes.split(/\s+/).filter(Boolean).join(' ');
  const argsState = args.state;
  const nonce = args.nonce;
  const argsChallenge = args.codeChallenge;
  const integrationType = args.integrationType;
  const customScheme = args.customSchemeParam;

  const clientId =
    argsClientId ??
    (options.applicationId === undefined ? undefined : toClientId(options.applicationId, 'applicationId'));
  if (clientId === undefined) {
    throw new AuthError(
      'MISSING_CLIENT_ID',
      'No application id: call client.setApplicationId(id) (or pass applicationId to the client) or args.setClientId(id).',
    );
  }
  if (scopes === '') {
    throw new AuthError(
      'INVALID_ARGUMENT',
      'AuthorizationArgs.scopes is empty: call args.setScopes(DefaultCommunicationScopes) or another space-separated list of scopes.',
    );
  }

  const origin = parseUrlOption(
    options.authorizeOrigin ?? DefaultServiceOrigin,
    'authorizeOrigin',
    'https://discord.com',
  );

  let redirectUri: string;
  if (options.redirectUri !== undefined) {
    redirectUri = parseUrlOption(options.redirectUri, 'redirectUri', 'http://127.0.0.1:53682/callback').href;
  } else if (options.loopbackPort !== undefined) {
    redirectUri = loopbackRedirectUri(options.loopbackPort);
  } else {
    redirectUri = mobileRedirectUri(clientId, customScheme);
  }

  let challenge = argsChallenge;
  let codeVerifier = options.codeVerifier;
  if (codeVerifier !== undefined) {
    const computed = await computeCodeChallenge(codeVerifier);
    if (challenge && computed.challenge !== challenge.challenge) {
      throw new AuthError(
        'INVALID_ARGUMENT',
        "codeVerifier does not match the args' CodeChallenge: pass the verifier created together with that challenge.",
      );
    }
    challenge = computed;
  } else if (!challenge && options.pkce !== false) {
    const pkce = await createAuthorizationCodeVerifier();
    challenge = pkce.challenge;
    codeVerifier = pkce.verifier;
  }

  const state = argsState ?? randomToken(32);
  const query: [string, string][] = [
    ['client_id', clientId.toString()],
    ['response_type', 'code'],
    ['redirect_uri', redirectUri],
    ['scope', scopes],
    ['state', state],
  ];
  if (nonce !== undefined) query.push(['nonce', nonce]);
  if (challenge)
    query.push(['code_challenge', challenge.challenge], ['code_challenge_method', challenge.method]);
  if (integrationType !== undefined) query.push(['integration_type', String(integrationType)]);
  if (options.prompt !== undefined) query.push(['prompt', options.prompt]);

  const url = new URL(OriginRoutes.oauth2Authorization(), origin);
  // encodeURIComponent writes spaces as %20, which every parser reads the same way (unlike "+").
  url.search = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

  return Object.freeze({
    url: url.href,
    clientId: clientId.toString(),
    redirectUri,
    state,
    nonce,
    codeVerifier,
    issuer: options.issuer === false ? undefined : (options.issuer ?? origin.origin),
  });
}
