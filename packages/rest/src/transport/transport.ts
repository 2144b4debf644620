/** One HTTP request as the client hands it to a transport. */
export interface TransportRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** The absolute URL (it may hold an interaction token: never log it). */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The serialised JSON body, if any. */
  body: string | undefined;
  /** The caller's signal, if any: on abort the transport must reject promptly (with the signal's reason). */
  signal: AbortSignal | undefined;
  /**
   * Milliseconds to wait for the response headers, and then for the body; when they pass, the transport
   * rejects with an error named `TimeoutError` (or undici's `UND_ERR_HEADERS_TIMEOUT` / `UND_ERR_BODY_TIMEOUT`).
   */
  timeout: number;
}

/** The response a transport hands back; the body is read by `text()` exactly once. */
export interface TransportResponse {
  status: number;
  /** Reads one header by case-insensitive name; `null` when absent. */
  header(name: string): string | null;
  /** Reads the whole body as UTF-8 text. */
  text(): Promise<string>;
}

/**
 * Sends one HTTP request: the only place that touches the network, so it can be swapped (undici on Node,
 * `fetch` elsewhere, or a fake in tests).
 * @example
 * const rest = new REST({ token, transport: fetchTransport() });
 * @see README "Transports"
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
