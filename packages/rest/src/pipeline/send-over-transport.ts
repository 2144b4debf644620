import { NetworkError } from '../errors/network-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import type { Transport } from '../transport/transport.js';
import { redact } from '../util/redact.js';
import type { Timers } from '../util/timers.js';
import type { PreparedRequest, RawResponse, Send } from './prepared-request.js';

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

/**
 * The innermost layer: sends one attempt through the transport under a per-attempt timeout, reads the whole
 * body, and turns socket failures into {@link NetworkError} and stalls into {@link TimeoutError}.
 * A caller's abort rejects with the signal's reason, untouched.
 */
export function sendOverTransport(transport: Transport, timers: Timers): Send {
  return async (request: PreparedRequest, attempt: number): Promise<RawResponse> => {
    const controller = new AbortController();
    const outer = request.signal;
    if (outer?.aborted) throw outer.reason;
    let timedOut = false;
    const onAbort = (): void => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onAbort, { once: true });
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeout);
    try {
      const response = await transport({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
      });
      const body = await response.text();
      return { status: response.status, header: (name) => response.header(name), body };
    } catch (error) {
      if (outer?.aborted) throw outer.reason;
      if (timedOut) {
        throw new TimeoutError({
          method: request.method,
          route: request.route,
          timeout: request.timeout,
          attempts: attempt,
        });
      }
      const code = errorCode(error);
      throw new NetworkError({
        method: request.method,
        route: request.route,
        errorCode: code,
        detail: redact(errorDetail(error), request.secrets),
        requestSent: code === undefined || !UNSENT_CODES.has(code),
        attempts: attempt,
      });
    } finally {
      timers.clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  };
}
