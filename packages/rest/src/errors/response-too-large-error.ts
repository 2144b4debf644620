import { brandError } from '@slashkit/api';
import type { RequestDescription } from './request-description.js';
import { RESTError } from './rest-error.js';

/** What {@link ResponseTooLargeError} is built from. */
export interface ResponseTooLargeErrorInit extends RequestDescription {
  /** The configured cap, `maxResponseBytes`, in bytes. */
  limit: number;
  /** The length the response declared in `Content-Length`, when it declared one past the cap. */
  declaredLength?: number;
}

/**
 * A response body was longer than `maxResponseBytes`: the client stopped reading at the cap (or did not
 * start, when `Content-Length` said so) and closed the connection, so a hostile or broken server cannot
 * fill the memory. Not retried.
 * @example
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) {
 *   if (error instanceof ResponseTooLargeError) console.log(error.limit);
 * }
 * @see README "Errors"
 */
export class ResponseTooLargeError extends RESTError {
  static {
    brandError(ResponseTooLargeError, '@slashkit/rest/ResponseTooLargeError');
  }

  readonly method: string;
  readonly route: string;
  /** The cap that was exceeded, in bytes. */
  readonly limit: number;
  /** The declared `Content-Length`, when the response announced its size. */
  readonly declaredLength: number | undefined;

  constructor(init: ResponseTooLargeErrorInit) {
    const size =
      init.declaredLength === undefined
        ? `more than ${init.limit} bytes`
        : `${init.declaredLength} bytes (Content-Length)`;
    super(
      'RESPONSE_TOO_LARGE',
      `${init.method} ${init.route} answered ${size}, over maxResponseBytes (${init.limit}); the body was not read. Check that baseUrl points at the API, or raise maxResponseBytes if such a response is expected.`,
    );
    this.method = init.method;
    this.route = init.route;
    this.limit = init.limit;
    this.declaredLength = init.declaredLength;
  }
}
