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
    const controller = new AbortController();
    const outer = req.signal;
    const onAbort = (): void => controller.abort(outer?.reason);
    if (outer?.aborted) onAbort();
    else outer?.addEventListener('abort', onAbort, { once: true });
    // One bound for headers and body together: fetch has no separate timeouts.
    const timer = setTimeout(
      () => controller.abort(new DOMException(`no response within ${req.timeout} ms`, 'TimeoutError')),
      req.timeout,
    );
    const done = (): void => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    };
    const init: RequestInit = { method: req.method, headers: req.headers, signal: controller.signal };
    if (req.body !== undefined) init.body = req.body;
    let response: Response;
    try {
      response = await fetchFn(req.url, init);
    } catch (error) {
      done();
      throw error;
    }
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: () => response.text().finally(done),
    };
  };
}
