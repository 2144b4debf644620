import type { Transport } from './transport.js';

/** The subset of the WHATWG `fetch` this transport needs. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link fetchTransport}. */
export interface FetchTransportOptions {
  /** The fetch implementation; defaults to `globalThis.fetch`. */
  fetch?: FetchFunction;
}

/**
 * A transport over the WHATWG `fetch`, for runtimes without undici (Deno, Bun, Cloudflare Workers, browsers)
 * or to route requests through a custom fetch.
 * @example
 * const rest = new REST({ token, transport: fetchTransport({ fetch: globalThis.fetch }) });
 * @see README "Transports"
 */
export function fetchTransport(options: FetchTransportOptions = {}): Transport {
  return async (req) => {
    const fetchFn = options.fetch ?? globalThis.fetch;
    const init: RequestInit = { method: req.method, headers: req.headers, signal: req.signal };
    if (req.body !== undefined) init.body = req.body;
    const response = await fetchFn(req.url, init);
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: () => response.text(),
    };
  };
}
