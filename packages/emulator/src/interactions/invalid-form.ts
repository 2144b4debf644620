import { type FieldError, toErrorBody } from '@slashkit/api/validation';
import { HttpError } from '../http/http-error.js';

/** The service's 400 "Invalid Form Body" (50035) for field errors, with the nested `errors` tree. */
export function invalidForm(errors: readonly FieldError[]): HttpError {
  const body = toErrorBody(errors);
  return new HttpError(400, body.code, body.message, body.errors ? { errors: body.errors } : {});
}
