import { h, uid } from './dom.js';
import { fillOptions } from './entity-choices.js';
import { valueError } from './field-errors.js';
import type { Session } from './session.js';
import type { Component, Message } from './types.js';

const buttonStyles = ['', 'primary', 'secondary', 'success', 'danger', 'link', 'premium'];

/** Action rows with buttons and select menus; using one sends a component interaction as this user. */
export function renderComponents(
  components: Component[],
  message: Message,
  session: Session,
): HTMLElement | null {
  if (components.length === 0) return null;
  return h(
    'div',
    { class: 'components' },
    components.map((row) =>
      row.type === 1
        ? h(
            'div',
            { class: 'row', role: 'group' },
            (row.components ?? []).map((c) => renderComponent(c, message, session)),
          )
        : null,
    ),
  );
}

function renderComponent(c: Component, message: Message, session: Session): HTMLElement | null {
  const send = (body: Record<string, unknown>, onInvalid?: Parameters<Session['interact']>[3]) =>
    session.interact(
      '/_emulator/components',
      { messageId: message.id, ...body },
      `component ${c.custom_id ?? c.url}`,
      onInvalid,
    );
  if (c.type === 2) {
    const text = `${c.emoji?.name ? `${c.emoji.name} ` : ''}${c.label ?? ''}`.trim();
    if (c.style === 5 && c.url)
      return h(
        'a',
        { class: 'button link', href: c.url, target: '_blank', rel: 'noopener noreferrer' },
        text || c.url,
        ' ↗',
      );
    return h(
      'button',
      {
        type: 'button',
        class: `button ${buttonStyles[c.style ?? 2] ?? 'secondary'}`,
        disabled: c.disabled === true,
        'data-custom-id': c.custom_id,
        'aria-label': text ? undefined : c.custom_id,
        onClick: () => void send({ customId: c.custom_id }),
      },
      text || '\u200b',
    );
  }
  if (c.type >= 3 && c.type <= 8 && c.type !== 4) return renderSelect(c, session, send);
  return null;
}

/**
 * A select menu as a native `<select>` with its rule ("Choose 1 to 3"): a single choice sends on change,
 * several with a button. The emulator checks the count and the values; its refusal shows under the select.
 */
function renderSelect(
  c: Component,
  session: Session,
  send: (body: Record<string, unknown>, onInvalid: Parameters<Session['interact']>[3]) => unknown,
): HTMLElement {
  const many = (c.max_values ?? 1) > 1;
  const id = uid('select');
  const rule = selectRule(c);
  const error = h('span', { id: `${id}-error`, class: 'error', role: 'alert' });
  const select = h(
    'select',
    {
      id,
      'aria-label': c.placeholder ?? 'Make a selection',
      'aria-describedby': `${id}-rule ${id}-error`,
      multiple: many,
      disabled: c.disabled === true,
      'data-custom-id': c.custom_id,
    },
    many
      ? null
      : h('option', { value: '', disabled: true, selected: true }, c.placeholder ?? 'Make a selection'),
  );
  fillOptions(select, c, session);
  const choose = () => {
    error.textContent = '';
    send({ customId: c.custom_id, values: [...select.selectedOptions].map((o) => o.value) }, (answer) => {
      const problem = valueError(answer);
      error.textContent = problem?.at === 'values' ? problem.message : (answer.data?.message ?? '');
      return true;
    });
  };
  if (!many) select.addEventListener('change', choose);
  return h(
    'span',
    { class: 'select' },
    select,
    many ? h('button', { type: 'button', class: 'button secondary', onClick: choose }, 'Choose') : null,
    h('span', { id: `${id}-rule`, class: 'hint' }, rule),
    error,
  );
}

/** How many choices a select takes, as its `min_values`/`max_values` say (the emulator checks them). */
export function selectRule(c: Component): string {
  const { min_values: min, max_values: max } = c;
  if (min !== undefined && max !== undefined)
    return min === max ? `Choose ${min}` : `Choose ${min} to ${max}`;
  if (max !== undefined) return `Choose up to ${max}`;
  if (min !== undefined) return `Choose at least ${min}`;
  return '';
}
