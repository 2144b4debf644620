import type { ValidationResult } from '@slashkit/api/validation';
import { invalidForm } from './http-error.js';

/** The data of a passed validation, or 400/50035 with every field error of a failed one. */
export function validated<T>(result: ValidationResult<T>): T {
  if (!result.success) throw invalidForm(result.errors);
  return result.data;
}
