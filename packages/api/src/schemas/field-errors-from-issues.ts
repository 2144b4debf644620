import type { z } from 'zod';
import type { FieldError } from '../validation/field-error.js';

/**
 * Turns the issues of a failed `safeParse` back into field errors: the service code of a slashkit rule
 * (kept in `params.code`) or, for an issue of a schema composed around ours, zod's own code in capitals.
 * @example
 * const result = schema.safeParse(body);
 * if (!result.success) throw new Error(fieldErrorsFromIssues(result.error.issues).map((e) => e.message).join('\n'));
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const params = issue.code === 'custom' ? issue.params : undefined;
    const code = typeof params?.code === 'string' ? params.code : issue.code.toUpperCase();
    return {
      path: issue.path.filter((segment) => typeof segment !== 'symbol'),
      code,
      message: issue.message,
    };
  });
}
