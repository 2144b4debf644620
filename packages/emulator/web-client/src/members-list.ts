import { displayName } from './display-name.js';
import { h, replace } from './dom.js';
import type { Session } from './session.js';

/**
 * The people of the place, by the name the real client shows there (nickname, else display name), each a
 * button that opens their Apps menu (USER commands).
 */
export function renderMembers(
  host: HTMLElement,
  session: Session,
  openUserMenu: (userId: string, username: string, anchor: HTMLElement) => void,
): void {
  const place = session.place;
  const guild = 'guildId' in place ? session.world.guilds.find((g) => g.id === place.guildId) : undefined;
  const users = guild
    ? session.world.users.filter((u) => guild.members.some((m) => m.userId === u.id))
    : [session.user()];
  replace(
    host,
    h('h2', null, 'Members'),
    h(
      'ul',
      null,
      users.map((u) => {
        const button = h(
          'button',
          {
            type: 'button',
            class: 'member',
            'aria-haspopup': 'menu',
            'aria-label': `Apps for ${u.username}`,
          },
          displayName(session, u),
          h('span', { class: 'hint' }, ` @${u.username}`),
        );
        button.addEventListener('click', () => openUserMenu(u.id, u.username, button));
        return h('li', null, button);
      }),
    ),
  );
}
