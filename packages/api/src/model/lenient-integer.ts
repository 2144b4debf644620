// An optional sign and decimal digits, nothing else (no spaces, exponents, fractions or hex).
const integerText = /^[+-]?\d+$/;

/**
 * An integer field's value as the service reads it: a JSON integer, or a string that parses as one
 * (`"type": "1"`). Undefined for anything else (fractions, other text, numbers past 2^53 - 1), which the
 * field's rule then refuses as it would any wrong value.
 * @example
 * lenientInteger('16711680'); // 16711680
 * lenientInteger('1.5'); // undefined
 * @see {@link https://discord.com/developers/docs/reference#boolean-query-strings | Boolean query strings}
 */
export function lenientInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !integerText.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}
