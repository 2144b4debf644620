/** One HTTP request as the client hands it to a transport. */
export interface TransportRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** The absolute URL (it may hold an interaction token: never log it). */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /**
   * The body, if any: serialised JSON, or for a message with files a `FormData` (the runtime's) whose parts
   * are Blobs, which the transport encodes as `multipart/form-data` with its own boundary and
   * `Content-Type` (`fetch` and undici do), and may encode again for another attempt.
   */
  body: string | FormData | undefined;
  /** The caller's signal, if any: on abort the transport must reject promptly (with the signal's reason). */
  signal: AbortSignal | undefined;
  /**
   * The attempt's deadline in milliseconds, for headers and body together. The client enforces it itself
   * (it rejects the attempt and calls {@link TransportResponse.cancel}); a transport should also stop
   * waiting by then on its own, so that nothing lingers after a timed-out attempt (undici: its
   * headers/body timers; fetch: an abort timer), rejecting with an error named `TimeoutError` (or undici's
   * `UND_ERR_HEADERS_TIMEOUT` / `UND_ERR_BODY_TIMEOUT`).
   */
  timeout: number;
}

/** The response a transport hands back; the body is read by `text()` exactly once. */
export interface TransportResponse {
  status: number;
  /** Reads one header by case-insensitive name; `null` when absent. */
  header(name: string): string | null;
  /**
   * Reads the whole body as UTF-8 text, or resolves with `null` when it is longer than `maxBytes` bytes: the
   * transport then stops reading (at once when `Content-Length` says so) and releases the connection, so
   * memory stays bounded whatever the server sends.
   */
  text(maxBytes: number): Promise<string | null>;
  /** Stops reading the body and closes the connection; the client calls it when the deadline passes. */
  cancel?(): void;
}

/**
 * Sends one HTTP request: the only place that touches the network, so it can be swapped (undici on Node,
 * `fetch` elsewhere, or a fake in tests).
 * @example
 * const rest = new REST({ token, transport: fetchTransport() });
 * @see README "Transports"
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
