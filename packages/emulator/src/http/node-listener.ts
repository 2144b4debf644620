import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { RESTJSONErrorCodes } from '@slashkit/api';
import { bodyLimitFor } from './body-limits.js';
import { dotSegmentMessage, hasDotSegment } from './check-request-target.js';
import { drainRefusedBody } from './drain-refused-body.js';
import { loopbackHost, unknownHostMessage } from './host-allow-list.js';
import { redactPath } from './redact-path.js';
import { type StreamedBody, streamBody } from './stream-body.js';

/** A Fetch-style handler that is also told the client's address (see `EmulatorRequestInfo`). */
type FetchHandler = (request: Request, info: { clientAddress: string }) => Promise<Response>;

/** How the node adapter sees the server it runs in (`startEmulator` sets all of it). */
export interface NodeListenerOptions {
  /**
   * The emulator's own origin (`http://127.0.0.1:53124`): every request URL is built on it, never on the
   * `Host` header, so what the emulator writes into URLs (gateway URL, OAuth `iss`) is never the caller's.
   * Default: the address and port the request arrived on.
   */
  origin?: () => string;
  /**
   * Whether a `Host` header names this emulator; others are refused (DNS rebinding). Default: `127.0.0.1`,
   * `localhost` and `[::1]` on the port the request arrived on.
   */
  allowHost?: (host: string, port: number) => boolean;
  /** Receives a line for every request refused here (default: nowhere). */
  log?: (line: string) => void;
  /**
   * The largest body a request may have, by its method, target and content type (413 past it). Default:
   * `bodyLimitFor` the content type.
   */
  bodyLimit?: (method: string, target: string, contentType: string | undefined) => number;
}

const socketOrigin = (req: IncomingMessage): string => {
  const address = req.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
};

/** The methods the emulator routes, plus HEAD and OPTIONS (answered by the router). */
const knownMethods: readonly string[] = Object.freeze([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

/**
 * Turns a Fetch-style handler into a node:http request listener. Before anything reaches the handler it
 * refuses what no route may see: unknown methods (405), request targets with dot segments (400, so
 * `/api/v10/%2e%2e/_emulator` cannot climb out of `/api/`), unknown `Host` names (400) and declared bodies
 * over the limit (413; `bodyLimit`: uploads and a snapshot may be larger), each with a log line. The body is not read
 * here: the handler gets it as a stream, read (and capped) only by a route that wants it, after
 * authentication. An unread body closes the connection instead of being drained; a body a route began to
 * read and refused is drained (discarded, bounded), so the client sees the answer rather than a reset. The socket's address goes along (invalid requests are limited per
 * address). `text/event-stream` and `Transfer-Encoding: chunked` answers are streamed (with backpressure),
 * not buffered.
 */
export function createNodeListener(
  handler: FetchHandler,
  options: NodeListenerOptions = {},
): RequestListener {
  const settings: Settings = {
    origin: options.origin,
    allowHost: options.allowHost ?? loopbackHost,
    log: options.log ?? (() => {}),
    bodyLimit: options.bodyLimit ?? ((_method, _target, type) => bodyLimitFor(type)),
  };
  return (req, res) => {
    void handle(req, res, handler, settings).catch((error: unknown) => {
      settings.log(
        `error while answering ${req.method} ${redactPath(req.url ?? '/')}: ${(error as Error).stack ?? String(error)}`,
      );
      if (!res.headersSent) {
        writeJson(res, 500, { message: '500: Internal Server Error', code: 0 }, { connection: 'close' });
      } else res.destroy();
    });
  };
}

/** Resolves once `res` can take more, or has closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(payload)),
    ...headers,
  });
  res.end(payload);
}

/** Answers a request refused before routing, with its log line; the connection is closed after it. */
interface Settings {
  origin: (() => string) | undefined;
  allowHost: (host: string, port: number) => boolean;
  log: (line: string) => void;
  bodyLimit: (method: string, target: string, contentType: string | undefined) => number;
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  options: Settings,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const code = status === 413 ? RESTJSONErrorCodes.RequestEntityTooLarge : RESTJSONErrorCodes.GeneralError;
  options.log(`${req.method} ${redactPath(req.url ?? '/')} ${status} (${message})`);
  writeJson(res, status, { message, code }, { ...headers, connection: 'close' });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  handler: FetchHandler,
  options: Settings,
): Promise<void> {
  const method = req.method ?? 'GET';
  const target = req.url ?? '/';
  if (!knownMethods.includes(method)) {
    refuse(req, res, options, 405, `Method ${method} is not supported`, {
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    });
    return;
  }
  if (!target.startsWith('/') || target.startsWith('//')) {
    refuse(req, res, options, 400, 'The request target must be a path starting with a single /');
    return;
  }
  if (hasDotSegment(target)) {
    refuse(req, res, options, 400, dotSegmentMessage);
    return;
  }
  const host = req.headers.host;
  if (host !== undefined && !options.allowHost(host, req.socket.localPort ?? 0)) {
    refuse(req, res, options, 400, unknownHostMessage);
    return;
  }
  const declared = req.headers['content-length'];
  const bodyLimit = options.bodyLimit(method, target, req.headers['content-type']);
  if (declared !== undefined && Number(declared) > bodyLimit) {
    refuse(req, res, options, 413, 'Request entity too large');
    return;
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body: StreamedBody | undefined = hasBody ? streamBody(req, bodyLimit) : undefined;
  const request = new Request((options.origin?.() ?? socketOrigin(req)) + target, {
    method,
    headers,
    ...(body ? { body: body.stream, duplex: 'half' } : {}),
  } as RequestInit);
  const response = await handler(request, { clientAddress: req.socket.remoteAddress ?? 'unknown' });
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  if (response.body && isStreamed(response)) {
    // Server-sent events stream until the client goes away, a streamed answer until its end; everything
    // else is buffered.
    res.writeHead(response.status, outHeaders);
    res.flushHeaders();
    const reader = response.body.getReader();
    res.on('close', () => void reader.cancel().catch(() => {}));
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || res.destroyed) break;
        // Backpressure: nothing more is taken from the stream until the socket has taken this, so a reader
        // that stops reading leaves its backlog in the stream, which bounds it.
        if (!res.write(value)) await drained(res);
      }
      res.end();
    } catch {
      // The stream gave up on this reader (too far behind) or failed: the connection closes, so the client
      // sees a cut answer rather than a complete-looking one.
      res.destroy();
    }
    return;
  }
  const payload = Buffer.from(await response.arrayBuffer());
  if (payload.length > 0 || response.status !== 204) outHeaders['content-length'] = String(payload.length);
  if (body && !req.complete) {
    // A body the route never read (a 401, a 404) is not drained: the connection closes instead. One it began
    // to read and refused (a file over the limit) is drained, so the client still sending reads the answer.
    if (body.started) drainRefusedBody(req, bodyLimit);
    else outHeaders.connection = 'close';
  }
  res.writeHead(response.status, outHeaders);
  res.end(payload);
}

/**
 * Whether an answer is written as it is produced rather than buffered: server-sent events, and answers
 * that say `Transfer-Encoding: chunked` (the state snapshot, whose files can make it larger than a string).
 */
function isStreamed(response: Response): boolean {
  return (
    response.headers.get('content-type')?.startsWith('text/event-stream') === true ||
    response.headers.get('transfer-encoding') === 'chunked'
  );
}
