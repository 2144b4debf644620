import { h, uid } from './dom.js';
import { valueError } from './field-errors.js';
import { httpUrl } from './http-url.js';
import type { MarkdownContext } from './markdown-dom.js';
import { openPurchaseSheet, skuName } from './purchase-sheet.js';
import { createSelectMenu, emojiText } from './select-menu.js';
import type { Session } from './session.js';
import type { Component, Message } from './types.js';
import { renderLayoutComponent } from './v2-components.js';

const buttonStyles = ['', 'primary', 'secondary', 'success', 'danger', 'link', 'premium'];
/** IS_COMPONENTS_V2: the message's body is its components (layout components included). */
const componentsV2 = 1 << 15;

/**
 * A message's components: action rows of buttons and select menus, and with IS_COMPONENTS_V2 the layout
 * components too (`renderLayoutComponent`). Using one sends a component interaction as this user.
 */
export function renderComponents(
  components: Component[],
  message: Message,
  session: Session,
  markdown: MarkdownContext,
): HTMLElement | null {
  if (!Array.isArray(components) || components.length === 0) return null;
  const interactive = (c: Component) =>
    c.type === 1 ? row(c, message, session) : renderComponent(c, message, session);
  const v2 = ((message.flags ?? 0) & componentsV2) !== 0;
  const env = {
    markdown,
    attachments: Array.isArray(message.attachments) ? message.attachments : [],
    interactive,
  };
  return h(
    'div',
    { class: v2 ? 'components v2' : 'components' },
    components.map((c) =>
      v2 ? renderLayoutComponent(c, env) : c?.type === 1 ? row(c, message, session) : null,
    ),
  );
}

function row(c: Component, message: Message, session: Session): HTMLElement {
  return h(
    'div',
    { class: 'row', role: 'group' },
    (Array.isArray(c.components) ? c.components : []).map((item) => renderComponent(item, message, session)),
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
  if (c?.type === 2) {
    const text = `${emojiText(c.emoji)}${typeof c.label === 'string' ? c.label : ''}`.trim();
    if (c.style === 5 && typeof c.url === 'string')
      return h(
        'a',
        {
          class: 'button link',
          href: httpUrl(c.url) ?? undefined,
          target: '_blank',
          rel: 'noopener noreferrer',
        },
        text || c.url,
        ' ↗',
      );
    // A premium button is the store's: it opens the purchase sheet for its SKU, and sends no interaction.
    if (c.style === 6 && typeof c.sku_id === 'string') {
      const skuId = c.sku_id;
      return h(
        'button',
        {
          type: 'button',
          class: 'button premium',
          disabled: c.disabled === true,
          onClick: () => openPurchaseSheet(session, skuId),
        },
        `🛒 ${skuName(session, skuId)}`,
      );
    }
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
  if (c && c.type >= 3 && c.type <= 8 && c.type !== 4) return renderSelect(c, session, send);
  return null;
}

/**
 * A select menu of a message (`createSelectMenu`) with its rule ("Choose 1 to 3"): closing it after a
 * change sends the choice. The emulator checks the count and the values; its refusal shows under it.
 */
function renderSelect(
  c: Component,
  session: Session,
  send: (body: Record<string, unknown>, onInvalid: Parameters<Session['interact']>[3]) => unknown,
): HTMLElement {
  const id = uid('select');
  const error = h('span', { id: `${id}-error`, class: 'error', role: 'alert' });
  const menu = createSelectMenu(c, session, {
    describedBy: `${id}-rule ${id}-error`,
    onCommit: (values) => {
      error.textContent = '';
      void send({ customId: c.custom_id, values }, (answer) => {
        const problem = valueError(answer);
        error.textContent = problem?.at === 'values' ? problem.message : (answer.data?.message ?? '');
        return true;
      });
    },
  });
  return h(
    'div',
    { class: 'select' },
    menu.element,
    h('span', { id: `${id}-rule`, class: 'hint' }, selectRule(c)),
    error,
  );
}

/** How many choices a select takes, as its `min_values`/`max_values` say (the emulator checks them). */
export function selectRule(c: Component): string {
  // A minimum of 0 is no rule to state ("Choose at least 0").
  const min = c.min_values === 0 ? undefined : c.min_values;
  const max = c.max_values;
  if (min !== undefined && max !== undefined)
    return min === max ? `Choose ${min}` : `Choose ${min} to ${max}`;
  if (max !== undefined) return `Choose up to ${max}`;
  if (min !== undefined) return `Choose at least ${min}`;
  return '';
}
