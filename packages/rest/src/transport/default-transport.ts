import type { Timers } from '@slashkit/api';
import { fetchTransport } from './fetch-transport.js';
import type { Transport } from './transport.js';
import { undiciTransport } from './undici-transport.js';

/**
 * Picks the transport for the current runtime: undici on Node (loaded lazily), `fetch` everywhere else.
 * @example
 * const transport = defaultTransport();
 * @see README "Transports"
 */
export function defaultTransport(options: { timers?: Timers } = {}): Transport {
  const versions = typeof process === 'undefined' ? undefined : (process.versions as Record<string, string>);
  // Bun and Deno claim a Node version too, but their native fetch is the better fit there.
  const isNode = versions?.node !== undefined && versions.bun === undefined && versions.deno === undefined;
  return isNode ? undiciTransport() : fetchTransport(options);
}
