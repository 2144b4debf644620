import { brandError } from '@slashkit/api';
import type { RequestDescription } from './request-description.js';
import { RESTError } from './rest-error.js';

/** What {@link TimeoutError} is built from. */
export interface TimeoutErrorInit extends RequestDescription {
  /** The per-attempt deadline that passed, in milliseconds. */
  timeout: number;
  /** How many attempts were made. */
  attempts: number;
}

/**
 * The whole response (headers and body) did not arrive within `timeout` milliseconds of the attempt's start,
 * however the bytes trickled in; the request may or may not have reached the service.
 * @example
 * const rest = new REST({ token, timeout: 5_000 });
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) { if (error instanceof TimeoutError) retryLater(); }
 * @see README "Retries"
 */
export class TimeoutError extends RESTError {
  static {
    brandError(TimeoutError, '@slashkit/rest/TimeoutError');
  }

  readonly method: string;
  readonly route: string;
  readonly timeout: number;
  readonly attempts: number;

  constructor(init: TimeoutErrorInit) {
    super(
      'TIMEOUT',
      `${init.method} ${init.route} got no complete response within ${init.timeout} ms (${init.attempts} attempt${init.attempts === 1 ? '' : 's'}); raise the timeout option or check the service is reachable.`,
    );
    this.method = init.method;
    this.route = init.route;
    this.timeout = init.timeout;
    this.attempts = init.attempts;
  }
}
