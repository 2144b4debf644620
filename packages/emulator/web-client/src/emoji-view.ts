import { h } from './dom.js';
import type { ComponentEmoji } from './types.js';

/**
 * An emoji as the page draws it: a unicode emoji as text; a custom emoji as its image, served by the
 * emulator's client routes (the page loads images of its own origin only), named `:name:` for screen
 * readers and shown as that text until the image loads (or if it never does).
 */
export function emojiView(emoji: ComponentEmoji): HTMLElement {
  if (!emoji.id || !/^\d{1,20}$/.test(emoji.id)) return h('span', { class: 'emoji' }, emoji.name ?? '');
  const name = `:${emoji.name ?? 'emoji'}:`;
  const img = h('img', {
    class: 'emoji custom',
    src: `/_emulator/client/emojis/${emoji.id}`,
    alt: name,
    title: name,
    width: 18,
    height: 18,
  });
  return img;
}
