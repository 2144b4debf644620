import { RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError } from './http-error.js';

/** 413 / 40005 for a body over `maxBytes`, in the words the node adapter uses for requests. */
export function bodyTooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    RESTJSONErrorCodes.RequestEntityTooLarge,
    `Request entity too large: the body is over ${maxBytes} bytes.`,
  );
}

/**
 * A body stream that passes `stream` on and fails with `tooLarge()` (default {@link bodyTooLarge};
 * cancelling `stream`) as soon as more than `maxBytes` have come: a body read from the network (an app's
 * inline answer) is never buffered past its cap, whatever its `Content-Length` says.
 */
export function capBody(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => HttpError = () => bodyTooLarge(maxBytes),
): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        total += value.byteLength;
        if (total > maxBytes) {
          controller.error(tooLarge());
          void reader.cancel().catch(() => {});
          return;
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
