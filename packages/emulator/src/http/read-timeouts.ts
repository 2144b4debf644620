import type { ServerOptions } from 'node:http';

/** How long a client may take to send a request, in milliseconds (the `timeouts` of `startEmulator`). */
export interface ReadTimeouts {
  /** The longest a client may take to send a request's head (line and headers). Default 10 000. */
  headersMs?: number;
  /** The longest a client may take to send a whole request, body included. Default 60 000. */
  requestMs?: number;
  /** How long an idle keep-alive connection stays open between requests. Default 5 000. */
  keepAliveMs?: number;
}

/**
 * The node:http server options that make {@link ReadTimeouts} hold: Node checks `headersTimeout` and
 * `requestTimeout` only every `connectionsCheckingInterval` (30 s by default, so a 10 s bound was really up
 * to 40 s); here the check runs at least every 500 ms (a quarter of the bound, for short ones), and the
 * timeouts are shortened by one interval, so a client that trickles its request is disconnected by the
 * bound at the latest.
 * @example
 * createServer(readTimeoutOptions({ headersMs: 10_000 }), listener);
 */
export function readTimeoutOptions(timeouts: ReadTimeouts = {}): ServerOptions {
  const headersMs = timeouts.headersMs ?? 10_000;
  const requestMs = timeouts.requestMs ?? 60_000;
  const keepAliveMs = timeouts.keepAliveMs ?? 5_000;
  for (const [name, value] of Object.entries({ headersMs, requestMs, keepAliveMs }))
    if (!Number.isSafeInteger(value) || value < 4)
      throw new RangeError(`timeouts.${name} must be an integer of at least 4 milliseconds; got ${value}`);
  if (requestMs < headersMs)
    throw new RangeError(
      `timeouts.requestMs (${requestMs}) must be at least timeouts.headersMs (${headersMs}): the body comes after the head`,
    );
  const interval = Math.min(500, Math.floor(headersMs / 4));
  return {
    connectionsCheckingInterval: interval,
    headersTimeout: headersMs - interval,
    requestTimeout: requestMs - interval,
    keepAliveTimeout: keepAliveMs,
  };
}
