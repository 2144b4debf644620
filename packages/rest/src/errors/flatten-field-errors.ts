import { formatFieldPath } from '@slashkit/api/validation';

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

const INDEX = /^(0|[1-9]\d*)$/;

/** The deepest level of an error tree read: far below any real request body (options nest 4 levels). */
export const maxErrorTreeDepth = 64;

/** The most field errors kept from one error body. */
export const maxFieldErrors = 1000;

type Segment = string | number;

/**
 * Flattens the service's nested `errors` tree into field errors, depth first, in the order the body lists
 * them, with an explicit stack rather than recursion: the tree comes from the network, and one nested
 * 5,000 levels deep must not overflow the call stack. Levels past {@link maxErrorTreeDepth} and leaves
 * past {@link maxFieldErrors} are left out (one entry says so); malformed parts are skipped.
 * @example
 * flattenFieldErrors({ name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'Required' }] } });
 * // [{ path: 'name', segments: ['name'], code: 'BASE_TYPE_REQUIRED', message: 'Required' }]
 */
export function flattenFieldErrors(tree: unknown): APIFieldErrorEntry[] {
  const out: APIFieldErrorEntry[] = [];
  const stack: Array<{ node: unknown; path: Segment[] }> = [{ node: tree, path: [] }];
  let truncated: Segment[] | undefined;
  while (stack.length > 0 && out.length < maxFieldErrors) {
    const { node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null || Array.isArray(node)) continue;
    const record = node as Record<string, unknown>;
    const leaves = Object.hasOwn(record, '_errors') ? record._errors : undefined;
    if (Array.isArray(leaves)) {
      for (const leaf of leaves) {
        if (typeof leaf !== 'object' || leaf === null || out.length >= maxFieldErrors) continue;
        const { code, message } = leaf as { code?: unknown; message?: unknown };
        out.push({
          path: formatFieldPath(path),
          segments: path,
          code: typeof code === 'string' ? code : 'UNKNOWN',
          message: typeof message === 'string' ? message : '',
        });
      }
    }
    const keys = Object.keys(record).filter((key) => key !== '_errors');
    if (keys.length === 0) continue;
    if (path.length >= maxErrorTreeDepth) {
      truncated ??= path;
      continue;
    }
    // Pushed in reverse, so the first key is visited first.
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push({ node: record[key], path: [...path, INDEX.test(key) ? Number(key) : key] });
    }
  }
  if (truncated !== undefined || stack.length > 0) {
    const at = truncated ?? [];
    out.push({
      path: formatFieldPath(at),
      segments: at,
      code: 'UNKNOWN',
      message: `more field errors (nested past ${maxErrorTreeDepth} levels, or past ${maxFieldErrors} entries) are left out; see rawBody`,
    });
  }
  return out;
}
