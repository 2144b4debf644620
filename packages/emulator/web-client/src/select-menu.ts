import { h, replace, uid } from './dom.js';
import { type Choice, selectChoices } from './entity-choices.js';
import type { Session } from './session.js';
import type { Component, ComponentEmoji } from './types.js';

/** A select menu on the page: its element, the button that opens it, and the values chosen (in order). */
export interface SelectMenu {
  element: HTMLElement;
  trigger: HTMLButtonElement;
  values(): string[];
}

/** How a select menu is used: its accessible name, what describes it, and what happens on close. */
export interface SelectMenuOptions {
  /** The accessible name (default: the placeholder, else "Make a selection"). */
  label?: string;
  /** Ids of the elements that describe it (its rule, its error). */
  describedBy?: string;
  /** Called when the menu closes after the user changed something (a message's select sends then). */
  onCommit?(values: string[]): void;
}

/**
 * A select menu as Discord draws it: a box with the placeholder (or the chosen options), opening a list of
 * options with their emoji and descriptions, the defaults chosen. One choice closes it; with `max_values`
 * above 1 each option toggles, and once `max_values` are chosen the others are disabled (as the client
 * does); `min_values` is the emulator's to check. User, role, mentionable and channel selects list what the
 * emulator offers here, with a search box. Keyboard: Enter, Space or ArrowDown open; arrows, Home and End
 * move; Enter or Space choose; Escape or Tab close.
 */
export function createSelectMenu(
  c: Component,
  session: Session,
  options: SelectMenuOptions = {},
): SelectMenu {
  const id = uid('menu');
  const max = typeof c.max_values === 'number' ? c.max_values : 1;
  const placeholder =
    typeof c.placeholder === 'string' && c.placeholder !== '' ? c.placeholder : 'Make a selection';
  const name = options.label ?? placeholder;
  let choices: Choice[] = [];
  let chosen: string[] = [];
  let touched = false;
  const shown = h('span', { class: 'smenu-value placeholder' }, placeholder);
  const trigger = h(
    'button',
    {
      type: 'button',
      class: 'smenu-trigger',
      'aria-haspopup': 'listbox',
      'aria-expanded': 'false',
      'aria-controls': `${id}-list`,
      'aria-label': name,
      'aria-describedby': options.describedBy,
      'data-custom-id': c.custom_id,
      disabled: c.disabled === true,
    },
    shown,
    h('span', { class: 'smenu-arrow', 'aria-hidden': 'true' }, '▾'),
  );
  const list = h('ul', {
    id: `${id}-list`,
    class: 'smenu-list',
    role: 'listbox',
    'aria-label': name,
    'aria-multiselectable': max > 1 ? 'true' : undefined,
  });
  const entity = c.type !== 3;
  const search = entity
    ? h('input', {
        type: 'search',
        class: 'smenu-search',
        'aria-label': `Search ${name}`,
        'aria-controls': list.id,
      })
    : null;
  const popup = h('div', { class: 'smenu-popup' }, search, list);
  popup.hidden = true;
  const element = h('div', { class: 'smenu' }, trigger, popup);

  const label = (choice: Choice) => `${emojiText(choice.emoji)}${choice.label}`;
  const showChosen = () => {
    const labels = chosen.map((v) => choices.find((o) => o.value === v)).filter((o) => o !== undefined);
    shown.textContent = labels.length > 0 ? labels.map(label).join(', ') : placeholder;
    shown.classList.toggle('placeholder', labels.length === 0);
  };
  const items = () => [...list.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])')];
  const render = () => {
    const filter = search?.value.trim().toLowerCase() ?? '';
    const visible = choices.filter((o) => filter === '' || o.label.toLowerCase().includes(filter));
    replace(
      list,
      visible.length === 0
        ? h('li', { class: 'smenu-empty' }, filter ? 'No results' : 'Nothing to choose')
        : null,
      visible.map((choice) => {
        const selected = chosen.includes(choice.value);
        const full = max > 1 && !selected && chosen.length >= max;
        const item = h(
          'li',
          {
            role: 'option',
            tabindex: '-1',
            class: 'smenu-option',
            'aria-selected': String(selected),
            'aria-disabled': full ? 'true' : undefined,
            'data-value': choice.value,
          },
          max > 1 ? h('span', { class: 'smenu-check', 'aria-hidden': 'true' }, selected ? '☑' : '☐') : null,
          choice.emoji
            ? h('span', { class: 'smenu-emoji', 'aria-hidden': 'true' }, emojiText(choice.emoji))
            : null,
          h(
            'span',
            { class: 'smenu-text' },
            h('span', { class: 'smenu-label' }, choice.label),
            choice.description ? h('span', { class: 'smenu-desc' }, choice.description) : null,
          ),
        );
        item.addEventListener('mousedown', (e) => e.preventDefault());
        item.addEventListener('click', () => choose(choice.value));
        return item;
      }),
    );
  };
  const choose = (value: string) => {
    if (max <= 1) {
      chosen = [value];
      touched = true;
      close(true);
      return;
    }
    if (chosen.includes(value)) chosen = chosen.filter((v) => v !== value);
    else if (chosen.length < max) chosen = [...chosen, value];
    else return;
    touched = true;
    render();
    showChosen();
    items()
      .find((item) => item.dataset.value === value)
      ?.focus();
  };
  const outside = (e: Event) => {
    if (!element.contains(e.target as Node)) close(false);
  };
  const open = () => {
    if (!popup.hidden || trigger.disabled) return;
    touched = false;
    render();
    popup.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    // Open upwards when the list would run past the bottom of the window.
    const below = window.innerHeight - trigger.getBoundingClientRect().bottom;
    popup.classList.toggle('up', below < Math.min(popup.offsetHeight, 320) + 8);
    document.addEventListener('mousedown', outside);
    (search ?? items().find((i) => i.getAttribute('aria-selected') === 'true') ?? items()[0])?.focus();
  };
  const close = (focusTrigger: boolean) => {
    if (popup.hidden) return;
    popup.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    document.removeEventListener('mousedown', outside);
    showChosen();
    if (focusTrigger) trigger.focus();
    if (touched) options.onCommit?.([...chosen]);
    touched = false;
  };
  trigger.addEventListener('click', () => (popup.hidden ? open() : close(true)));
  trigger.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' && popup.hidden) {
      e.preventDefault();
      open();
    }
  });
  search?.addEventListener('input', render);
  popup.addEventListener('keydown', (e) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[Math.max(0, Math.min(all.length - 1, to))]?.focus();
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      move(at + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (at <= 0 && search) search.focus();
      else move(at - 1);
    } else if (e.key === 'Home' && at !== -1) {
      e.preventDefault();
      move(0);
    } else if (e.key === 'End' && at !== -1) {
      e.preventDefault();
      move(all.length - 1);
    } else if ((e.key === 'Enter' || e.key === ' ') && at !== -1) {
      e.preventDefault();
      choose(all[at]!.dataset.value!);
    } else if (e.key === 'Enter' && e.target === search) e.preventDefault();
  });
  element.addEventListener('focusout', (e) => {
    if (!element.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) close(false);
  });
  trigger.setAttribute('aria-busy', 'true');
  void selectChoices(c, session).then((loaded) => {
    choices = loaded;
    chosen = loaded.filter((o) => o.selected).map((o) => o.value);
    showChosen();
    trigger.removeAttribute('aria-busy');
  });
  return { element, trigger, values: () => [...chosen] };
}

/** An emoji as text before a label: a Unicode emoji itself, a custom one as `:name:`. */
export function emojiText(emoji: ComponentEmoji | undefined): string {
  if (!emoji || typeof emoji.name !== 'string' || emoji.name === '') return '';
  return emoji.id ? `:${emoji.name}: ` : `${emoji.name} `;
}
