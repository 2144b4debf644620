import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorContext } from '../emulator-context.js';
import type { EmulatorFeature } from '../emulator-feature.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { createAuthorizationCodeGrant } from './authorization-code-grant.js';
import { AuthorizationCodeStore } from './authorization-code-store.js';
import { authorizationServerMetadata } from './authorization-server-metadata.js';
import { authorizeRedirectUrl } from './authorize-redirect-url.js';
import { type AuthorizationDecision, completeAuthorization } from './complete-authorization.js';
import { ConsentTicketStore } from './consent-ticket-store.js';
import { htmlPageResponse } from './html-page-response.js';
import { oauthGrants } from './oauth-grant-registry.js';
import { refreshTokenGrant } from './refresh-token-grant.js';
import { renderAuthorizeErrorPage } from './render-authorize-error-page.js';
import { renderConsentPage } from './render-consent-page.js';
import { type AuthorizeValidation, validateAuthorizeRequest } from './validate-authorize-request.js';

const authorizePath = '/oauth2/authorize';
const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * The OAuth2 authorization-code flow: `GET /oauth2/authorize` (consent page: pick a world user, Authorize or
 * Cancel), `POST /oauth2/authorize` (the page's form; redirects to the client), `POST
 * /_emulator/oauth2/authorize` (headless consent for tests), `GET /.well-known/oauth-authorization-server`
 * (RFC 8414), and the token endpoint's `authorization_code` and `refresh_token` grants. The issuer (`iss`)
 * is the origin the request reached, e.g. `http://127.0.0.1:PORT`.
 * @see service-facts "OAuth2"
 */
export const authorizationCodeFeature: EmulatorFeature = {
  name: 'oauth2-authorization-code',
  setup(router, context) {
    // Per emulator, not per module: two emulators in one process never share codes.
    const codes = new AuthorizationCodeStore(() => context.clock.now());
    const tickets = new ConsentTicketStore(() => context.clock.now());
    context.onReset(() => {
      codes.clear();
      tickets.clear();
    });
    const grants = oauthGrants(context);
    grants.set('authorization_code', createAuthorizationCodeGrant(codes));
    grants.set('refresh_token', refreshTokenGrant);

    router
      .add({
        method: 'GET',
        path: authorizePath,
        handler: ({ url, emulator }) => {
          const validation = validateAuthorizeRequest(url.searchParams, emulator);
          if (validation.kind === 'page-error') {
            return htmlPageResponse(400, renderAuthorizeErrorPage(validation.error, validation.description));
          }
          if (validation.kind === 'redirect-error') return redirect(errorRedirect(validation, url.origin));
          const request = validation.request;
          return htmlPageResponse(
            200,
            renderConsentPage({
              request,
              users: emulator.world.users.filter((u) => !u.bot),
              ticket: tickets.create(request),
              action: authorizePath,
            }),
          );
        },
      })
      .add({
        method: 'POST',
        path: authorizePath,
        handler: async ({ request, url, emulator }) => {
          const type = request.headers.get('content-type') ?? '';
          if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
            return pageError(
              'invalid_request',
              'The consent form must be posted as application/x-www-form-urlencoded.',
            );
          }
          const form = new URLSearchParams(await request.text());
          const pending = tickets.take(form.get('ticket') ?? '');
          if (!pending) {
            return pageError(
              'invalid_request',
              'This consent page has expired or was already answered. Start the authorization again from the app.',
            );
          }
          const choice = form.get('decision');
          let decision: AuthorizationDecision;
          if (choice === 'deny') {
            decision = { approve: false };
          } else if (choice === 'approve') {
            const user = findHuman(emulator, form.get('user_id'));
            if (!user) {
              return pageError(
                'invalid_request',
                'Choose a user of the world to sign in as, then authorize again.',
              );
            }
            decision = { approve: true, userId: user.id };
          } else {
            return pageError(
              'invalid_request',
              'The consent form must say decision=approve or decision=deny.',
            );
          }
          emulator.log(
            `oauth2: ${decision.approve ? `user ${decision.userId} authorized` : 'the user cancelled'} ${pending.application.name} (${pending.application.id})`,
          );
          return redirect(completeAuthorization(pending, decision, codes, url.origin));
        },
      })
      .add({
        method: 'POST',
        path: '/_emulator/oauth2/authorize',
        handler: async ({ request, url, emulator }) => {
          const body = await readJsonBody(request);
          if (typeof body !== 'object' || body === null || Array.isArray(body)) {
            throw badRequest(
              'the body must be a JSON object: { userId, approve, url } or { userId, approve, params }',
            );
          }
          const input = body as Record<string, unknown>;
          const params = authorizeParams(input, url.origin);
          if (typeof input.approve !== 'boolean') {
            throw badRequest('approve: true (the user clicks Authorize) or false (Cancel) is required');
          }
          const validation = validateAuthorizeRequest(params, emulator);
          if (validation.kind === 'page-error') {
            // The page the user would see; never a redirect.
            return jsonResponse(400, {
              message: `${validation.error}: ${validation.description}`,
              code: RESTJSONErrorCodes.GeneralError,
              error: validation.error,
              error_description: validation.description,
            });
          }
          if (validation.kind === 'redirect-error') {
            return jsonResponse(200, { redirectUrl: errorRedirect(validation, url.origin) }, noStore);
          }
          let decision: AuthorizationDecision = { approve: false };
          if (input.approve) {
            const user = findHuman(emulator, input.userId);
            if (!user) {
              throw badRequest(
                `userId: no user ${JSON.stringify(input.userId)} in the world to sign in as; see GET /_emulator/world`,
              );
            }
            decision = { approve: true, userId: user.id };
          }
          const redirectUrl = completeAuthorization(validation.request, decision, codes, url.origin);
          return jsonResponse(200, { redirectUrl }, noStore);
        },
      })
      .add({
        method: 'GET',
        path: '/.well-known/oauth-authorization-server',
        handler: ({ url }) => jsonResponse(200, authorizationServerMetadata(url.origin, grants.types())),
      });
  },
};

function redirect(location: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location, ...noStore, 'referrer-policy': 'no-referrer' },
  });
}

function errorRedirect(
  validation: Extract<AuthorizeValidation, { kind: 'redirect-error' }>,
  issuer: string,
): string {
  return authorizeRedirectUrl(validation.redirectUri, {
    error: validation.error,
    error_description: validation.description,
    state: validation.state,
    iss: issuer,
  });
}

function pageError(error: string, description: string): Response {
  return htmlPageResponse(400, renderAuthorizeErrorPage(error, description));
}

function findHuman(context: EmulatorContext, userId: unknown) {
  if (typeof userId !== 'string') return undefined;
  const user = context.findUser(userId);
  return user && !user.bot ? user : undefined;
}

/** The authorize query of a headless consent: a full authorize URL of this emulator, or its parameters. */
function authorizeParams(input: Record<string, unknown>, origin: string): URLSearchParams {
  if ((input.url === undefined) === (input.params === undefined)) {
    throw badRequest(
      'send exactly one of url (the authorize URL, e.g. from createAuthorizationRequest) or params (its query as an object)',
    );
  }
  if (input.url !== undefined) {
    if (typeof input.url !== 'string' || !URL.canParse(input.url)) {
      throw badRequest('url: expected the absolute authorize URL');
    }
    const target = new URL(input.url);
    if (target.origin !== origin || target.pathname !== authorizePath) {
      throw badRequest(
        `url: ${target.origin}${target.pathname} is not this emulator's authorize endpoint ${origin}${authorizePath}; build the URL with authorizeOrigin set to the emulator's url`,
      );
    }
    return target.searchParams;
  }
  const raw = input.params;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('params: expected an object of authorize query parameters');
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw badRequest(`params.${name}: expected a string`);
    params.append(name, value);
  }
  return params;
}
