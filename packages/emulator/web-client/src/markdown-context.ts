import { displayName } from './display-name.js';
import type { MarkdownContext } from './markdown-dom.js';
import type { Session } from './session.js';

/**
 * Resolves markdown's mentions against the world the page read: a user by their nickname in the guild of
 * the place (else their display name), a role of that guild, a channel of any guild; timestamps in the
 * page's language (`<html lang>`, as the rest of the page reads), relative to the emulator's clock (the
 * session's `clockOffset`). Not the world user's locale: that one is what the app is told (the
 * interaction's `locale`), while the page around the message stays in its own language.
 */
export function markdownContext(session: Session): MarkdownContext {
  const { world, place } = session;
  const guild = 'guildId' in place ? world.guilds.find((g) => g.id === place.guildId) : undefined;
  return {
    userName(id) {
      const user = world.users.find((u) => u.id === id);
      return user ? displayName(session, user) : null;
    },
    role(id) {
      const role = (guild?.roles ?? world.guilds.flatMap((g) => g.roles)).find((r) => r.id === id);
      return role ? { name: role.name, color: typeof role.color === 'number' ? role.color : 0 } : null;
    },
    channelName(id) {
      for (const g of world.guilds) {
        const channel = g.channels.find((c) => c.id === id);
        if (channel) return channel.name;
      }
      return null;
    },
    locale: document.documentElement.lang || 'en',
    now: () => Date.now() + (session.clockOffset ?? 0),
  };
}
