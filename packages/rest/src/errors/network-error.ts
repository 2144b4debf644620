import { brandError } from '@slashkit/api';
import type { RequestDescription } from './request-description.js';
import { RESTError } from './rest-error.js';

/** What {@link NetworkError} is built from. */
export interface NetworkErrorInit extends RequestDescription {
  /** The socket-level code, e.g. `ECONNRESET`, `ECONNREFUSED`, `UND_ERR_SOCKET`. */
  errorCode: string | undefined;
  /** The underlying failure's message, already free of secrets. */
  detail: string;
  /** False only when the request certainly never reached the service (connection refused, DNS). */
  requestSent: boolean;
  attempts: number;
}

/**
 * The connection failed (refused, reset, closed mid-response, DNS) and no usable response arrived.
 * @example
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) {
 *   if (error instanceof NetworkError) console.log(error.errorCode); // 'ECONNREFUSED'
 * }
 * @see README "Retries"
 */
export class NetworkError extends RESTError {
  static {
    brandError(NetworkError, '@slashkit/rest/NetworkError');
  }

  readonly method: string;
  readonly route: string;
  readonly errorCode: string | undefined;
  readonly requestSent: boolean;
  readonly attempts: number;

  constructor(init: NetworkErrorInit) {
    super(
      'NETWORK_ERROR',
      `${init.method} ${init.route} failed at the network level (${init.errorCode ?? 'unknown'}: ${init.detail}) after ${init.attempts} attempt${init.attempts === 1 ? '' : 's'}; check that baseUrl is reachable.`,
    );
    this.method = init.method;
    this.route = init.route;
    this.errorCode = init.errorCode;
    this.requestSent = init.requestSent;
    this.attempts = init.attempts;
  }
}
