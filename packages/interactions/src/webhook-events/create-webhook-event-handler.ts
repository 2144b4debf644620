import { ApplicationWebhookEventTypes, type RuntimeOptions } from '@slashkit/api';
import { createRequestVerifier, type Ed25519Backend } from '../create-signature-verifier.js';
import { decodeHex } from '../crypto/hex.js';
import { defaultMaxTimestampAgeSeconds } from '../default-max-timestamp-age.js';
import { internalError, staleReporter, warningReporter } from '../handler-settings.js';
import type { WaitUntil } from '../http/handle-http-request.js';
import type { InteractionHttpRequest } from '../http/interaction-http-request.js';
import type { InteractionHttpResponse } from '../http/interaction-http-response.js';
import { errorAnswer, readSignedBody } from '../http/read-signed-body.js';
import { ReplayGuard } from '../http/replay-guard.js';
import { serveFetch } from '../http/serve-fetch.js';
import { utf8Text } from '../http/utf8-text.js';
import { InteractionError } from '../interaction-error.js';
import { readWebhookEvent } from './read-webhook-event.js';
import type { WebhookEvent, WebhookEventHandlers } from './webhook-event.js';

/** A Webhook Event of a type the handler has no handler for (or slashkit does not know yet). */
export interface UnknownWebhookEvent {
  type: string;
  timestamp: string;
  /** The event's data as sent, when it had an object. */
  data: Record<string, unknown> | undefined;
  applicationId: string;
}

/** Where an error reported to a Webhook Events handler's `onError` happened. */
export interface WebhookEventErrorInfo {
  /** The event type, when the request got that far. */
  eventType: string | undefined;
  /** The event's own timestamp, when the request got that far. */
  timestamp: string | undefined;
}

/** Options of {@link createWebhookEventHandler}; `now` is the clock of the timestamp check. */
export interface WebhookEventHandlerOptions extends RuntimeOptions {
  /** The app's hex Ed25519 public key (the same as for interactions), or several during a key rotation. */
  publicKey: string | readonly string[];
  /** A handler per event type (`ENTITLEMENT_CREATE: (event) => …`), each run after the 204. */
  events: WebhookEventHandlers;
  /**
   * Called for an event with no handler in `events` (a type subscribed to but not handled, or one newer
   * than this package). Without it, one line goes to `logger.warn` (or `console.warn`). Never fatal: the
   * request was answered 204 already.
   */
  onUnknownEvent?: (event: UnknownWebhookEvent) => unknown;
  /**
   * Called with what a handler threw (or rejected with), an event that could not be handed over, and
   * whatever made a request answer 500. Defaults to `logger.error`, else `console.error`.
   */
  onError?: (error: unknown, info: WebhookEventErrorInfo) => void | Promise<void>;
  /**
   * Requests whose signed `X-Signature-Timestamp` is further than this many seconds from `now` get 401.
   * Default {@link defaultMaxTimestampAgeSeconds} (900); `false` turns the check off.
   */
  maxTimestampAgeSeconds?: number | false;
  /** Largest accepted body; larger requests get 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Force one Ed25519 implementation instead of the best available. */
  signatureBackend?: Ed25519Backend;
}

/**
 * A Webhook Events endpoint: `fetch` for any Fetch-API server, `handle` for adapters (the node adapter of
 * `@slashkit/interactions/node` takes it as it takes an interactions handler).
 */
export interface WebhookEventHandler {
  /** Answers one request. `env.waitUntil` keeps a serverless runtime alive while the event's handler runs. */
  fetch(request: Request, env?: WaitUntil): Promise<Response>;
  /** The transport-neutral core under `fetch` and the node adapter. Never rejects: a 500 is reported to `onError`. */
  handle(request: InteractionHttpRequest, env?: WaitUntil): Promise<InteractionHttpResponse>;
}

const knownTypes: ReadonlySet<string> = new Set(ApplicationWebhookEventTypes);
// The docs ask for a valid Content-Type even on the empty 204.
const noContent: InteractionHttpResponse = {
  status: 204,
  headers: { 'content-type': 'application/json' },
  body: '',
};

/**
 * Builds the handler of an app's Webhook Events URL: verifies the Ed25519 signature over the raw body as
 * for interactions (401 when it fails, or when the timestamp is stale), answers the PING (`type` 0) with
 * 204, and answers each event with 204 at once, then runs its handler from `events` with the event typed
 * by its type. A request replayed with the same signature is answered 204 and not run twice.
 *
 * @example
 * const events = createWebhookEventHandler({
 *   publicKey: process.env.PUBLIC_KEY!,
 *   events: {
 *     APPLICATION_AUTHORIZED: (event) => console.log(`${event.data.user.username} added the app`),
 *     ENTITLEMENT_CREATE: (event) => console.log(`SKU ${event.data.sku_id} granted`),
 *   },
 * });
 * export default { fetch: events.fetch };
 * @see {@link https://discord.com/developers/docs/events/webhook-events | Webhook Events}
 */
export function createWebhookEventHandler(options: WebhookEventHandlerOptions): WebhookEventHandler {
  const { publicKey, events } = options;
  const keys: readonly string[] = typeof publicKey === 'string' ? [publicKey] : [...(publicKey ?? [])];
  if (keys.length === 0 || keys.some((key) => !decodeHex(key, 32)))
    throw new TypeError(
      "createWebhookEventHandler: publicKey must be the app's Ed25519 public key as 64 hex characters (or a list of them); check that the environment variable holding it is set.",
    );
  const maxAgeSeconds = options.maxTimestampAgeSeconds ?? defaultMaxTimestampAgeSeconds;
  if (maxAgeSeconds !== false && !(maxAgeSeconds >= 0))
    throw new RangeError(
      `createWebhookEventHandler: maxTimestampAgeSeconds must be a number of seconds (default ${defaultMaxTimestampAgeSeconds}) or false; got ${maxAgeSeconds}.`,
    );
  const now = options.now ?? Date.now;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const { logger } = options;
  const onError =
    options.onError ??
    ((error: unknown, info: WebhookEventErrorInfo) => {
      const prefix = `[@slashkit/interactions] Webhook Event ${info.eventType ?? 'request'} failed:`;
      if (logger)
        logger.error?.(
          `${prefix} ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
        );
      else console.error(prefix, error);
    });
  const report = (error: unknown, info: WebhookEventErrorInfo): Promise<void> =>
    Promise.resolve()
      .then(() => onError(error, info))
      .catch(() => undefined); // nothing sensible is left to do with an error from the error hook itself
  const warn = warningReporter(logger);
  const noInfo: WebhookEventErrorInfo = { eventType: undefined, timestamp: undefined };
  const verify = createRequestVerifier(keys, {
    ...(maxAgeSeconds === false ? {} : { maxAgeSeconds }),
    now,
    ...(options.signatureBackend ? { backend: options.signatureBackend } : {}),
    onStale: staleReporter(now, maxAgeSeconds, (error) => void report(error, noInfo)),
  });
  // Keyed by signature: a genuine retry is signed anew, so only a captured request repeats one.
  const replays = new ReplayGuard(maxAgeSeconds);

  const run = async (event: UnknownWebhookEvent): Promise<void> => {
    const info = { eventType: event.type, timestamp: event.timestamp };
    const handler =
      knownTypes.has(event.type) && Object.hasOwn(events, event.type)
        ? (events[event.type as keyof WebhookEventHandlers] as ((event: WebhookEvent) => unknown) | undefined)
        : undefined;
    try {
      if (handler === undefined) {
        if (options.onUnknownEvent) await options.onUnknownEvent(event);
        else
          warn(
            `[@slashkit/interactions] Webhook Event ${event.type} has no handler in createWebhookEventHandler's events; it was acknowledged (204) and dropped. Add a handler, or unsubscribe from it (event_webhooks_types).`,
          );
        return;
      }
      if (event.data === undefined)
        throw new InteractionError(
          'INVALID_WEBHOOK_EVENT',
          `The Webhook Event ${event.type} came without data, so its handler was not run.`,
        );
      await handler(event as WebhookEvent);
    } catch (error) {
      await report(error, info);
    }
  };

  const serve = async (
    request: InteractionHttpRequest,
    env: WaitUntil | undefined,
  ): Promise<InteractionHttpResponse> => {
    const body = await readSignedBody(request, { verify, maxBodyBytes });
    if ('status' in body) return body;
    let payload: unknown;
    try {
      payload = JSON.parse(utf8Text(body));
    } catch {
      return errorAnswer(400, 'The body is not valid JSON.');
    }
    const read = readWebhookEvent(payload);
    if (read.kind === 'invalid') return errorAnswer(400, `The body is not a Webhook Event: ${read.problem}.`);
    if (read.kind === 'ping') return noContent;
    if (!replays.admit(request.signature as string, Number(request.timestamp), now() / 1000))
      return noContent;
    const { kind: _, ...event } = read;
    // Answered first, run after: the service wants its 204 within 3 s, whatever the handler does.
    const done = Promise.resolve().then(() => run(event));
    env?.waitUntil?.(done);
    return noContent;
  };
  const handle = async (
    request: InteractionHttpRequest,
    env?: WaitUntil,
  ): Promise<InteractionHttpResponse> => {
    try {
      return await serve(request, env);
    } catch (error) {
      void report(error, noInfo);
      return internalError;
    }
  };
  return { handle, fetch: (request, env) => serveFetch(handle, request, env) };
}
