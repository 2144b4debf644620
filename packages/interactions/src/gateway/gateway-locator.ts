import { defaultTimers } from '@slashkit/api';
import { discoverGateway } from './discover-gateway.js';
import type { GatewayClientOptions } from './gateway-client-options.js';
import { recommendedShardCount } from './recommended-shard-count.js';

/**
 * Where the client connects: the resume URL of the current session, else the gateway URL (given, or asked of
 * `GET /gateway/bot` once and kept), with `max_concurrency` learned on the way.
 */
export class GatewayLocator {
  readonly #options: Pick<GatewayClientOptions, 'apiBaseUrl' | 'fetch' | 'timers' | 'timeouts'>;
  readonly #token: string;
  #gatewayUrl: string | undefined;
  #resumeUrl: string | null = null;
  #maxConcurrency: number | undefined;
  #shards: number | undefined;
  #recommended: { shards: unknown; sessionStartTotal: number } | undefined;
  #lookup: AbortController | null = null;

  constructor(
    options: Pick<GatewayClientOptions, 'apiBaseUrl' | 'fetch' | 'gatewayUrl' | 'timers' | 'timeouts'>,
    token: string,
  ) {
    this.#options = options;
    this.#token = token;
    this.#gatewayUrl = options.gatewayUrl;
  }

  /** `max_concurrency` from the lookup, if one was made. */
  get maxConcurrency(): number | undefined {
    return this.#maxConcurrency;
  }

  /**
   * The recommended shard count from the lookup, if one was made; a recommendation that is no whole number
   * from 1 to the answer's `session_start_limit.total` throws (see `recommendedShardCount`).
   */
  recommendedShards(): number | undefined {
    if (this.#shards === undefined && this.#recommended !== undefined) {
      this.#shards = recommendedShardCount(this.#recommended.shards, this.#recommended.sessionStartTotal);
    }
    return this.#shards;
  }

  /** READY's `resume_gateway_url` (null or empty: resume at the gateway URL). */
  setResumeUrl(url: string | null): void {
    this.#resumeUrl = url || null;
  }

  /** The URL to resume at, when it is known without a lookup. */
  resumeUrl(): string | undefined {
    return this.#resumeUrl ?? this.#gatewayUrl;
  }

  /**
   * The URL to identify at; looks it up the first time, within `timeouts.handshakeMs` (a service that never
   * answers must not hold the client). Throws a `GatewayError` when the lookup fails.
   */
  async gatewayUrl(): Promise<string> {
    if (this.#gatewayUrl) return this.#gatewayUrl;
    return this.lookUp();
  }

  /** Asks `GET /gateway/bot` now, even when the URL is known (for the shard count and `max_concurrency`). */
  async lookUp(): Promise<string> {
    const lookup = new AbortController();
    this.#lookup = lookup;
    const timers = this.#options.timers ?? defaultTimers;
    const ms = this.#options.timeouts?.handshakeMs ?? 15_000;
    const deadline = timers.setTimeout(() => lookup.abort(new Error(`no answer within ${ms} ms`)), ms);
    try {
      const found = await discoverGateway({
        token: this.#token,
        signal: lookup.signal,
        ...(this.#options.apiBaseUrl ? { apiBaseUrl: this.#options.apiBaseUrl } : {}),
        ...(this.#options.fetch ? { fetch: this.#options.fetch } : {}),
      });
      this.#maxConcurrency = found.maxConcurrency;
      this.#shards = undefined;
      this.#recommended = { shards: found.shards, sessionStartTotal: found.sessionStartTotal };
      this.#gatewayUrl = found.url;
      return found.url;
    } finally {
      timers.clearTimeout(deadline);
    }
  }

  /** Cancels a lookup in progress. */
  abort(): void {
    this.#lookup?.abort();
  }
}
