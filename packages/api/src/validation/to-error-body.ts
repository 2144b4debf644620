import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIErrorBody, APIErrorTree } from '../types/errors.js';
import type { FieldError } from './field-error.js';

/**
 * Turns field errors into the service's Invalid Form Body answer: `{ code: 50035, message: 'Invalid Form
 * Body', errors }`, where `errors` mirrors the request's JSON path (array indexes as string keys) down to
 * `_errors` leaves; a whole-body error (path `[]`) sits at `errors._errors`.
 * @example
 * toErrorBody([{ path: ['options', 0, 'name'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]);
 * // { code: 50035, message: 'Invalid Form Body',
 * //   errors: { options: { '0': { name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: '...' }] } } } } }
 * @see service-facts "Error bodies"
 */
export function toErrorBody(errors: readonly FieldError[]): APIErrorBody {
  const tree: APIErrorTree = {};
  for (const error of errors) {
    let node = tree;
    for (const segment of error.path) {
      const key = String(segment);
      let next = node[key];
      if (next === undefined || Array.isArray(next)) {
        next = {};
        node[key] = next;
      }
      node = next;
    }
    if (node._errors === undefined) node._errors = [];
    node._errors.push({ code: error.code, message: error.message });
  }
  return { code: RESTJSONErrorCodes.InvalidFormBody, message: 'Invalid Form Body', errors: tree };
}
