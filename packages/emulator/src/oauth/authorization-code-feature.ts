import { isJsonObject, OriginRoutes, RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { authorizationServerMetadata } from './authorization-server-metadata.js';
import { authorizeRedirectUrl } from './authorize-redirect-url.js';
import { type AuthorizationDecision, completeAuthorization } from './complete-authorization.js';
import { htmlPageResponse } from './html-page-response.js';
import { oauthGrantTypes } from './oauth-grant-types.js';
import { renderAuthorizeErrorPage } from './render-authorize-error-page.js';
import { renderConsentPage } from './render-consent-page.js';
import { renderInstalledPage } from './render-installed-page.js';
import { resolveInstallGuild } from './resolve-install-guild.js';
import { type AuthorizeValidation, validateAuthorizeRequest } from './validate-authorize-request.js';

// The authorize page is the service's web page at the origin, not an API operation: a local route.
const authorizePath = OriginRoutes.oauth2Authorization();
const noStore = Object.freeze({ 'cache-control': 'no-store', pragma: 'no-cache' });

/**
 * The OAuth2 authorization-code flow: `GET /oauth2/authorize` (consent page: pick a world user — and, for a
 * guild install, a guild they manage — then Authorize or Cancel), `POST /oauth2/authorize` (the page's form;
 * installs the app when asked, then redirects to the client or shows a "done" page), `POST
 * /_emulator/oauth2/authorize` (headless consent for tests: `{ userId, approve, url | params, guildId? }`),
 * and `GET /.well-known/oauth-authorization-server` (RFC 8414). Codes and pending consent pages are the
 * state's (`state.grants`, `state.consents`); the token endpoint redeems the codes. The issuer (`iss`) is the origin the request reached, e.g.
 * `http://127.0.0.1:PORT`.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export const authorizationCodeFeature: EmulatorFeature = {
  name: 'oauth2-authorization-code',
  setup(router) {
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
              users: emulator.state.world.users.filter((u) => !u.bot),
              guilds: emulator.state.world.guilds,
              ticket: emulator.state.consents.create(request),
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
          const pending = emulator.state.consents.take(form.get('ticket') ?? '');
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
            if (pending.install?.integrationType === 0) {
              const target = resolveInstallGuild(pending.install, user.id, form.get('guild_id'), emulator);
              if ('problem' in target) {
                return pageError('invalid_request', `${target.problem}, then authorize again.`);
              }
              decision.guild = target.guild;
            }
          } else {
            return pageError(
              'invalid_request',
              'The consent form must say decision=approve or decision=deny.',
            );
          }
          emulator.log(
            `oauth2: ${decision.approve ? `user ${decision.userId} authorized` : 'the user cancelled'} ${pending.application.name} (${pending.application.id})`,
          );
          const outcome = completeAuthorization(pending, decision, url.origin, emulator);
          return outcome.kind === 'redirect'
            ? redirect(outcome.url)
            : htmlPageResponse(200, renderInstalledPage(pending.application.name, outcome.where));
        },
      })
      .add({
        method: 'POST',
        path: '/_emulator/oauth2/authorize',
        handler: async ({ request, url, emulator }) => {
          const body = await readJsonBody(request);
          if (!isJsonObject(body)) {
            throw badRequest(
              'the body must be a JSON object: { userId, approve, url, guildId? } or { userId, approve, params, guildId? }',
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
            const install = validation.request.install;
            if (install?.integrationType === 0) {
              if (input.guildId !== undefined && typeof input.guildId !== 'string') {
                throw badRequest('guildId: expected the id of the guild to add the app to');
              }
              const target = resolveInstallGuild(install, user.id, input.guildId, emulator);
              if ('problem' in target) throw badRequest(`guildId: ${target.problem}`);
              decision.guild = target.guild;
            }
          }
          const outcome = completeAuthorization(validation.request, decision, url.origin, emulator);
          return outcome.kind === 'redirect'
            ? jsonResponse(200, { redirectUrl: outcome.url }, noStore)
            : jsonResponse(200, { installed: { where: outcome.where, guildId: outcome.guildId } }, noStore);
        },
      })
      .add({
        method: 'GET',
        path: '/.well-known/oauth-authorization-server',
        handler: ({ url }) =>
          jsonResponse(200, authorizationServerMetadata(url.origin, Object.keys(oauthGrantTypes))),
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
  if (!isJsonObject(raw)) {
    throw badRequest('params: expected an object of authorize query parameters');
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw badRequest(`params.${name}: expected a string`);
    params.append(name, value);
  }
  return params;
}
