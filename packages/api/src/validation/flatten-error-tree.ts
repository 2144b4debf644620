import { isJsonObject } from '../json/is-json-object.js';
import type { APIErrorTree } from '../types/errors.js';
import type { FieldError } from './field-error.js';

const INDEX = /^(0|[1-9]\d*)$/;

/**
 * How deep an error tree is read. The service's paths follow request bodies, a handful of levels deep; a
 * deeper tree is hostile or broken, and its deeper parts are not read (so a tree nested thousands deep
 * costs neither the stack nor quadratic path copies).
 */
export const maxErrorTreeDepth = 64;

/** Options of {@link flattenErrorTree}. */
export interface FlattenErrorTreeOptions {
  /** The most field errors read; the rest of the tree is left out. Default: no limit. */
  maxErrors?: number;
  /**
   * Called once when part of the tree is left out (nested past {@link maxErrorTreeDepth} levels, or past
   * `maxErrors`), with the path where reading first stopped (`[]` when the count ran out).
   */
  onLeftOut?: (path: (string | number)[]) => void;
}

/**
 * Flattens the service's nested `errors` tree into field errors, the inverse of `toErrorBody`: keys made
 * of digits become array indexes (numbers). Malformed parts of the tree (it comes from the network) are
 * skipped rather than thrown on, and nothing below {@link maxErrorTreeDepth} levels is read. Depth-first,
 * in key order, with a node's own `_errors` before its children's.
 * @example
 * flattenErrorTree({ name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } });
 * // [{ path: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export function flattenErrorTree(tree: APIErrorTree, options: FlattenErrorTreeOptions = {}): FieldError[] {
  const maxErrors = options.maxErrors ?? Number.POSITIVE_INFINITY;
  const errors: FieldError[] = [];
  let leftOut: (string | number)[] | undefined;
  // An explicit stack instead of recursion: the tree comes from the network and may be arbitrarily deep.
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: tree, path: [] }];
  while (stack.length > 0) {
    if (errors.length >= maxErrors) {
      leftOut ??= []; // what is still on the stack may hold more
      break;
    }
    const { node, path } = stack.pop()!;
    if (!isJsonObject(node)) continue;
    const record = node as Record<string, unknown>;
    // Own properties only: a hostile body must not reach Object.prototype.
    const leaves = Object.hasOwn(record, '_errors') ? record._errors : undefined;
    if (Array.isArray(leaves)) {
      for (const leaf of leaves) {
        if (typeof leaf !== 'object' || leaf === null) continue;
        if (errors.length >= maxErrors) {
          leftOut ??= [];
          break;
        }
        const { code, message } = leaf as { code?: unknown; message?: unknown };
        errors.push({
          path: [...path],
          code: typeof code === 'string' ? code : 'UNKNOWN',
          message: typeof message === 'string' ? message : '',
        });
      }
    }
    const keys = Object.keys(record).filter((key) => key !== '_errors');
    if (keys.length === 0) continue;
    if (path.length >= maxErrorTreeDepth) {
      leftOut ??= path;
      continue;
    }
    // Children pushed in reverse, so they come off the stack in key order.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push({ node: record[key], path: [...path, INDEX.test(key) ? Number(key) : key] });
    }
  }
  if (leftOut !== undefined) options.onLeftOut?.(leftOut);
  return errors;
}
