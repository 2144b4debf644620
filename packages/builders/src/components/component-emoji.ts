import type { APIMessageComponentEmoji } from '@slashkit/api';

const CUSTOM = /^<(a?):(\w+):(\d+)>$/;

/**
 * What an emoji setter takes: a unicode emoji (`'🔥'`), a custom emoji as the client writes it
 * (`'<:name:id>'`, `'<a:name:id>'` when animated), or the wire object.
 */
export type ComponentEmojiInput = string | APIMessageComponentEmoji;

/** The wire emoji for an emoji input. @internal */
export function toComponentEmoji(emoji: ComponentEmojiInput): APIMessageComponentEmoji {
  if (typeof emoji !== 'string') return { ...emoji };
  const custom = CUSTOM.exec(emoji);
  if (!custom) return { name: emoji };
  return custom[1]
    ? { id: custom[3]!, name: custom[2]!, animated: true }
    : { id: custom[3]!, name: custom[2]! };
}
