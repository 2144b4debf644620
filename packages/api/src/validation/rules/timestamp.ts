import { FieldErrorCodes } from '../../error-codes.js';
import { type ErrorCollector, show } from './collector.js';

// ISO 8601 date and time with a zone (or none: UTC), as the service reads event times.
const isoDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads an ISO 8601 date and time at `key` of the collector's path: the instant in its canonical form
 * (`2026-01-01T12:00:00.000Z`), or undefined with a problem reported.
 */
export function checkTimestamp(c: ErrorCollector, key: string, value: unknown): string | undefined {
  const time = typeof value === 'string' && isoDateTime.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isNaN(time)) return new Date(time).toISOString();
  c.add(
    key,
    FieldErrorCodes.InvalidValue,
    `Value ${show(value)} is not an ISO 8601 timestamp — send e.g. "2026-01-01T12:00:00.000Z"`,
  );
  return undefined;
}
