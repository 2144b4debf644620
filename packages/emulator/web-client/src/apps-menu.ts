import { h, replace } from './dom.js';
import { placeFields, type Session } from './session.js';

/** An action of a menu beside its apps (a message's "Create Thread"). */
export interface MenuAction {
  label: string;
  run(): void;
}

/**
 * The Apps menu of a user (USER commands) or a message (MESSAGE commands): the context-menu commands this
 * user may see here; choosing one runs it on the target. `actions` follow the apps (the client's own items
 * of a message's menu). Arrow keys move, Escape closes.
 */
export function openAppsMenu(
  menu: HTMLElement,
  anchor: HTMLElement,
  session: Session,
  type: 2 | 3,
  targetId: string,
  targetName: string,
  actions: readonly MenuAction[] = [],
): void {
  const commands = session.commands.filter((c) => c.type === type);
  const close = () => {
    menu.hidden = true;
    anchor.focus();
  };
  replace(
    menu,
    h('p', { class: 'menu-title' }, `Apps · ${targetName}`),
    commands.length === 0
      ? h('p', { class: 'none' }, 'No apps here')
      : commands.map((c) =>
          h(
            'button',
            {
              type: 'button',
              role: 'menuitem',
              onClick: () => {
                menu.hidden = true;
                void session.interact(
                  '/_emulator/interactions',
                  {
                    ...placeFields(session.place),
                    applicationId: c.application_id,
                    name: c.name,
                    type,
                    targetId,
                  },
                  `${c.name} on ${targetName}`,
                );
              },
            },
            c.name_localized ?? c.name,
            h('span', { class: 'app' }, c.application_name),
          ),
        ),
    actions.map((a) =>
      h(
        'button',
        {
          type: 'button',
          role: 'menuitem',
          class: 'menu-action',
          onClick: () => {
            menu.hidden = true;
            a.run();
          },
        },
        a.label,
      ),
    ),
  );
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', `Apps for ${targetName}`);
  const rect = anchor.getBoundingClientRect();
  menu.style.top = `${Math.min(rect.bottom + window.scrollY + 4, window.innerHeight - 40)}px`;
  menu.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - 260))}px`;
  menu.hidden = false;
  (menu.querySelector('[role="menuitem"]') as HTMLElement | null)?.focus();
  menu.onkeydown = (e) => {
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (e.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
  };
}
