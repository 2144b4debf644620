import { h } from './dom.js';
import type { Message } from './types.js';

/** Lottie (3) stickers are animations in JSON: the page draws no such thing, so it names them. */
const lottie = 3;

/**
 * A message's stickers as the client shows them: each as its image (PNG, APNG, GIF), served by the
 * emulator's client routes for the guild's stickers; a Lottie sticker, or one whose image the emulator does
 * not hold (a standard pack's), as its name.
 */
export function renderStickers(message: Message): HTMLElement | null {
  const items = Array.isArray(message.sticker_items) ? message.sticker_items : [];
  if (items.length === 0) return null;
  return h(
    'div',
    { class: 'stickers' },
    items.map((s) => {
      const name = h('span', { class: 'sticker-name' }, `Sticker: ${s.name}`);
      if (s.format_type === lottie || !/^\d{1,20}$/.test(s.id)) return name;
      const img = h('img', {
        class: 'sticker',
        src: `/_emulator/client/stickers/${s.id}`,
        alt: `Sticker: ${s.name}`,
        title: s.name,
        width: 160,
        height: 160,
      });
      img.addEventListener('error', () => img.replaceWith(name));
      return img;
    }),
  );
}
