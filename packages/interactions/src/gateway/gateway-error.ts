import { brandError } from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';

/**
 * The stable codes of {@link GatewayError}:
 * - `AUTHENTICATION_FAILED`: the bot token was refused (close 4004, or 401 from `/gateway/bot`). Fatal.
 * - `FATAL_CLOSE`: the gateway closed with a code that reconnecting cannot fix (4010-4014). Fatal.
 * - `APPLICATION_MISMATCH`: READY named another application than `applicationId`. Fatal.
 * - `RECONNECT_LIMIT`: `backoff.maxAttempts` reconnections in a row failed. Fatal.
 * - `CLOSED`: `close()` was called before `connect()` finished.
 * - `DISCOVERY_FAILED`: `GET /gateway/bot` failed or answered nonsense; the client retries with backoff.
 * - `CONNECTION_LOST`: the socket closed or errored; the client resumes or reconnects with backoff (fatal only
 *   when no connection can be opened at all, e.g. no WebSocket implementation could be loaded).
 * - `PROTOCOL_VIOLATION`: the gateway sent something the protocol does not allow (a frame that is not a
 *   JSON object, READY without a session id, RESUMED without a Resume…); the client reconnects.
 * - `TIMED_OUT`: the WebSocket handshake, Hello, or READY/RESUMED did not come in time; the client reconnects.
 * - `LISTENER_FAILED`: an event listener threw; the client carries on.
 */
export type GatewayErrorCode =
  | 'AUTHENTICATION_FAILED'
  | 'FATAL_CLOSE'
  | 'APPLICATION_MISMATCH'
  | 'RECONNECT_LIMIT'
  | 'CLOSED'
  | 'DISCOVERY_FAILED'
  | 'CONNECTION_LOST'
  | 'PROTOCOL_VIOLATION'
  | 'TIMED_OUT'
  | 'LISTENER_FAILED';

/**
 * An error of the gateway transport, with a stable `code`. `fatal` errors stop the client; the others are
 * reported on the `error` event while it recovers. Messages never contain the bot token.
 */
export class GatewayError extends InteractionError<GatewayErrorCode> {
  static {
    brandError(GatewayError, '@slashkit/interactions/GatewayError');
  }

  /** Whether the client stopped because of it. */
  readonly fatal: boolean;
  /** The WebSocket close code that caused it, if any. */
  readonly closeCode: number | undefined;

  constructor(
    code: GatewayErrorCode,
    message: string,
    options: { fatal?: boolean; closeCode?: number; cause?: unknown } = {},
  ) {
    super(code, message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'GatewayError';
    this.fatal = options.fatal ?? false;
    this.closeCode = options.closeCode;
  }
}
