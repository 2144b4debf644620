import { call } from './api.js';
import { h, replace } from './dom.js';
import { rgbColour } from './rgb-colour.js';
import type { Session } from './session.js';
import type { MemberGroup } from './types.js';

/**
 * The member list beside a guild channel, as the emulator computes it for this user and channel (who can
 * view it, by hoisted role, with role colours and timeouts): each person by the name the real client shows
 * there, a button that opens their Apps menu (USER commands). In a DM: the user alone.
 */
export async function renderMembers(
  host: HTMLElement,
  session: Session,
  openUserMenu: (userId: string, username: string, anchor: HTMLElement) => void,
): Promise<void> {
  let groups: MemberGroup[];
  if ('guildId' in session.place) {
    const answer = await call<{ groups: MemberGroup[] }>(
      'GET',
      `/_emulator/users/${session.userId}/members?${session.query()}`,
    );
    groups = answer.ok ? answer.data.groups : [];
  } else {
    const me = session.user();
    groups = [
      {
        roleId: null,
        name: 'Members',
        members: [
          {
            userId: me.id,
            username: me.username,
            name: me.globalName ?? me.username,
            bot: false,
            color: 0,
            timedOutUntil: null,
          },
        ],
      },
    ];
  }
  replace(
    host,
    h('h2', null, 'Members'),
    groups.map((group) =>
      h(
        'section',
        { class: 'member-group', 'aria-label': `${group.name} — ${group.members.length}` },
        h('h3', null, `${group.name} — ${group.members.length}`),
        h(
          'ul',
          null,
          group.members.map((m) => {
            const name = h('span', { class: 'member-name' }, m.name);
            // The role's colour goes through the CSS object model, and only as `#rrggbb` (the page's CSP).
            const colour = m.color ? rgbColour(m.color) : null;
            if (colour) name.style.color = colour;
            const button = h(
              'button',
              {
                type: 'button',
                class: 'member',
                'aria-haspopup': 'menu',
                'aria-label': `Apps for ${m.username}`,
              },
              name,
              m.bot ? h('span', { class: 'tag' }, 'APP') : null,
              h('span', { class: 'hint' }, ` @${m.username}`),
              m.timedOutUntil
                ? h(
                    'span',
                    {
                      class: 'timed-out',
                      title: `Timed out until ${new Date(m.timedOutUntil).toLocaleString()}`,
                    },
                    '⏱ timed out',
                  )
                : null,
            );
            button.addEventListener('click', () => openUserMenu(m.userId, m.username, button));
            return h('li', null, button);
          }),
        ),
      ),
    ),
  );
}
