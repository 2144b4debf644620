import { NetworkError } from '../errors/network-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import type { Transport, TransportResponse } from '../transport/transport.js';
import { redact } from '../util/redact.js';
import type { PreparedRequest, RawResponse, Send } from './prepared-request.js';

// How transports report that the timeout passed: undici's codes, or a DOMException named TimeoutError.
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function isTimeout(error: unknown, code: string | undefined): boolean {
  return (
    (code !== undefined && TIMEOUT_CODES.has(code)) ||
    (error instanceof Error && error.name === 'TimeoutError')
  );
}

// Failures that happen before a single byte reaches the service: always safe to replay.
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorDetail(error: unknown): string {
  const causeMessage =
    error instanceof Error && error.cause instanceof Error && error.cause.message
      ? `: ${error.cause.message}`
      : '';
  return error instanceof Error ? `${error.message}${causeMessage}` : String(error);
}

// A response with its body read: one small object whose header lookup lives on the prototype.
class ReadResponse implements RawResponse {
  readonly status: number;
  readonly body: string;
  private readonly response: TransportResponse;

  constructor(response: TransportResponse, body: string) {
    this.status = response.status;
    this.body = body;
    this.response = response;
  }

  header(name: string): string | null {
    return this.response.header(name);
  }
}

/**
 * The innermost layer: sends one attempt through the transport with its per-attempt timeout, reads the whole
 * body, and turns socket failures into {@link NetworkError} and stalls into {@link TimeoutError}.
 * A caller's abort rejects with the signal's reason, untouched.
 */
export function sendOverTransport(transport: Transport): Send {
  return async (request: PreparedRequest, attempt: number): Promise<RawResponse> => {
    const outer = request.signal;
    if (outer?.aborted) throw outer.reason;
    try {
      const response = await transport({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
        signal: outer,
        timeout: request.timeout,
      });
      return new ReadResponse(response, await response.text());
    } catch (error) {
      if (outer?.aborted) throw outer.reason;
      const code = errorCode(error);
      if (isTimeout(error, code)) {
        throw new TimeoutError({
          method: request.method,
          route: request.route,
          timeout: request.timeout,
          attempts: attempt,
        });
      }
      throw new NetworkError({
        method: request.method,
        route: request.route,
        errorCode: code,
        detail: redact(errorDetail(error), request.secrets),
        requestSent: code === undefined || !UNSENT_CODES.has(code),
        attempts: attempt,
      });
    }
  };
}
