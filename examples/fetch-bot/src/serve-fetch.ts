import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/** A Fetch-style module: what `export default { fetch }` exports. */
export interface FetchModule<Env> {
  fetch(
    request: Request,
    env: Env,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ): Response | Promise<Response>;
}

/** A module served on `node:http`: its origin and how to stop it. */
export interface ServedFetchModule {
  url: string;
  /** Stops listening, after the work handed to `waitUntil` has settled. */
  stop(): Promise<void>;
}

/** `IncomingMessage` → `Request`: the body is streamed, not buffered. */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** `Response` → `ServerResponse`. */
async function send(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves a Fetch-style module on `node:http`: what Workers, Deno and Bun do natively, in a few lines.
 * `waitUntil` work is tracked so that `stop()` lets follow-ups finish.
 */
export async function serveFetch<Env>(
  module: FetchModule<Env>,
  env: Env,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<ServedFetchModule> {
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise.catch(() => {}).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  // Read timeouts, as a webhook server needs: a slow or idle client cannot hold a socket open.
  const server = createServer({ headersTimeout: 5_000, requestTimeout: 10_000 }, (req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    Promise.resolve()
      .then(() => module.fetch(toRequest(req, origin), env, { waitUntil }))
      .then((response) => send(response, res))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  // Rejects with the server's error (EADDRINUSE: the port is taken) rather than leaving it unhandled.
  await once(server.listen(port, host), 'listening');
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.address}:${address.port}`,
    async stop() {
      await Promise.all(pending);
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
