import { DefaultBaseUrl, DefaultUserAgent, GatewayLimits } from '@slashkit/api';
import { GatewayError } from './gateway-error.js';
import { isWebSocketUrl } from './is-web-socket-url.js';

/** What `GET /gateway/bot` told the client. */
export interface GatewayDiscovery {
  /** The gateway URL. */
  url: string;
  /** The recommended shard count as sent (1 when absent); checked by `recommendedShardCount` where it is used. */
  shards: unknown;
  /** `session_start_limit.total`: sessions the bot may start per day. */
  sessionStartTotal: number;
  /** Identifies allowed per 5 s (one per `shard_id % maxConcurrency`). */
  maxConcurrency: number;
}

/** Where and how to ask. */
export interface DiscoverGatewayOptions {
  token: string;
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Asks `GET /gateway/bot` for the gateway URL, the recommended shard count and `max_concurrency`. A refused
 * token is a fatal `AUTHENTICATION_FAILED`; anything else that goes wrong is a `DISCOVERY_FAILED` to retry.
 * The answer is checked, not trusted: a missing or malformed URL is a failure; the shard count is checked by
 * the shards that follow it (a single client has no use for it); other odd numbers fall back to defaults.
 */
export async function discoverGateway(options: DiscoverGatewayOptions): Promise<GatewayDiscovery> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const apiBase = (options.apiBaseUrl ?? DefaultBaseUrl).replace(/\/+$/, '');
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(`${apiBase}/gateway/bot`, {
      headers: { authorization: `Bot ${options.token}`, 'user-agent': DefaultUserAgent },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    throw new GatewayError('DISCOVERY_FAILED', `GET /gateway/bot failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (response.status === 401)
    throw new GatewayError(
      'AUTHENTICATION_FAILED',
      'GET /gateway/bot answered 401: the bot token was refused; check the token option (the Bot token of the application, without the "Bot " prefix).',
      { fatal: true },
    );
  if (!response.ok)
    throw new GatewayError('DISCOVERY_FAILED', `GET /gateway/bot answered ${response.status}; retrying.`);
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  const url = body?.url;
  if (!isWebSocketUrl(url))
    throw new GatewayError(
      'DISCOVERY_FAILED',
      'GET /gateway/bot answered without a ws:// or wss:// url; retrying.',
    );
  const limit = body?.session_start_limit;
  const limits = typeof limit === 'object' && limit !== null ? (limit as Record<string, unknown>) : {};
  return {
    url,
    shards: body !== null && Object.hasOwn(body, 'shards') ? body.shards : 1,
    sessionStartTotal: positive(
      Object.hasOwn(limits, 'total') ? limits.total : undefined,
      GatewayLimits.dailySessionStarts,
    ),
    maxConcurrency: positive(
      Object.hasOwn(limits, 'max_concurrency') ? limits.max_concurrency : undefined,
      GatewayLimits.defaultMaxConcurrency,
    ),
  };
}

function positive(value: unknown, fallback: number): number {
  return Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : fallback;
}
