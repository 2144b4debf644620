/**
 * One problem found in a request body: where it is (the JSON path), the service's string code, and a
 * message that says what is wrong and how to fix it.
 * @example
 * { path: ['options', 0, 'name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 32 in length (got 33) — shorten it' }
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export interface FieldError {
  /** Object keys and array indexes from the body's root; `[]` for the whole body. */
  path: (string | number)[];
  /** A string code such as `BASE_TYPE_BAD_LENGTH` (see `FieldErrorCodes`). */
  code: string;
  message: string;
}

/**
 * The outcome of a validation: the body as sent, or every problem found in one pass.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: FieldError[] };
