/**
 * The length of a string in characters (Unicode code points), as the service counts lengths; an emoji
 * counts 1 where `String.prototype.length` counts 2.
 * @example
 * characterLength('héllo'); // 5
 * characterLength('🎉'); // 1
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export function characterLength(text: string): number {
  // A plain loop beats a regex pre-check on the short strings commands are made of.
  const length = text.length;
  let count = length;
  for (let i = 0; i < length - 1; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single character.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}
