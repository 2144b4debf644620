/**
 * Discord's pattern for CHAT_INPUT command names and option names (with the `u` flag, `{1,32}` counts
 * characters, not UTF-16 units). The lowercase rule is separate: see {@link isChatInputName}.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 */
export const chatInputNamePattern: RegExp = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The first character the naming pattern does not allow; compiled once, used only to explain a failure. */
export const disallowedNameCharacter: RegExp = /[^-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]/u;

/**
 * Whether `name` is a valid CHAT_INPUT command or option name: it matches {@link chatInputNamePattern}
 * and every letter that has a lowercase variant is lowercase (uncased letters, such as CJK or Devanagari,
 * and letters with no lowercase form are fine).
 * @example
 * isChatInputName('ping'); // true
 * isChatInputName('Ping'); // false: 'P' has a lowercase variant
 * isChatInputName('बजाओ'); // true
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 */
export function isChatInputName(name: string): boolean {
  // Whole-string lowercasing equals per-character lowercasing for this purpose: any character that
  // changes (including those that lowercase to two characters, like U+0130) has a lowercase variant.
  return chatInputNamePattern.test(name) && name.toLowerCase() === name;
}
