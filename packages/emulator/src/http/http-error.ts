import { type APIErrorBody, type APIErrorTree, RESTJSONErrorCodes } from '@slashkit/api';
import { type FieldError, toErrorBody } from '@slashkit/api/validation';

/**
 * An error a route handler throws to answer with the service's error body `{ code, message, errors? }`.
 * The pipeline turns it into the response; anything else thrown becomes a 500. Build the common ones with
 * the factories beside it ({@link badRequest}, {@link invalidForm}, {@link notFound}, {@link forbidden},
 * {@link unauthorized}) so that each status goes with the right JSON code.
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

/**
 * 400 with a message that says what is wrong and how to fix it; JSON code 0 (general error) unless the
 * service uses a specific one.
 * @example
 * throw badRequest('name: a non-empty string is required');
 */
export function badRequest(message: string, code: number = RESTJSONErrorCodes.GeneralError): HttpError {
  return new HttpError(400, code, message);
}

/**
 * 400 Invalid Form Body (JSON code 50035) with the `errors` tree built from field errors, as the service
 * answers a body that breaks its rules.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export function invalidForm(errors: readonly FieldError[]): HttpError {
  const body = toErrorBody(errors);
  return new HttpError(400, body.code, body.message, body.errors ? { errors: body.errors } : {});
}

/** Throws {@link invalidForm} when there is at least one field error. */
export function throwIfInvalid(errors: readonly FieldError[]): void {
  if (errors.length > 0) throw invalidForm(errors);
}

/** 401 with a JSON code such as `RESTJSONErrorCodes.InvalidWebhookToken`. */
export function unauthorized(code: number, message: string): HttpError {
  return new HttpError(401, code, message);
}

/** 403 with a JSON code such as `RESTJSONErrorCodes.MissingAccess`. */
export function forbidden(code: number, message: string): HttpError {
  return new HttpError(403, code, message);
}

/** 404 with a JSON code such as `RESTJSONErrorCodes.UnknownApplicationCommand`. */
export function notFound(code: number, message: string): HttpError {
  return new HttpError(404, code, message);
}
