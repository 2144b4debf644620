import { RedactedMarker, redactSecrets } from '@slashkit/api';
import type { EmulatorContext } from '../emulator-context.js';
import type { EmulatorFeature } from '../emulator-feature.js';
import type { EmulatorEvent } from '../events/event-bus.js';
import { jsonResponse } from '../http/json-response.js';
import type { ActivityEntry } from './activity-log.js';
import { clientAssets } from './client-assets.js';

/** Where the web client is served, from the emulator's origin. */
export const clientPath = '/_emulator/client';

/** Keys whose values never leave the emulator in the event stream. */
const secretKey = /token|secret|verifier|private_?key/i;

/**
 * The emulator's web client: a chat client for trying a bot by hand (pick a user and a channel, type `/`,
 * use buttons and forms) and a developer panel. Its page and bundled script are served at
 * `/_emulator/client/`; it reads and acts only through the admin API, and follows the event bus at
 * `/_emulator/client/stream` (server-sent events, secrets redacted: the bus's events, and as `activity`
 * events each request, delivery and interaction outcome with status and timing); `GET /_emulator/rate-limits` reads the
 * active rate-limit profile. Nothing is fetched from the network.
 */
export const clientFeature: EmulatorFeature = {
  name: 'client',
  setup(router) {
    const asset = (body: string, type: string) => () =>
      new Response(body, {
        status: 200,
        headers: { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
      });
    router
      .add({ method: 'GET', path: clientPath, handler: asset(clientAssets.html, 'text/html; charset=utf-8') })
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
        handler: ({ emulator }) => jsonResponse(200, { profile: emulator.state.limits.profile.name }),
      })
      .add({
        method: 'GET',
        path: `${clientPath}/stream`,
        handler: ({ request, url, emulator }) =>
          eventStream(emulator, request, Number(url.searchParams.get('after') ?? '0')),
      });
  },
};

/** The event bus as server-sent events: the logged events after `after`, then live ones, until the client leaves. */
function eventStream(emulator: EmulatorContext, request: Request, after: number): Response {
  const encoder = new TextEncoder();
  let unsubscribe = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: EmulatorEvent) =>
        controller.enqueue(encoder.encode(`id: ${event.seq}\ndata: ${redacted(emulator, event)}\n\n`));
      // A comment line first, so the browser's EventSource opens at once.
      controller.enqueue(encoder.encode(': slashkit emulator events\n\n'));
      for (const event of emulator.events.list(Number.isFinite(after) ? { afterSeq: after } : {}))
        send(event);
      // The traffic goes as named `activity` events: the kept entries first, then live ones.
      const activity = (entry: ActivityEntry) =>
        controller.enqueue(encoder.encode(`event: activity\ndata: ${redacted(emulator, entry)}\n\n`));
      for (const entry of emulator.activity.list()) activity(entry);
      // The history ends here: a page that read the current state need not act on what came before.
      controller.enqueue(encoder.encode('event: live\ndata: {}\n\n'));
      const stops = [emulator.events.subscribe(send), emulator.activity.subscribe(activity)];
      unsubscribe = () => {
        for (const stop of stops) stop();
      };
      request.signal.addEventListener('abort', () => unsubscribe());
    },
    cancel() {
      unsubscribe();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
  });
}

/** An event as JSON without tokens, secrets or keys: by key, then any credential of the world in any value. */
function redacted(emulator: EmulatorContext, event: EmulatorEvent | ActivityEntry): string {
  const json = JSON.stringify(event, (key, value) =>
    secretKey.test(key) && typeof value === 'string' ? RedactedMarker : value,
  );
  const secrets = emulator.state.world.applications.flatMap((a) => [
    a.botToken,
    a.clientSecret,
    a.privateKey,
  ]);
  return redactSecrets(json, secrets);
}
