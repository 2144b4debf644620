import { call } from './api.js';
import { type CommandEntry, requestOptions } from './command-entries.js';
import { h, replace } from './dom.js';
import { placeFields, type Session } from './session.js';
import type { CommandOption, Outcome } from './types.js';

/** Suggestions from the bot as the user types (`POST /_emulator/autocomplete`); the latest answer wins. */
export function attachAutocomplete(
  input: HTMLInputElement,
  option: CommandOption,
  session: Session,
  entry: CommandEntry,
  values: () => Record<string, unknown>,
): HTMLElement {
  const list = h('ul', {
    id: `${input.id}-suggestions`,
    class: 'suggestions',
    role: 'listbox',
    'aria-label': `Suggestions for ${option.name}`,
  });
  list.hidden = true;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  let asked = 0;
  input.addEventListener('input', async () => {
    const mine = ++asked;
    const current = { ...values(), [option.name]: input.value };
    const answer = await call<Outcome>('POST', '/_emulator/autocomplete', {
      userId: session.userId,
      ...placeFields(session.place),
      applicationId: entry.command.application_id,
      name: entry.command.name,
      options: requestOptions(entry, current),
      focused: option.name,
    });
    if (mine !== asked) return;
    const choices = answer.ok ? (answer.data.choices ?? []) : [];
    const choose = (value: string) => {
      input.value = value;
      list.hidden = true;
      input.focus();
    };
    replace(
      list,
      choices.map((c) =>
        h(
          'li',
          {
            role: 'option',
            tabindex: '-1',
            onMousedown: (e: Event) => {
              e.preventDefault();
              choose(String(c.value));
            },
            onKeydown: (e: KeyboardEvent) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              choose(String(c.value));
            },
          },
          c.name,
        ),
      ),
    );
    list.hidden = choices.length === 0;
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' && !list.hidden) {
      e.preventDefault();
      (list.firstElementChild as HTMLElement | null)?.focus();
    } else if (e.key === 'Escape' && !list.hidden) {
      // The first Escape closes the suggestions; the next one the options form.
      e.preventDefault();
      list.hidden = true;
    }
  });
  list.addEventListener('keydown', (e) => {
    const item = e.target as HTMLElement;
    if (e.key === 'ArrowDown') (item.nextElementSibling as HTMLElement | null)?.focus();
    else if (e.key === 'ArrowUp') ((item.previousElementSibling as HTMLElement | null) ?? input).focus();
    else if (e.key === 'Escape') {
      e.preventDefault();
      list.hidden = true;
      input.focus();
    }
  });
  return list;
}
