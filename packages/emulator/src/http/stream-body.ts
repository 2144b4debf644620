import type { IncomingMessage } from 'node:http';
import { RESTJSONErrorCodes } from '@slashkit/api';
import { bodyTooLarge } from './cap-body.js';
import { HttpError } from './http-error.js';

/** A node request's body as a web stream, and whether a route began to read it. */
export interface StreamedBody {
  stream: ReadableStream<Uint8Array>;
  /** True once a route pulled from the stream (it was routed and authenticated, and wanted the body). */
  readonly started: boolean;
}

/**
 * A node request's body as a web stream that reads nothing until a route pulls it, and fails with a 413
 * `HttpError` once more than `maxBytes` have arrived: an unauthenticated or unrouted request never gets
 * its body buffered, and no body is buffered past the limit. A body cut short fails with a 400.
 */
export function streamBody(req: IncomingMessage, maxBytes: number): StreamedBody {
  let total = 0;
  let done = false;
  let started = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (error: HttpError) => {
          if (done) return;
          done = true;
          req.pause();
          controller.error(error);
        };
        req.on('data', (chunk: Buffer) => {
          if (done) return;
          total += chunk.length;
          if (total > maxBytes) {
            fail(bodyTooLarge(maxBytes));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          // Backpressure: hold the socket until the route reads on.
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (done) return;
          done = true;
          controller.close();
        });
        req.on('close', () => {
          if (!req.complete)
            fail(new HttpError(400, RESTJSONErrorCodes.GeneralError, 'The request body was cut short.'));
        });
        req.on('error', () => {
          fail(new HttpError(400, RESTJSONErrorCodes.GeneralError, 'The request body could not be read.'));
        });
        // Nothing is read until the first pull.
        req.pause();
      },
      pull() {
        started = true;
        req.resume();
      },
      cancel() {
        done = true;
        req.pause();
      },
      // No queue of its own: `pull` runs only when a route reads, so `started` tells a route that wanted the
      // body from one that never touched it.
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    get started() {
      return started;
    },
  };
}
