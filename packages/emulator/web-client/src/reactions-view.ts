import { call, type ErrorBody } from './api.js';
import { h } from './dom.js';
import { emojiView } from './emoji-view.js';
import type { Session } from './session.js';
import type { Message, Reaction } from './types.js';

/** The emoji as the admin API names it: the unicode emoji, or a custom one as `name:id`. */
function emojiText(reaction: Reaction): string {
  return reaction.emoji.id
    ? `${reaction.emoji.name ?? '_'}:${reaction.emoji.id}`
    : (reaction.emoji.name ?? '');
}

/**
 * A message's reactions as the real client shows them under it: each emoji with its count, pressed when this
 * user reacted with it. Clicking one reacts or takes the reaction back as this user, through the admin API's
 * reaction routes (the same checks and gateway events as any user's reaction); the view follows the event.
 */
export function renderReactions(message: Message, session: Session): HTMLElement | null {
  const reactions = Array.isArray(message.reactions) ? message.reactions : [];
  if (reactions.length === 0) return null;
  return h(
    'div',
    { class: 'reactions', role: 'group', 'aria-label': 'Reactions' },
    reactions.map((r) => {
      const emoji = emojiText(r);
      const button = h(
        'button',
        {
          type: 'button',
          class: r.me ? 'reaction mine' : 'reaction',
          'aria-pressed': String(r.me === true),
          'aria-label': `${r.emoji.name ?? emoji}: ${r.count}${r.me ? ', you reacted' : ''}`,
        },
        emojiView(r.emoji),
        h('span', { class: 'count' }, String(r.count)),
      );
      button.addEventListener('click', async () => {
        button.disabled = true;
        const answer = await call<ErrorBody>(
          'POST',
          r.me ? '/_emulator/reactions/remove' : '/_emulator/reactions',
          { userId: session.userId, messageId: message.id, emoji },
        );
        button.disabled = false;
        if (!answer.ok && answer.status !== 0)
          session.notice(answer.data?.message ?? `Cannot react (HTTP ${answer.status})`, 'error');
      });
      return button;
    }),
  );
}
