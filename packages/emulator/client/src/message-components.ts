import { h } from './dom.js';
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
  const send = (body: Record<string, unknown>) =>
    session.interact(
      '/_emulator/components',
      { messageId: message.id, ...body },
      `component ${c.custom_id ?? c.url}`,
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
        onClick: () => void send({ customId: c.custom_id }),
      },
      text || '​',
    );
  }
  if (c.type >= 3 && c.type <= 8 && c.type !== 4)
    return renderSelect(c, session, (values) => void send({ customId: c.custom_id, values }));
  return null;
}

/** A select menu as a native `<select>`: single choice sends on change, several choices with a button. */
function renderSelect(c: Component, session: Session, send: (values: string[]) => void): HTMLElement {
  const max = c.max_values ?? 1;
  const options = selectOptions(c, session);
  const select = h(
    'select',
    {
      'aria-label': c.placeholder ?? 'Make a selection',
      multiple: max > 1,
      disabled: c.disabled === true,
      'data-custom-id': c.custom_id,
    },
    max > 1
      ? null
      : h('option', { value: '', disabled: true, selected: true }, c.placeholder ?? 'Make a selection'),
    options.map((o) => h('option', { value: o.value }, o.label)),
  );
  if (max <= 1) {
    select.addEventListener('change', () => send([select.value]));
    return select;
  }
  return h(
    'span',
    { class: 'multi' },
    select,
    h(
      'button',
      {
        type: 'button',
        class: 'button secondary',
        onClick: () => send([...select.selectedOptions].map((o) => o.value)),
      },
      'Choose',
    ),
  );
}

/** A select's options: its own (string select), or the world's users, roles or channels (entity selects). */
export function selectOptions(c: Component, session: Session): { value: string; label: string }[] {
  if (c.type === 3) return (c.options ?? []).map((o) => ({ value: o.value, label: o.label }));
  const guild =
    'guildId' in session.place
      ? session.world.guilds.find((g) => g.id === (session.place as { guildId: string }).guildId)
      : undefined;
  const users = session.world.users
    .filter((u) => !guild || guild.members.some((m) => m.userId === u.id))
    .map((u) => ({ value: u.id, label: `@${u.username}` }));
  const roles = (guild?.roles ?? []).map((r) => ({ value: r.id, label: `@${r.name}` }));
  const channels = (guild?.channels ?? [])
    .filter((ch) => !c.channel_types || c.channel_types.includes(ch.type))
    .map((ch) => ({ value: ch.id, label: `#${ch.name}` }));
  if (c.type === 5) return users;
  if (c.type === 6) return roles;
  if (c.type === 7) return [...users, ...roles];
  return channels;
}
