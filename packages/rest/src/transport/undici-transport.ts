import { fetchTransport } from './fetch-transport.js';
import { loadUndici, type UndiciModule } from './load-undici.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

type Dispatcher = import('undici').Dispatcher;
type HttpMethod = import('undici').Dispatcher.HttpMethod;
type ResponseData = import('undici').Dispatcher.ResponseData;
type RequestOptions = import('undici').Dispatcher.RequestOptions;
type RequestFunction = (this: Dispatcher, options: RequestOptions) => Promise<ResponseData>;

/** Options of {@link undiciTransport}. */
export interface UndiciTransportOptions {
  /** An undici `Dispatcher` (Agent, Pool, ProxyAgent, MockAgent); defaults to undici's global dispatcher. */
  dispatcher?: Dispatcher;
}

// A path (and query) that the WHATWG URL parser would hand back unchanged: no characters it would
// percent-encode (`'` is encoded in a query), no dot segments, no fragment, no empty trailing `?`.
const PLAIN_PATH = /^\/[\w\-.~!$&()*+,;=:@/%?]*$/;

function isPlainPath(path: string): boolean {
  return PLAIN_PATH.test(path) && !path.includes('/.') && !path.endsWith('?');
}

const noop = (): void => {};

// Reads a body of unknown length, counting bytes; past `maxBytes` it stops and closes the connection.
function readCapped(body: ResponseData['body'], maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        body.off('error', reject).on('error', noop).destroy();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    body.once('end', () => resolve(Buffer.concat(chunks, size).toString('utf8')));
    body.once('error', reject);
  });
}

// One class for every response: its methods live on the prototype instead of two closures per request.
class UndiciResponse implements TransportResponse {
  readonly status: number;
  private readonly data: ResponseData;

  constructor(data: ResponseData) {
    this.status = data.statusCode;
    this.data = data;
  }

  header(name: string): string | null {
    const headers = this.data.headers;
    // undici hands header names over in lower case, as the limiter asks for them.
    const value = headers[name] ?? headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  text(maxBytes: number): Promise<string | null> {
    const declared = this.data.headers['content-length'];
    if (typeof declared === 'string') {
      const length = Number(declared);
      // undici never delivers more than Content-Length, so a declared length within the cap is a bound
      // already, and the body takes undici's own (faster) reader.
      if (length <= maxBytes) return this.data.body.text();
      if (length > maxBytes) {
        this.cancel();
        return Promise.resolve(null);
      }
    }
    return readCapped(this.data.body, maxBytes);
  }

  cancel(): void {
    // A destroyed body emits an abort error; nobody may be listening any more, and it must not crash.
    this.data.body.on('error', noop).destroy();
  }
}

const toResponse = (data: ResponseData): TransportResponse => new UndiciResponse(data);

type UndiciBody = string | import('undici').FormData | null;

/**
 * The body as undici takes it. undici encodes only its own `FormData` (an `instanceof` check), and the
 * runtime's `FormData` comes from the undici built into Node, a copy of its own: the parts (Blobs, which
 * both share) move into one of this undici's, by reference, so nothing is read or copied here.
 */
function undiciBody(undiciModule: UndiciModule, body: string | FormData | undefined): UndiciBody {
  if (body === undefined || typeof body === 'string') return body ?? null;
  if (body instanceof undiciModule.FormData) return body;
  const form = new undiciModule.FormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
}

/** Why undici could not be loaded, and what to do, for a transport that was given a dispatcher. */
const undiciMissing = (cause: unknown): Error =>
  new Error(
    'undiciTransport: undici could not be imported, so the dispatcher passed to it cannot be used ' +
      `(${cause instanceof Error ? cause.message : String(cause)}). Install undici, or run where dynamic ` +
      'import() works (under Jest: NODE_OPTIONS=--experimental-vm-modules), or use fetchTransport().',
    { cause },
  );

/**
 * The default transport on Node: undici's `request`, imported on the first request rather than at import
 * time, because loading undici costs about twice the whole import budget of this package.
 *
 * When undici cannot be imported (CommonJS under Jest, where `import()` is unavailable, or a bundle that
 * left it out) and no `dispatcher` was given, requests go through the global `fetch` instead, for the
 * life of the transport. With a `dispatcher`, that failure rejects the request with an error saying so.
 * @example
 * import { Agent } from 'undici';
 * const rest = new REST({ token, transport: undiciTransport({ dispatcher: new Agent({ connections: 8 }) }) });
 * @see README "Transports"
 */
export function undiciTransport(options: UndiciTransportOptions = {}): Transport {
  const { dispatcher } = options;
  let undici: UndiciModule | undefined;
  let dispatch: RequestFunction | undefined;
  // The origin of the last URL, so that the next one to the same API base skips the WHATWG parse.
  let lastPrefix = '';
  let lastOrigin = '';

  // The origin of an http(s) URL whose path starts at `start`, parsed once per scheme, host and port in a
  // row rather than once per request; undefined sends the URL through undici's full parse.
  const originOf = (url: string, start: number): string | undefined => {
    const prefix = url.slice(0, start);
    if (prefix === lastPrefix) return lastOrigin;
    if (/[?#\\]/.test(prefix)) return undefined;
    // The same checks and normalisation as undici's request(url): http(s) only, the origin as URL has it.
    let parsed: URL;
    try {
      parsed = new URL(prefix);
    } catch {
      return undefined;
    }
    const { protocol, origin } = parsed;
    if (protocol !== 'http:' && protocol !== 'https:') return undefined;
    lastPrefix = prefix;
    lastOrigin = origin;
    return origin;
  };

  const send = (undiciModule: UndiciModule, req: TransportRequest): Promise<TransportResponse> => {
    const url = req.url;
    const scheme = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : 0;
    const start = scheme === 0 ? -1 : url.indexOf('/', scheme);
    const path = start > scheme ? url.slice(start) : '';
    const origin = start > scheme && isPlainPath(path) ? originOf(url, start) : undefined;
    // undici refuses a timeout that is not finite; 0 turns its timer off (the client's deadline still holds).
    const idle = Number.isFinite(req.timeout) ? req.timeout : 0;
    if (origin !== undefined) {
      // What undici's request(url, options) does once it has parsed the URL, minus the parse and a copy.
      dispatch ??= undiciModule.Dispatcher.prototype.request as RequestFunction;
      return dispatch
        .call(dispatcher ?? undiciModule.getGlobalDispatcher(), {
          origin,
          path,
          method: req.method as HttpMethod,
          headers: req.headers,
          body: undiciBody(undiciModule, req.body),
          // The client keeps the total deadline; undici's idle timers close the socket by then too, and
          // cost far less than an AbortController per request.
          headersTimeout: idle,
          bodyTimeout: idle,
          signal: req.signal ?? null,
        })
        .then(toResponse);
    }
    // Anything unusual (a path URL would re-encode, another scheme) takes undici's full parse.
    return undiciModule
      .request(url, {
        method: req.method as HttpMethod,
        headers: req.headers,
        body: undiciBody(undiciModule, req.body),
        headersTimeout: idle,
        bodyTimeout: idle,
        signal: req.signal ?? null,
        ...(dispatcher ? { dispatcher } : {}),
      })
      .then(toResponse);
  };

  // Transports settle: a URL undici refuses to parse rejects rather than throws.
  const trySend = (undiciModule: UndiciModule, req: TransportRequest): Promise<TransportResponse> => {
    try {
      return send(undiciModule, req);
    } catch (error) {
      return Promise.reject(error);
    }
  };

  let fallback: Transport | undefined;
  let loading: Promise<UndiciModule | Transport> | undefined;
  const load = (): Promise<UndiciModule | Transport> =>
    loadUndici().catch((error: unknown) => {
      // A dispatcher (a proxy, a mock, pool limits) is what the caller asked for: never drop it silently.
      if (dispatcher !== undefined || typeof globalThis.fetch !== 'function') {
        loading = undefined; // tried again on the next request, not remembered
        throw dispatcher === undefined ? error : undiciMissing(error);
      }
      fallback = fetchTransport();
      return fallback;
    });
  return (req) => {
    if (undici !== undefined) return trySend(undici, req);
    if (fallback !== undefined) return fallback(req);
    loading ??= load();
    return loading.then((loaded) => {
      if (typeof loaded === 'function') return loaded(req);
      undici = loaded;
      return trySend(loaded, req);
    });
  };
}
