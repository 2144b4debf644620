// Cheap argument-type checks for setters. Discord's rules (lengths, patterns, ranges) are checked once
// by `@slashkit/api/validation` in `toJSON()`; these only catch values of the wrong JavaScript type early, at
// the call that passed them, where a stack trace points at the mistake.

/** Throws a TypeError unless `value` is a string. @internal */
export function expectString(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string (got ${describe(value)})`);
}

/** Throws a TypeError unless `value` is a boolean. @internal */
export function expectBoolean(value: unknown, what: string): asserts value is boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${what} must be a boolean (got ${describe(value)})`);
}

/** Throws a TypeError unless `value` is a finite number. @internal */
export function expectNumber(value: unknown, what: string): asserts value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new TypeError(`${what} must be a number (got ${describe(value)})`);
  }
}

/** A short description of a value for error messages. @internal */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Throws a TypeError unless `value` is an integer (a component `id`, a count). @internal */
export function expectInteger(value: unknown, what: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new TypeError(`${what} must be an integer (got ${describe(value)})`);
}
