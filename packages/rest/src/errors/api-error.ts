import type { APIErrorBody } from '@slashkit/api';
import { brandError } from '@slashkit/api';
import { type APIFieldErrorEntry, flattenFieldErrors } from './flatten-field-errors.js';
import type { RequestDescription } from './request-description.js';
import { RESTError } from './rest-error.js';

/** What {@link APIError} is built from. */
export interface APIErrorInit extends RequestDescription {
  status: number;
  body: APIErrorBody;
  rawBody: string;
  /** Seconds the service asked to wait (only on 429s that were not retried). */
  retryAfter?: number;
  /** Advice on how to fix the failure, for codes where the service's message alone does not say. */
  hint?: string;
}

// The message lists this many field errors at most; `fieldErrors` keeps them all.
const MAX_LINES = 50;

/**
 * The service answered with a JSON error body: carries the HTTP status, the JSON `jsonCode` (e.g. 50035),
 * the method and route template, the service's message, every field error flattened to
 * `options[0].name[APPLICATION_COMMAND_INVALID_NAME]: …`, and the raw body.
 * @example
 * try { await rest.commands.createGlobalCommand(appId, { name: 'Bad Name', description: 'x' }); }
 * catch (error) {
 *   if (error instanceof APIError && error.jsonCode === 50035) console.log(error.fieldErrors);
 * }
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export class APIError extends RESTError {
  static {
    brandError(APIError, '@slashkit/rest/APIError');
  }

  /** The HTTP status, e.g. 400. */
  readonly status: number;
  /** The service's JSON error code, e.g. 50035 (Invalid Form Body) or 30034 (daily create limit). */
  readonly jsonCode: number;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The route template, never the real path (which may carry an interaction token). */
  readonly route: string;
  /** The service's top-level message, e.g. "Invalid Form Body". */
  readonly serviceMessage: string;
  /** Every leaf of the `errors` tree, depth first (bounded: see README "Errors"). */
  readonly fieldErrors: readonly APIFieldErrorEntry[];
  /** The parsed error body. */
  readonly body: APIErrorBody;
  /** The body as received, for anything this class does not model. */
  readonly rawBody: string;
  /** Seconds to wait before trying again, when the service said so. */
  readonly retryAfter: number | undefined;
  /** Advice for known failures (30032, 30034, 10062, 40060, a refused token, permission edits…). */
  readonly hint: string | undefined;

  constructor(init: APIErrorInit) {
    const fieldErrors = init.body.errors ? flattenFieldErrors(init.body.errors) : [];
    const lines = fieldErrors
      .slice(0, MAX_LINES)
      .map((entry) => `  ${entry.path}[${entry.code}]: ${entry.message}`);
    if (fieldErrors.length > MAX_LINES) {
      lines.push(`  … and ${fieldErrors.length - MAX_LINES} more field errors (see fieldErrors)`);
    }
    let message = `${init.body.message} (code ${init.body.code}, HTTP ${init.status}) on ${init.method} ${init.route}`;
    if (lines.length > 0) message += `\n${lines.join('\n')}`;
    if (init.hint) message += `\nHint: ${init.hint}`;
    super('API_ERROR', message);
    this.status = init.status;
    this.jsonCode = init.body.code;
    this.method = init.method;
    this.route = init.route;
    this.serviceMessage = init.body.message;
    this.fieldErrors = fieldErrors;
    this.body = init.body;
    this.rawBody = init.rawBody;
    this.retryAfter = init.retryAfter;
    this.hint = init.hint;
  }
}
