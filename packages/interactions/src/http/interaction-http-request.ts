/**
 * A webhook request as the handler's core sees it, whatever the server: the headers it reads and a way to
 * read the raw body with a size limit. `fetch` and the node adapter build one of these.
 */
export interface InteractionHttpRequest {
  /** The HTTP method; only POST is accepted. */
  method: string;
  /** The `Content-Type` header. */
  contentType: string | null | undefined;
  /** The `Content-Length` header, if sent: lets an oversized body be refused before reading it. */
  contentLength: string | null | undefined;
  /** The `X-Signature-Ed25519` header. */
  signature: string | null | undefined;
  /** The `X-Signature-Timestamp` header. */
  timestamp: string | null | undefined;
  /** Reads the raw body bytes; resolves null as soon as more than `maxBytes` have arrived. */
  readBody(maxBytes: number): Promise<Uint8Array | null>;
}
