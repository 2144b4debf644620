import { brandError } from '@slashkit/api';
import type { RequestDescription } from './request-description.js';
import { RESTError } from './rest-error.js';

/** What {@link HTTPError} is built from. */
export interface HTTPErrorInit extends RequestDescription {
  status: number;
  rawBody: string;
  /** Seconds the service asked to wait, from `Retry-After`, if any. */
  retryAfter?: number;
}

const MAX_BODY_IN_MESSAGE = 200;

/**
 * The service answered with a failure status and a body that is not a JSON error (a proxy's HTML page, an
 * empty 502…); carries the status, method, route template and the raw body.
 * @example
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) {
 *   if (error instanceof HTTPError && error.status >= 500) console.log('service trouble', error.rawBody);
 * }
 * @see README "Errors"
 */
export class HTTPError extends RESTError {
  static {
    brandError(HTTPError, '@slashkit/rest/HTTPError');
  }

  /** The HTTP status. */
  readonly status: number;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The route template. */
  readonly route: string;
  /** The body as received. */
  readonly rawBody: string;
  /** Seconds to wait before trying again, when the service said so. */
  readonly retryAfter: number | undefined;

  constructor(init: HTTPErrorInit) {
    const excerpt =
      init.rawBody.length > MAX_BODY_IN_MESSAGE
        ? `${init.rawBody.slice(0, MAX_BODY_IN_MESSAGE)}…`
        : init.rawBody;
    const advice =
      init.status >= 500
        ? 'the service failed; it was retried where replaying is safe — try again later'
        : 'the response was not a JSON error body; check baseUrl points at the API (it must end with /api/v10)';
    super(
      'HTTP_ERROR',
      `HTTP ${init.status} on ${init.method} ${init.route}: ${advice}.${excerpt ? ` Body: ${excerpt}` : ''}`,
    );
    this.status = init.status;
    this.method = init.method;
    this.route = init.route;
    this.rawBody = init.rawBody;
    this.retryAfter = init.retryAfter;
  }
}
