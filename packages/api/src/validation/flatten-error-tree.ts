import type { APIErrorTree } from '../types/errors.js';
import type { FieldError } from './field-error.js';

const INDEX = /^(0|[1-9]\d*)$/;

/**
 * How deep the tree is read. The service's paths follow request bodies, a handful of levels deep; a
 * deeper tree is hostile or broken, and its deeper parts are not read (so a tree nested thousands deep
 * costs neither the stack nor quadratic path copies).
 */
const maxDepth = 64;

/**
 * Flattens the service's nested `errors` tree into field errors, the inverse of `toErrorBody`: keys made
 * of digits become array indexes (numbers). Malformed parts of the tree (it comes from the network) are
 * skipped rather than thrown on, and nothing below 64 levels is read. Depth-first, in key order, with a
 * node's own `_errors` before its children's.
 * @example
 * flattenErrorTree({ name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } });
 * // [{ path: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]
 * @see service-facts "Error bodies"
 */
export function flattenErrorTree(tree: APIErrorTree): FieldError[] {
  const errors: FieldError[] = [];
  // An explicit stack instead of recursion: the tree comes from the network and may be arbitrarily deep.
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: tree, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null || Array.isArray(node)) continue;
    const record = node as Record<string, unknown>;
    const leaves = record._errors;
    if (Array.isArray(leaves)) {
      for (const leaf of leaves) {
        if (typeof leaf !== 'object' || leaf === null) continue;
        const { code, message } = leaf as { code?: unknown; message?: unknown };
        errors.push({
          path: [...path],
          code: typeof code === 'string' ? code : 'UNKNOWN',
          message: typeof message === 'string' ? message : '',
        });
      }
    }
    if (path.length >= maxDepth) continue;
    // Children pushed in reverse, so they come off the stack in key order.
    const keys = Object.keys(record).filter((key) => key !== '_errors');
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push({ node: record[key], path: [...path, INDEX.test(key) ? Number(key) : key] });
    }
  }
  return errors;
}
