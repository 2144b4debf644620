import type { APIErrorTree, APIFieldError } from '@slashkit/api';
import type { APIFieldErrorEntry } from '../errors/api-error.js';

const INDEX = /^\d+$/;

// Array indexes arrive as string keys; they print as `[0]`, object keys as `.name`, like the service's docs.
function formatPath(segments: readonly string[]): string {
  let out = '';
  for (const segment of segments) {
    if (INDEX.test(segment)) out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

/** Walks the service's nested `errors` tree depth first and returns one entry per leaf error. */
export function flattenFieldErrors(tree: APIErrorTree): APIFieldErrorEntry[] {
  const out: APIFieldErrorEntry[] = [];
  const walk = (node: APIErrorTree, segments: string[]): void => {
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (value === undefined || value === null || typeof value !== 'object') continue;
      if (key === '_errors' && Array.isArray(value)) {
        const path = formatPath(segments);
        for (const leaf of value as APIFieldError[]) {
          out.push({ path, code: String(leaf.code), message: String(leaf.message) });
        }
      } else if (!Array.isArray(value)) {
        walk(value, [...segments, key]);
      }
    }
  };
  walk(tree, []);
  return out;
}
