/**
 * An answer whose body is written from pieces of text as the client reads them, never held whole: marked
 * `Transfer-Encoding: chunked`, which the node adapter streams (with backpressure) instead of buffering.
 * The pieces are produced on demand, so what they are made of must already be fixed when this is called.
 */
export function streamedTextResponse(
  status: number,
  pieces: Iterable<string>,
  headers: Record<string, string>,
): Response {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.iterator]();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    cancel() {
      iterator.return?.();
    },
  });
  return new Response(body, { status, headers: { ...headers, 'transfer-encoding': 'chunked' } });
}
