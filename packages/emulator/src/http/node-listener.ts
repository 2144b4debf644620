import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** The largest request body the adapter accepts (the service's own limit for JSON is far lower). */
const maxBodyBytes = 8 * 1024 * 1024;

/** A Fetch-style handler that is also told the client's address (see `EmulatorRequestInfo`). */
type FetchHandler = (request: Request, info: { clientAddress: string }) => Promise<Response>;

/**
 * Turns a Fetch-style handler into a node:http request listener: buffers the body, builds a `Request`,
 * and writes the `Response` back, passing the socket's remote address along (the emulator limits invalid
 * requests per address). Oversized bodies get 413 without reaching the handler; `text/event-stream`
 * answers are streamed, not buffered.
 */
export function createNodeListener(handler: FetchHandler): RequestListener {
  return (req, res) => {
    void handle(req, res, handler).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '500: Internal Server Error', code: 0 }));
      void error;
    });
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, handler: FetchHandler): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ message: 'Request entity too large', code: 40005 }));
      return;
    }
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const host = req.headers.host ?? `${req.socket.localAddress}:${req.socket.localPort}`;
  const method = req.method ?? 'GET';
  const body = chunks.length > 0 && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  const request = new Request(`http://${host}${req.url ?? '/'}`, {
    method,
    headers,
    ...(body ? { body } : {}),
  });
  const response = await handler(request, { clientAddress: req.socket.remoteAddress ?? 'unknown' });
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // Server-sent events stream until the client goes away; everything else is buffered.
    res.writeHead(response.status, outHeaders);
    res.flushHeaders();
    const reader = response.body.getReader();
    res.on('close', () => void reader.cancel().catch(() => {}));
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      res.write(value);
    }
    res.end();
    return;
  }
  const payload = Buffer.from(await response.arrayBuffer());
  if (payload.length > 0 || response.status !== 204) outHeaders['content-length'] = String(payload.length);
  res.writeHead(response.status, outHeaders);
  res.end(payload);
}
