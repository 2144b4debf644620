import { RESTJSONErrorCodes } from '../error-codes.js';
import { createRecord } from '../records/create-record.js';
import type { APIErrorBody, APIErrorTree } from '../types/errors.js';
import type { FieldError } from './field-error.js';

/**
 * Turns field errors into the service's Invalid Form Body answer: `{ code: 50035, message: 'Invalid Form
 * Body', errors }`, where `errors` mirrors the request's JSON path (array indexes as string keys) down to
 * `_errors` leaves; a whole-body error (path `[]`) sits at `errors._errors`. Paths come from request bodies,
 * so every node of the tree is built without a prototype: a key such as `__proto__` or `constructor` is an
 * own key of the tree like any other. A path segment `_errors` (a request key of that name) cannot be a
 * node of the tree, so its error is listed where that key sits.
 * @example
 * toErrorBody([{ path: ['options', 0, 'name'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]);
 * // { code: 50035, message: 'Invalid Form Body',
 * //   errors: { options: { '0': { name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: '...' }] } } } } }
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export function toErrorBody(errors: readonly FieldError[]): APIErrorBody {
  const tree = createRecord<APIErrorTree[string]>() as APIErrorTree;
  for (const error of errors) {
    let node = tree;
    for (const segment of error.path) {
      const key = String(segment);
      if (key === '_errors') break;
      let next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (next === undefined || Array.isArray(next)) {
        next = createRecord<APIErrorTree[string]>() as APIErrorTree;
        node[key] = next;
      }
      node = next;
    }
    const leaves = Object.hasOwn(node, '_errors') ? node._errors : undefined;
    if (leaves === undefined) node._errors = [{ code: error.code, message: error.message }];
    else leaves.push({ code: error.code, message: error.message });
  }
  return { code: RESTJSONErrorCodes.InvalidFormBody, message: 'Invalid Form Body', errors: tree };
}
