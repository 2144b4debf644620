import type { FieldError } from '../field-error.js';

/**
 * Gathers field errors during one walk over a body. The current JSON path is a stack that the walk pushes
 * and pops, so a path array is only copied when a problem is actually reported (the success path of a
 * validation allocates no paths at all).
 */
export class ErrorCollector {
  readonly errors: FieldError[] = [];
  readonly path: (string | number)[] = [];

  /** Reports a problem at the current path, or at one key below it. */
  add(key: string | number | undefined, code: string, message: string): void {
    const path = this.path.slice();
    if (key !== undefined) path.push(key);
    this.errors.push({ path, code, message });
  }
}

/** A short, printable rendering of a bad value for error messages (only called on the error path). */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** The JSON type of a value, for "expected X, got Y" messages. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}
