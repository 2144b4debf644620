import type { APIErrorTree } from '../types/errors.js';
import type { FieldError } from './field-error.js';

const INDEX = /^(0|[1-9]\d*)$/;

/**
 * Flattens the service's nested `errors` tree into field errors, the inverse of `toErrorBody`: keys made
 * of digits become array indexes (numbers). Malformed parts of the tree (it comes from the network) are
 * skipped rather than thrown on.
 * @example
 * flattenErrorTree({ name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } });
 * // [{ path: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]
 * @see service-facts "Error bodies"
 */
export function flattenErrorTree(tree: APIErrorTree): FieldError[] {
  const errors: FieldError[] = [];
  walk(tree, [], errors);
  return errors;
}

function walk(node: unknown, path: (string | number)[], out: FieldError[]): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const record = node as Record<string, unknown>;
  const leaves = record._errors;
  if (Array.isArray(leaves)) {
    for (const leaf of leaves) {
      if (typeof leaf !== 'object' || leaf === null) continue;
      const { code, message } = leaf as { code?: unknown; message?: unknown };
      out.push({
        path: path.slice(),
        code: typeof code === 'string' ? code : 'UNKNOWN',
        message: typeof message === 'string' ? message : '',
      });
    }
  }
  for (const key in record) {
    if (key === '_errors') continue;
    path.push(INDEX.test(key) ? Number(key) : key);
    walk(record[key], path, out);
    path.pop();
  }
}
