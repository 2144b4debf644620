import { type EmulatorFeature, featureAlreadySetUp } from '../emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { clientAssets } from './client-assets.js';
import { type EventStreamLimits, type EventStreamResources, EventStreams } from './event-streams.js';

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

/** Options of {@link clientFeature}: the limits of its event streams. */
export type ClientFeatureOptions = EventStreamLimits;

/** The web client feature: an {@link EmulatorFeature} that also reports what its event streams hold. */
export interface ClientFeature extends EmulatorFeature {
  /** Event streams open now and the bytes queued for their readers; all 0 before setup. */
  resources(): EventStreamResources;
}

/**
 * The emulator's web client: a chat client for trying a bot by hand (pick a user and a channel, type `/`,
 * use buttons and forms) and a developer panel. Its page and bundled script are served at
 * `/_emulator/client/` (with {@link clientPageHeaders}); it reads and acts only through the admin API, and
 * follows the event bus at `/_emulator/client/stream` (server-sent events, secrets redacted: the bus's
 * events, and as `activity` events each request, delivery and interaction outcome with status and timing;
 * bounded by `options`, see `EventStreamLimits`); `GET /_emulator/rate-limits` reads the active rate-limit
 * profile. Nothing is fetched from the network. One of the default features; its options come from
 * `startEmulator({ client })`.
 * @example
 * const emu = await startEmulator({ client: { maxStreams: 8 } });
 */
export function clientFeature(options: ClientFeatureOptions = {}): ClientFeature {
  const limits = {
    maxStreams: options.maxStreams ?? 32,
    maxQueueBytes: options.maxQueueBytes ?? 1024 * 1024,
  };
  for (const [name, value] of Object.entries(limits))
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`client.${name} must be a positive integer; got ${value}`);
  let streams: EventStreams | undefined;
  return {
    name: 'client',
    setup(router, context) {
      if (streams) throw featureAlreadySetUp('clientFeature');
      const open = new EventStreams(context, limits);
      streams = open;
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
      router
        .add({
          method: 'GET',
          path: clientPath,
          handler: asset(clientAssets.html, 'text/html; charset=utf-8', clientPageHeaders),
        })
        .add({
          method: 'GET',
          path: `${clientPath}/app.js`,
          handler: asset(clientAssets.js, 'text/javascript; charset=utf-8'),
        })
        .add({
          method: 'GET',
          path: `${clientPath}/app.css`,
          handler: asset(clientAssets.css, 'text/css; charset=utf-8'),
        })
        // The admin API sets the profile with POST; the developer panel reads which one is active.
        .add({
          method: 'GET',
          path: '/_emulator/rate-limits',
          handler: ({ emulator }) => jsonResponse(200, { profile: emulator.rateLimiter.profile.name }),
        })
        .add({
          method: 'GET',
          path: `${clientPath}/stream`,
          handler: ({ request, url }) => open.open(request, Number(url.searchParams.get('after') ?? '0')),
        });
    },
    resources() {
      return streams?.resources() ?? { streams: 0, queuedBytes: 0, largestQueueBytes: 0 };
    },
  };
}
