import { AuthError } from './auth-error.js';

/**
 * A client (application) id as callers may give it: a `bigint` or a snowflake string. A `number` is
 * refused because ids above 2^53 lose digits as numbers.
 * @example
 * const id: ClientIdInput = 1234567890123456789n; // or '1234567890123456789'
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (ClientId is an unsigned 64-bit integer)
 */
export type ClientIdInput = bigint | string;

const MAX_UINT64 = (1n << 64n) - 1n;
const DECIMAL = /^(0|[1-9]\d{0,19})$/;

/**
 * Converts a {@link ClientIdInput} to the unsigned 64-bit integer it names, or throws an `AuthError`
 * (`INVALID_ARGUMENT`) that says why.
 * @example
 * toClientId('1234567890123456789'); // 1234567890123456789n
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs}
 */
export function toClientId(value: ClientIdInput, name = 'ClientId'): bigint {
  if (typeof value === 'bigint') {
    if (value < 0n || value > MAX_UINT64) {
      throw new AuthError('INVALID_ARGUMENT', `${name} must be an unsigned 64-bit integer; got ${value}n.`);
    }
    return value;
  }
  if (typeof value === 'string') {
    if (!DECIMAL.test(value) || BigInt(value) > MAX_UINT64) {
      throw new AuthError(
        'INVALID_ARGUMENT',
        `${name} must be a snowflake (a decimal string of an unsigned 64-bit integer) or a bigint; got ${JSON.stringify(value)}.`,
      );
    }
    return BigInt(value);
  }
  if (typeof value === 'number') {
    throw new AuthError(
      'INVALID_ARGUMENT',
      `${name} must be a bigint or a snowflake string, not a number: numbers above 2^53 lose digits. Write ${name === 'ClientId' ? 'args.setClientId' : 'it'}('<id>') or append n to the literal.`,
    );
  }
  throw new AuthError(
    'INVALID_ARGUMENT',
    `${name} must be a bigint or a snowflake string; got ${typeof value}.`,
  );
}
