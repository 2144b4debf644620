import { redactSecrets, type Timers } from '@slashkit/api';
import { NetworkError } from '../errors/network-error.js';
import { ResponseTooLargeError } from '../errors/response-too-large-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import type { Transport, TransportResponse } from '../transport/transport.js';
import type { PreparedRequest, RawResponse, Send } from './prepared-request.js';

/** Settings of {@link sendOverTransport}. */
export interface TransportLayerOptions {
  /** The timers of each attempt's deadline. */
  timers: Timers;
  /** The longest response body read, in bytes. */
  maxResponseBytes: number;
}

// How transports report that their own timeout passed: undici's codes, or a DOMException named TimeoutError.
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function isTimeout(error: unknown, code: string | undefined): boolean {
  return (
    (code !== undefined && TIMEOUT_CODES.has(code)) ||
    (error instanceof Error && error.name === 'TimeoutError')
  );
}

// Failures that happen before a single byte reaches the service: always safe to replay.
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

// Timers hold at most 2^31-1 ms; a longer deadline (or Infinity) is no deadline at all.
const LONGEST_TIMER = 2 ** 31 - 1;

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

// A transport failure as the client reports it: the caller's abort untouched, else a timeout or a
// network error with every secret redacted.
function failure(error: unknown, request: PreparedRequest, attempt: number): unknown {
  if (request.signal?.aborted) return request.signal.reason;
  const code = errorCode(error);
  if (isTimeout(error, code)) {
    return new TimeoutError({
      method: request.method,
      route: request.route,
      timeout: request.timeout,
      attempts: attempt,
    });
  }
  return new NetworkError({
    method: request.method,
    route: request.route,
    errorCode: code,
    detail: redactSecrets(errorDetail(error), request.secrets),
    requestSent: code === undefined || !UNSENT_CODES.has(code),
    attempts: attempt,
  });
}

// A response with its body read: one small object whose header lookup lives on the prototype.
class ReadResponse implements RawResponse {
  readonly status: number;
  readonly body: string;
  readonly attempt: number;
  private readonly response: TransportResponse;

  constructor(response: TransportResponse, body: string, attempt: number) {
    this.status = response.status;
    this.body = body;
    this.attempt = attempt;
    this.response = response;
  }

  header(name: string): string | null {
    return this.response.header(name);
  }
}

/**
 * The innermost layer: sends one attempt through the transport and reads the whole body within the
 * attempt's deadline (headers and body together, however slowly the bytes trickle in) and within
 * `maxResponseBytes`. A stall or a trickle past the deadline ends in {@link TimeoutError} (and the response
 * is cancelled), a body past the cap in {@link ResponseTooLargeError}, a socket failure in
 * {@link NetworkError}; a caller's abort rejects with the signal's reason, untouched.
 */
export function sendOverTransport(transport: Transport, options: TransportLayerOptions): Send {
  const { timers, maxResponseBytes } = options;
  return (request: PreparedRequest, attempt: number): Promise<RawResponse> => {
    const outer = request.signal;
    if (outer?.aborted) return Promise.reject(outer.reason);
    return new Promise<RawResponse>((resolve, reject) => {
      let settled = false;
      let response: TransportResponse | undefined;
      const deadline =
        request.timeout <= LONGEST_TIMER
          ? timers.setTimeout(() => {
              if (settled) return;
              settled = true;
              response?.cancel?.();
              reject(
                new TimeoutError({
                  method: request.method,
                  route: request.route,
                  timeout: request.timeout,
                  attempts: attempt,
                }),
              );
            }, request.timeout)
          : undefined;
      const settle = (): boolean => {
        if (settled) return false;
        settled = true;
        if (deadline !== undefined) timers.clearTimeout(deadline);
        return true;
      };
      const onFailure = (error: unknown): void => {
        if (settle()) reject(failure(error, request, attempt));
      };
      const onBody = (body: string | null): void => {
        if (settled) return;
        // `length` counts UTF-16 units, never more than the bytes: a check that also holds a transport of
        // your own to the cap.
        if (body === null || body.length > maxResponseBytes) {
          settle();
          response?.cancel?.();
          const declared = Number(response?.header('content-length'));
          reject(
            new ResponseTooLargeError({
              method: request.method,
              route: request.route,
              limit: maxResponseBytes,
              ...(declared > maxResponseBytes ? { declaredLength: declared } : {}),
            }),
          );
          return;
        }
        settle();
        resolve(new ReadResponse(response!, body, attempt));
      };
      const onResponse = (received: TransportResponse): Promise<void> | undefined => {
        // Headers that arrive after the deadline: nobody waits for the body any more.
        if (settled) {
          received.cancel?.();
          return undefined;
        }
        response = received;
        return received.text(maxResponseBytes).then(onBody);
      };
      let sent: Promise<TransportResponse>;
      try {
        sent = transport({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: request.body,
          signal: outer,
          timeout: request.timeout,
        });
      } catch (error) {
        onFailure(error);
        return;
      }
      sent.then(onResponse).catch(onFailure);
    });
  };
}
