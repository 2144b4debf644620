import { isSnowflake } from '../snowflake.js';
import type { APIPartialEmoji } from '../types/reaction.js';

// A unicode emoji as the service takes one: a recommended (RGI) emoji sequence, or a pictograph with or
// without its emoji presentation selector (`❤` and `❤️`). Built at run time: the `v` flag (which Node 20
// has) is ES2024 syntax, which the compiler's target refuses in a literal. Built on first use: compiling
// the RGI_Emoji set takes ~30 ms, which every importer of this package would otherwise pay at load.
const unicodeSets = 'v';
let unicodeEmoji: RegExp | undefined;
function isUnicodeEmoji(text: string): boolean {
  unicodeEmoji ??= new RegExp('^(?:\\p{RGI_Emoji}|\\p{Extended_Pictographic}\\uFE0F?)$', unicodeSets);
  return unicodeEmoji.test(text);
}
// A custom emoji as a path names it: `name:id`, optionally `a:name:id` for an animated one.
const customEmoji = /^(?:(a):)?(\w{2,32}):(\d{1,20})$/;

/**
 * The emoji a reaction route names (`/reactions/{emoji}` once percent-decoded): a unicode emoji (`👍`),
 * or a custom emoji as `name:id` (`a:name:id` for an animated one); undefined for anything else, which the
 * service answers with 10014 Unknown Emoji.
 * @example
 * reactionEmoji('👍'); // { id: null, name: '👍' }
 * reactionEmoji('blobwave:1250000000000000777'); // { id: '1250000000000000777', name: 'blobwave' }
 * @see {@link https://discord.com/developers/docs/resources/message#create-reaction | Create Reaction}
 */
export function reactionEmoji(text: string): APIPartialEmoji | undefined {
  if (isUnicodeEmoji(text)) return { id: null, name: text };
  const custom = customEmoji.exec(text);
  if (!custom || !isSnowflake(custom[3])) return undefined;
  return { id: custom[3]!, name: custom[2]!, ...(custom[1] ? { animated: true } : {}) };
}

/**
 * How a reaction route names an emoji, before percent-encoding: a unicode emoji as itself, a custom emoji
 * as `name:id`.
 * @example
 * reactionEmojiPath({ id: '1250000000000000777', name: 'blobwave' }); // 'blobwave:1250000000000000777'
 */
export function reactionEmojiPath(emoji: Pick<APIPartialEmoji, 'id' | 'name'>): string {
  return emoji.id === null ? (emoji.name ?? '') : `${emoji.name ?? '_'}:${emoji.id}`;
}
