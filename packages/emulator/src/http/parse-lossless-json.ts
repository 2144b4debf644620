// An integer of 16 or more digits may be past Number's exact range (2^53 has 16): only then is the text rewritten.
const longDigitRun = /\d{16}/;
const integerToken = /^-?(?:0|[1-9]\d*)$/;
const numberChar = /[-+.eE\d]/;

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
  return JSON.parse(quoteLongIntegers(text)) as unknown;
}

/**
 * The text with each integer token beyond the safe range put in quotes. One pass, character by character
 * (no backtracking, so a string of megabytes costs its length): strings are skipped whole, escapes
 * included, so digits inside them are never touched.
 */
function quoteLongIntegers(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (char !== '-' && (char < '0' || char > '9')) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && numberChar.test(text[i]!)) i++;
    const token = text.slice(start, i);
    if (integerToken.test(token) && !Number.isSafeInteger(Number(token))) {
      parts.push(text.slice(copied, start), `"${token}"`);
      copied = i;
    }
  }
  parts.push(text.slice(copied));
  return parts.join('');
}
