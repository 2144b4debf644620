// An integer of 16 or more digits may be past Number's exact range (2^53 has 16): only then is the text rewritten.
const longDigitRun = /\d{16}/;
// A JSON string (escapes included) or a number token, scanned left to right: strings are skipped whole, so
// digits inside them are never touched.
const token = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/gs;
const integerToken = /^-?(?:0|[1-9]\d*)$/;

/**
 * Parses untrusted JSON as `JSON.parse` does, except that an integer too large for a JavaScript number to
 * hold exactly (beyond ±(2^53 − 1)) is read as the string of its digits, not rounded: a snowflake a client
 * sends as a JSON number (`"message_id": 1250000000000000203`, as discord.py sends ids) is then the same id
 * as its string form, wherever the emulator reads one. Integers within the safe range, fractions and
 * exponents stay numbers, so every other field reads as before; a field that wants a number and gets such
 * a string is refused by its rule, as an out-of-range number would be. Throws `SyntaxError` as
 * `JSON.parse` does (the rewrite turns a number token into a string token, which keeps valid JSON valid and
 * invalid JSON invalid).
 * @example
 * parseLosslessJson('{"id":1250000000000000203,"type":1}'); // { id: '1250000000000000203', type: 1 }
 * @see {@link https://discord.com/developers/docs/reference#snowflakes | Snowflakes}
 */
export function parseLosslessJson(text: string): unknown {
  if (!longDigitRun.test(text)) return JSON.parse(text) as unknown;
  const rewritten = text.replace(token, (match) =>
    match.charCodeAt(0) !== 0x22 && integerToken.test(match) && !Number.isSafeInteger(Number(match))
      ? `"${match}"`
      : match,
  );
  return JSON.parse(rewritten) as unknown;
}
