/** One leaf error of the `errors` tree. */
export interface APIFieldError {
  /** A string code such as `BASE_TYPE_REQUIRED`. */
  code: string;
  message: string;
}

/**
 * The nested `errors` tree of an error body. It mirrors the request's JSON path (object keys, array indexes
 * as strings); leaves hold `_errors`.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export interface APIErrorTree {
  _errors?: APIFieldError[];
  [key: string]: APIErrorTree | APIFieldError[] | undefined;
}

/**
 * The body of an error response.
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export interface APIErrorBody {
  code: number;
  message: string;
  errors?: APIErrorTree;
}

/**
 * The body of a 429 response.
 * @see {@link https://discord.com/developers/docs/topics/rate-limits | Rate limits}
 */
export interface APIRateLimitBody {
  message: string;
  /** Seconds to wait, with decimals. */
  retry_after: number;
  global: boolean;
  code?: number;
}
