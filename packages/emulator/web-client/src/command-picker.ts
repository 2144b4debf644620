import { type CommandEntry, commandEntries } from './command-entries.js';
import { h, replace } from './dom.js';
import type { Session } from './session.js';

/** How a command was picked: Enter sends one without options at once, as the real client does. */
export type PickedBy = 'enter' | 'tab' | 'click';

/**
 * The `/` picker on the composer: a listbox of the commands this user may see here, filtered as they type;
 * arrows move, Enter, Tab or a click chooses, Escape closes.
 */
export function attachPicker(
  input: HTMLInputElement,
  list: HTMLElement,
  session: () => Session,
  choose: (entry: CommandEntry, by: PickedBy) => void,
): void {
  let shown: CommandEntry[] = [];
  let active = 0;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Commands');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-autocomplete', 'list');
  const close = () => {
    shown = [];
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  };
  const render = () => {
    replace(
      list,
      shown.length === 0
        ? h('li', { class: 'none', role: 'option', 'aria-disabled': 'true' }, 'No commands match')
        : shown.map((entry, i) =>
            h(
              'li',
              {
                id: `cmd-${i}`,
                role: 'option',
                'aria-selected': String(i === active),
                class: i === active ? 'active' : '',
                onMousedown: (e: Event) => {
                  e.preventDefault();
                  pick(entry, 'click');
                },
              },
              h('span', { class: 'name' }, `/${entry.label}`),
              h('span', { class: 'desc' }, entry.description),
              h('span', { class: 'app' }, entry.command.application_name),
            ),
          ),
    );
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    if (shown.length > 0) input.setAttribute('aria-activedescendant', `cmd-${active}`);
  };
  const pick = (entry: CommandEntry, by: PickedBy) => {
    close();
    input.value = '';
    choose(entry, by);
  };
  input.addEventListener('input', () => {
    if (!input.value.startsWith('/')) return close();
    const typed = input.value.slice(1).toLowerCase();
    shown = commandEntries(session().commands).filter(
      (e) => e.label.toLowerCase().startsWith(typed) || e.command.name.startsWith(typed),
    );
    active = 0;
    render();
  });
  input.addEventListener('keydown', (e) => {
    if (list.hidden) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (shown.length === 0) return;
      active = (active + (e.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length;
      render();
    } else if (e.key === 'Enter' || (e.key === 'Tab' && shown.length > 0)) {
      const entry = shown[active];
      if (!entry) return;
      e.preventDefault();
      pick(entry, e.key === 'Enter' ? 'enter' : 'tab');
    } else if (e.key === 'Escape') {
      // Taken: the page's own Escape (closing the options form or the panel) waits for the next press.
      e.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => close());
  close();
}
