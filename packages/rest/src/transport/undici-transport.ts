import type { Transport, TransportResponse } from './transport.js';

type UndiciModule = typeof import('undici');
type Dispatcher = import('undici').Dispatcher;
type HttpMethod = import('undici').Dispatcher.HttpMethod;

/** Options of {@link undiciTransport}. */
export interface UndiciTransportOptions {
  /** An undici `Dispatcher` (Agent, Pool, ProxyAgent, MockAgent); defaults to undici's global dispatcher. */
  dispatcher?: Dispatcher;
}

let loading: Promise<UndiciModule> | undefined;

/**
 * The default transport on Node: undici's `request`, imported on the first request rather than at import
 * time, because loading undici costs about twice the whole import budget of this package.
 * @example
 * import { Agent } from 'undici';
 * const rest = new REST({ token, transport: undiciTransport({ dispatcher: new Agent({ connections: 8 }) }) });
 * @see README "Transports"
 */
export function undiciTransport(options: UndiciTransportOptions = {}): Transport {
  let request: UndiciModule['request'] | undefined;
  const { dispatcher } = options;
  return async (req) => {
    if (request === undefined) {
      loading ??= import('undici');
      request = (await loading).request;
    }
    const response = await request(req.url, {
      method: req.method as HttpMethod,
      headers: req.headers,
      body: req.body ?? null,
      // undici's own timers are far cheaper than an AbortController and a timer per request.
      headersTimeout: req.timeout,
      bodyTimeout: req.timeout,
      ...(req.signal ? { signal: req.signal } : {}),
      ...(dispatcher ? { dispatcher } : {}),
    });
    const headers = response.headers;
    const result: TransportResponse = {
      status: response.statusCode,
      header(name) {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
      text: () => response.body.text(),
    };
    return result;
  };
}
