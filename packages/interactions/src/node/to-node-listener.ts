import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionHandler } from '../create-interaction-handler.js';
import type { InteractionHttpRequest } from '../http/interaction-http-request.js';
import { InteractionError } from '../interaction-error.js';

/**
 * A `node:http` request listener that is also express middleware (`app.post(path, listener)`) and can
 * serve fastify from an `onRequest` hook. It reads the raw body itself: mount it before any JSON body
 * parser, or keep the raw bytes in `req.rawBody` / a Buffer `req.body`.
 */
export type NodeInteractionListener = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => Promise<void>;

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Raw bytes another layer already read: `req.rawBody`, or a Buffer/string `req.body` (express.raw / text). */
const alreadyRead = (req: IncomingMessage): Uint8Array | string | undefined => {
  const { rawBody, body } = req as IncomingMessage & { rawBody?: unknown; body?: unknown };
  if (rawBody instanceof Uint8Array || typeof rawBody === 'string') return rawBody;
  if (body instanceof Uint8Array || typeof body === 'string') return body;
  return undefined;
};

const readNodeBody = (
  req: IncomingMessage,
  early: Uint8Array | string | undefined,
  maxBytes: number,
): Promise<Uint8Array | null> => {
  if (early !== undefined) {
    const bytes = typeof early === 'string' ? Buffer.from(early) : early;
    return Promise.resolve(bytes.byteLength > maxBytes ? null : bytes);
  }
  // Inline listeners, and none removed: a request is read once, and the error listener left in place keeps
  // a late socket error from going unhandled after the answer.
  return new Promise((resolve, reject) => {
    let ended = false;
    let first: Buffer | undefined;
    let rest: Buffer[] | undefined;
    let total = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      total += chunk.length;
      if (total > maxBytes) {
        // Stop buffering; the 413 is sent with Connection: close, so the rest is never read.
        over = true;
        first = rest = undefined;
        req.pause();
        resolve(null);
      } else if (first === undefined) first = chunk;
      else if (rest === undefined) rest = [first, chunk];
      else rest.push(chunk);
    });
    req.on('end', () => {
      ended = true;
      if (over) return;
      resolve(rest ? Buffer.concat(rest, total) : (first ?? Buffer.alloc(0)));
    });
    req.on('error', reject);
    // A client that hangs up (or is cut off by the server's requestTimeout) mid-body: stop waiting.
    req.on('close', () => {
      if (!ended && !over)
        reject(new Error('The client closed the connection before the body was complete.'));
    });
  });
};

/** The core's view of a node request: a class, so that a request costs no closures. */
class NodeHttpRequest implements InteractionHttpRequest {
  readonly method: string;
  readonly contentType: string | undefined;
  readonly contentLength: string | undefined;
  readonly signature: string | undefined;
  readonly timestamp: string | undefined;
  readonly #req: IncomingMessage;
  readonly #early: Uint8Array | string | undefined;
  readonly #consumed: InteractionError | undefined;

  constructor(
    req: IncomingMessage,
    early: Uint8Array | string | undefined,
    consumed: InteractionError | undefined,
  ) {
    const { headers } = req;
    this.method = req.method ?? 'GET';
    this.contentType = header(headers['content-type']);
    this.contentLength = header(headers['content-length']);
    this.signature = header(headers['x-signature-ed25519']);
    this.timestamp = header(headers['x-signature-timestamp']);
    this.#req = req;
    this.#early = early;
    this.#consumed = consumed;
  }

  readBody(maxBytes: number): Promise<Uint8Array | null> {
    if (this.#consumed) return Promise.reject(this.#consumed);
    return readNodeBody(this.#req, this.#early, maxBytes);
  }
}

/**
 * Turns an interaction handler (or a Webhook Events handler) into a `node:http` listener, express middleware
 * and fastify hook body.
 * Give the server read timeouts (see {@link createInteractionServer}, or `interactionServerTimeouts`), so
 * that slow or idle clients cannot hold sockets open.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeListener(handler)).listen(3000);
 * // express: app.post('/interactions', toNodeListener(handler));
 */
export function toNodeListener(handler: Pick<InteractionHandler, 'handle'>): NodeInteractionListener {
  return async (req, res, next) => {
    const early = alreadyRead(req);
    let consumed: InteractionError | undefined;
    if (early === undefined && (req.readableEnded || (req as { body?: unknown }).body !== undefined)) {
      consumed = new InteractionError(
        'BODY_CONSUMED',
        'The request body was already consumed (by a body parser such as express.json()), so its signature cannot be checked; mount the interactions listener before the body parser, or keep the raw bytes in req.rawBody.',
      );
      if (next) {
        next(consumed);
        return;
      }
    }
    try {
      // Never rejects: whatever makes it a 500 is reported to the handler's onError first.
      const response = await handler.handle(new NodeHttpRequest(req, early, consumed));
      // 'close' follows 'finish', and also fires when the caller hung up: either way, nothing is pending.
      // (on, not once: 'close' fires once, and marking the answer sent twice is harmless.)
      if (response.sent) res.on('close', response.sent);
      // Copied with Object.assign, not spread: node:http writes the headers of a spread object ~3 µs more
      // slowly per request (measured with the webhook server bench).
      const headers: Record<string, string | number> = Object.assign({}, response.headers);
      headers['content-length'] = Buffer.byteLength(response.body);
      res.writeHead(response.status, headers);
      res.end(response.body);
    } catch (error) {
      // Only writing the answer can fail here (the socket is gone): nothing left to tell the client.
      if (next) next(error);
      else res.destroy();
    }
  };
}
