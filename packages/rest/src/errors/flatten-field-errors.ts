import type { APIErrorTree } from '@slashkit/api';
import { flattenErrorTree, formatFieldPath, maxErrorTreeDepth } from '@slashkit/api/validation';

/** One leaf of the service's `errors` tree, with its JSON path already formatted (`options[0].name`). */
export interface APIFieldErrorEntry {
  /** The JSON path of the bad field, e.g. `options[0].name`; `(body)` for a whole-request error. */
  path: string;
  /** The same path as segments, array indexes as numbers: `['options', 0, 'name']`. */
  segments: readonly (string | number)[];
  /** The string code, e.g. `APPLICATION_COMMAND_INVALID_NAME`. */
  code: string;
  /** The service's explanation. */
  message: string;
}

/** The most field errors kept from one error body. */
export const maxFieldErrors = 1000;

/**
 * The service's nested `errors` tree as field errors with formatted paths, read by `@slashkit/api`'s
 * `flattenErrorTree` (iterative, so a tree nested 5,000 levels deep cannot overflow the stack). Levels past
 * `maxErrorTreeDepth` and leaves past {@link maxFieldErrors} are left out, and one last entry says so.
 * @example
 * flattenFieldErrors({ name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'Required' }] } });
 * // [{ path: 'name', segments: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'Required' }]
 */
export function flattenFieldErrors(tree: unknown): APIFieldErrorEntry[] {
  let leftOut: (string | number)[] | undefined;
  const errors = flattenErrorTree(tree as APIErrorTree, {
    maxErrors: maxFieldErrors,
    onLeftOut: (path) => {
      leftOut = path;
    },
  });
  const out: APIFieldErrorEntry[] = errors.map(({ path, code, message }) => ({
    path: formatFieldPath(path),
    segments: path,
    code,
    message,
  }));
  if (leftOut !== undefined)
    out.push({
      path: formatFieldPath(leftOut),
      segments: leftOut,
      code: 'UNKNOWN',
      message: `more field errors (nested past ${maxErrorTreeDepth} levels, or past ${maxFieldErrors} entries) are left out; see rawBody`,
    });
  return out;
}
