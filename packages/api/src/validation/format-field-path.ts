const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Renders a JSON path the way a developer would write it: `['options', 0, 'name']` gives
 * `options[0].name`, a key that is not an identifier is quoted (`name_localizations["en-US"]`), and the
 * empty path (the whole body) gives `(body)`.
 * @example
 * formatFieldPath(['options', 2, 'choices']); // 'options[2].choices'
 * formatFieldPath([]); // '(body)'
 * @see {@link https://discord.com/developers/docs/reference#error-messages | Error messages}
 */
export function formatFieldPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(body)';
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
