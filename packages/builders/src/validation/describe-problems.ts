import { type FieldError, formatFieldPath } from '@slashkit/api/validation';

/**
 * The message of a builder's validation error: a first line naming what was validated and how many problems
 * it has, then one line per problem as `<path>: <what is wrong — how to fix it>`.
 */
export function describeProblems(errors: readonly FieldError[], subject: string): string {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  let message = `Invalid ${subject} (${count}):`;
  for (const error of errors) message += `\n  ${formatFieldPath(error.path)}: ${error.message}`;
  return message;
}
