import { defaultTimers, type Timers } from '@slashkit/api';
import { MultipartBody } from '../files/multipart-body.js';
import type { Transport, TransportResponse } from './transport.js';

/** The subset of the WHATWG `fetch` this transport needs. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link fetchTransport}. */
export interface FetchTransportOptions {
  /** The fetch implementation; defaults to `globalThis.fetch`. */
  fetch?: FetchFunction;
  /** The timers of the abort deadline (default the runtime's); `REST` passes its own to its default transport. */
  timers?: Timers;
}

// Reads the body through its stream, counting bytes, so that a body past `maxBytes` is never held whole.
async function readCapped(response: Response, maxBytes: number, cancel: () => void): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  // fetch decodes compressed bodies, so a declared length bounds the body only when nothing is encoded.
  if (declared > maxBytes && response.headers.get('content-encoding') === null) {
    cancel();
    return null;
  }
  const stream = response.body;
  if (stream === null) return '';
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * A transport over the WHATWG `fetch`, for runtimes without undici (Deno, Bun, Cloudflare Workers, browsers)
 * or to route requests through a custom fetch.
 * @example
 * const rest = new REST({ token, transport: fetchTransport({ fetch: globalThis.fetch }) });
 * @see README "Transports"
 */
export function fetchTransport(options: FetchTransportOptions = {}): Transport {
  const timers = options.timers ?? defaultTimers;
  return async (req) => {
    const fetchFn = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    const outer = req.signal;
    const onAbort = (): void => controller.abort(outer?.reason);
    if (outer?.aborted) onAbort();
    else outer?.addEventListener('abort', onAbort, { once: true });
    // One bound for headers and body together; a deadline past what timers can hold is no deadline.
    const timer =
      req.timeout < 2 ** 31
        ? timers.setTimeout(
            () => controller.abort(new DOMException(`no response within ${req.timeout} ms`, 'TimeoutError')),
            req.timeout,
          )
        : undefined;
    const done = (): void => {
      if (timer !== undefined) timers.clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    };
    const cancel = (): void => {
      done();
      controller.abort();
    };
    const init: RequestInit = { method: req.method, headers: req.headers, signal: controller.signal };
    if (req.body instanceof MultipartBody) init.body = req.body.toFormData();
    else if (req.body !== undefined) init.body = req.body;
    let response: Response;
    try {
      response = await fetchFn(req.url, init);
    } catch (error) {
      done();
      throw error;
    }
    const result: TransportResponse = {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: (maxBytes) => readCapped(response, maxBytes, cancel).finally(done),
      cancel,
    };
    return result;
  };
}
