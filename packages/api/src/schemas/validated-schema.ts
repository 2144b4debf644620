import { z } from 'zod';
import type { ValidationResult } from '../validation/field-error.js';

/**
 * Makes a zod schema whose rules are the dependency-free validator `validate` (so each documented rule
 * is written once, in `@slashkit/api/validation`) and whose parsed output has the shape of `structure`.
 * The validator runs first and reports every problem as a zod issue at the same path, with the service's
 * string code in `params.code`; only a body it accepts reaches the structural schema, as the validator
 * returns it (integer fields sent as strings read as numbers).
 * @example
 * const schema = validatedSchema((v) => validatePermissionsEdit(v), myShape);
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export function validatedSchema<Output>(
  validate: (value: unknown) => ValidationResult<unknown>,
  structure: z.ZodType<Output>,
): z.ZodType<Output, unknown> {
  return z
    .unknown()
    .transform((value, ctx) => {
      const result = validate(value);
      // The validator's data: the value with integer fields sent as strings read as numbers.
      if (result.success) return result.data;
      for (const error of result.errors) {
        ctx.addIssue({
          code: 'custom',
          message: error.message,
          path: error.path,
          params: { code: error.code },
          input: value,
        });
      }
      return z.NEVER;
    })
    .pipe(structure);
}
