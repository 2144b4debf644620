import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import type { RouteHandler } from '../http/router.js';
import { clientAssets } from './client-assets.js';
import { registerClientMediaRoutes } from './client-media-routes.js';

/** Where the web client is served, from the emulator's origin. */
export const clientPath = '/_emulator/client';

/**
 * The web client page's own headers. Its Content-Security-Policy allows only the emulator's origin: the
 * bundled script and stylesheet (no inline script or style attribute, so a bot's text can never run or
 * restyle the page), `fetch` and the event stream (`connect-src 'self'`), and images from the emulator
 * itself (`img-src 'self'`: attachments are served by the emulator; a remote media URL a bot sends — an
 * embed image, a V2 thumbnail or gallery — is shown as a link and never loaded, so opening the client makes
 * no request off the machine). It cannot be framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), so
 * no other page can click through it.
 */
export const clientPageHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/** The favicon's own policy: an SVG opened by itself runs nothing and loads nothing. */
const iconHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * The emulator's web client: a chat client for trying a bot by hand (pick a user and a channel, type `/`,
 * use buttons and forms) and a developer panel. Its page, bundled script, stylesheet and favicon are served
 * at `/_emulator/client/` (with {@link clientPageHeaders}; each answers HEAD too), and the emulator's root
 * `/` redirects there (302), so the bare URL a terminal prints opens the client. It reads and acts only
 * through the admin API, and follows the event bus at `/_emulator/client/stream` (server-sent events,
 * secrets redacted: the bus's events, and as `activity` events each request, delivery and interaction
 * outcome with status and timing; bounded by `startEmulator({ client })`, see `EventStreamLimits`);
 * `GET /_emulator/rate-limits` reads the active rate-limit profile. Nothing is fetched from the network.
 */
export const clientFeature: EmulatorFeature = {
  name: 'client',
  setup(router) {
    const asset =
      (body: string, type: string, extra: Readonly<Record<string, string>> = {}) =>
      () =>
        new Response(body, {
          status: 200,
          headers: {
            'content-type': type,
            'cache-control': 'no-cache',
            'x-content-type-options': 'nosniff',
            ...extra,
          },
        });
    // A HEAD route shares its GET's handler: the node server sends the headers and drops the body.
    const getAndHead = (path: string, handler: RouteHandler) => {
      router.add({ method: 'GET', path, handler }).add({ method: 'HEAD', path, handler });
    };
    // Temporary (302, not 301): the port may serve something else tomorrow, and a browser keeps a 301.
    const redirect = (location: string) => () =>
      new Response(null, { status: 302, headers: { location, 'cache-control': 'no-cache' } });
    getAndHead('/', redirect(`${clientPath}/`));
    // Browsers ask for /favicon.ico on pages that name no icon (the admin API's JSON, say): the client's.
    getAndHead('/favicon.ico', redirect(`${clientPath}/favicon.svg`));
    getAndHead(clientPath, asset(clientAssets.html, 'text/html; charset=utf-8', clientPageHeaders));
    getAndHead(`${clientPath}/app.js`, asset(clientAssets.js, 'text/javascript; charset=utf-8'));
    getAndHead(`${clientPath}/app.css`, asset(clientAssets.css, 'text/css; charset=utf-8'));
    getAndHead(`${clientPath}/favicon.svg`, asset(clientAssets.icon, 'image/svg+xml', iconHeaders));
    registerClientMediaRoutes(router);
    router
      // The admin API sets the profile with POST; the developer panel reads which one is active.
      .add({
        method: 'GET',
        path: '/_emulator/rate-limits',
        handler: ({ emulator }) => jsonResponse(200, { profile: emulator.state.limits.profile.name }),
      })
      .add({
        method: 'GET',
        path: `${clientPath}/stream`,
        handler: ({ request, url, emulator }) => {
          const streams = emulator.runtime.eventStreams;
          return (
            streams.open(request, Number(url.searchParams.get('after') ?? '0')) ??
            jsonResponse(
              503,
              {
                message: `Too many open event streams (${streams.maxStreams}): close a tab of the web client, then reload.`,
                code: RESTJSONErrorCodes.GeneralError,
              },
              { 'retry-after': '5' },
            )
          );
        },
      });
  },
};
