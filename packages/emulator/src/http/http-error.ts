import type { APIErrorBody, APIErrorTree } from '@slashkit/api';

/**
 * An error a route handler throws to answer with the service's error body `{ code, message, errors? }`.
 * The pipeline turns it into the response; anything else thrown becomes a 500.
 */
export class HttpError extends Error {
  /** HTTP status. */
  readonly status: number;
  /** The service's JSON error code (0 for general errors). */
  readonly code: number;
  /** The nested `errors` tree, for form-body errors. */
  readonly errors: APIErrorTree | undefined;
  /** Extra response headers (e.g. `Allow` on 405). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: number,
    message: string,
    options: { errors?: APIErrorTree; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  /** The JSON body the service sends for this error. */
  toBody(): APIErrorBody {
    return this.errors === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, errors: this.errors };
  }
}
