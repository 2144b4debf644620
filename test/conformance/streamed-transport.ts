import { fetchTransport, MultipartBody, type Transport } from '@slashkit/rest';

type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A transport that sends a message with files in @slashkit/rest's own multipart encoding, the bytes
 * `MultipartBody.chunks()` yields with its `Content-Type` (what the default undici transport streams),
 * through `fetch` so the suite records it; everything else goes through `fetchTransport`.
 */
export function streamedTransport(fetchFn: Fetch): Transport {
  const other = fetchTransport({ fetch: fetchFn });
  return async (req) => {
    if (!(req.body instanceof MultipartBody)) return other(req);
    const chunks: Uint8Array[] = [];
    for await (const chunk of req.body.chunks()) chunks.push(chunk);
    const response = await fetchFn(req.url, {
      method: req.method,
      headers: { ...req.headers, 'content-type': req.body.contentType },
      body: Buffer.concat(chunks) as Uint8Array<ArrayBuffer>,
    });
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: () => response.text(),
    };
  };
}
