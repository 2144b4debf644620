import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

/** One request as the local server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a handler may answer: a status with JSON/text and headers, a reset socket, or a stall. */
export type Reply =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | 'reset'
  | 'stall';

export type Handler = (request: SeenRequest, index: number) => Reply | Promise<Reply>;

/** A node:http server on 127.0.0.1, port 0, with fault injection and a log of every request. */
export interface LocalServer {
  /** `http://127.0.0.1:<port>/api/v10` */
  baseUrl: string;
  requests: SeenRequest[];
  /** Emits `request` (SeenRequest) as soon as a request's body has arrived. */
  events: EventEmitter;
  /** Largest number of requests that were open at the same time. */
  maxConcurrent: () => number;
  close: () => Promise<void>;
}

/** Starts a {@link LocalServer} inside a test; it is closed when that test finishes. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const events = new EventEmitter();
  const stalled = new Set<ServerResponse>();
  let open = 0;
  let max = 0;
  const server = createServer(async (req, res) => {
    open++;
    max = Math.max(max, open);
    res.on('close', () => {
      open--;
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const seen: SeenRequest = {
      method: req.method ?? '',
      url: (req.url ?? '').replace(/^\/api\/v10/, ''),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    const index = requests.push(seen) - 1;
    events.emit('request', seen);
    const reply = await handler(seen, index);
    if (reply === 'reset') {
      req.socket.destroy();
      return;
    }
    if (reply === 'stall') {
      stalled.add(res);
      return;
    }
    const headers: Record<string, string> = { ...reply.headers };
    let payload = '';
    if (reply.json !== undefined) {
      payload = JSON.stringify(reply.json);
      headers['content-type'] = 'application/json';
    } else if (reply.text !== undefined) payload = reply.text;
    res.writeHead(reply.status, headers);
    res.end(payload);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = async (): Promise<void> => {
    for (const res of stalled) res.socket?.destroy();
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  onTestFinished(close);
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v10`,
    requests,
    events,
    maxConcurrent: () => max,
    close,
  };
}

/** Resolves with the next request the server receives. */
export function nextRequest(server: LocalServer): Promise<SeenRequest> {
  return once(server.events, 'request').then(([seen]) => seen as SeenRequest);
}

/** A 200 JSON reply. */
export const ok = (json: unknown = {}, headers: Record<string, string> = {}): Reply => ({
  status: 200,
  json,
  headers,
});

/** A 400 reply as the service refuses a body or query: Invalid Form Body (50035) with its `errors` tree. */
export const invalidFormBody = (errors: object): Reply => ({
  status: 400,
  json: { code: 50035, message: 'Invalid Form Body', errors },
});

/** A 429 reply as the service sends it: `retry_after` in seconds (decimals allowed), and `headers`. */
export const rateLimited = (retryAfter: number, headers: Record<string, string>, global = false): Reply => ({
  status: 429,
  json: { message: 'You are being rate limited.', retry_after: retryAfter, global },
  headers,
});

/** Rate-limit headers for a bucket. */
export function limitHeaders(
  bucket: string,
  limit: number,
  remaining: number,
  resetAfter: number,
  reset = 1_900_000_000,
): Record<string, string> {
  return {
    'x-ratelimit-bucket': bucket,
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset-after': String(resetAfter),
    'x-ratelimit-reset': String(reset),
  };
}
