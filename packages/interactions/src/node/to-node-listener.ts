import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionHandler } from '../create-interaction-handler.js';

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

const readNodeBody = (req: IncomingMessage, maxBytes: number): Promise<Uint8Array | null> => {
  const early = alreadyRead(req);
  if (early !== undefined) {
    const bytes = typeof early === 'string' ? Buffer.from(early) : early;
    return Promise.resolve(bytes.byteLength > maxBytes ? null : bytes);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        // Stop buffering; the 413 is sent with Connection: close, so the rest is never read.
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
};

/**
 * Turns an interaction handler into a `node:http` listener, express middleware and fastify hook body.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeListener(handler)).listen(3000);
 * // express: app.post('/interactions', toNodeListener(handler));
 */
export function toNodeListener(handler: InteractionHandler): NodeInteractionListener {
  return async (req, res, next) => {
    const early = alreadyRead(req);
    if (early === undefined && (req.readableEnded || (req as { body?: unknown }).body !== undefined)) {
      const error = new Error(
        'The request body was already consumed (by a body parser such as express.json()), so its signature cannot be checked; mount the interactions listener before the body parser, or keep the raw bytes in req.rawBody.',
      );
      if (next) {
        next(error);
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: error.message }));
      return;
    }
    try {
      const { headers } = req;
      const response = await handler.handle({
        method: req.method ?? 'GET',
        contentType: header(headers['content-type']),
        contentLength: header(headers['content-length']),
        signature: header(headers['x-signature-ed25519']),
        timestamp: header(headers['x-signature-timestamp']),
        readBody: (max) => readNodeBody(req, max),
      });
      // 'close' follows 'finish', and also fires when the caller hung up: either way, nothing is pending.
      if (response.sent) res.once('close', response.sent);
      res.writeHead(response.status, {
        ...response.headers,
        'content-length': Buffer.byteLength(response.body),
      });
      res.end(response.body);
    } catch (error) {
      if (next) next(error);
      else if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal error.' }));
      } else res.destroy();
    }
  };
}
