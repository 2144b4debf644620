import { h, replace, uid } from './dom.js';
import type { Session } from './session.js';
import type { Component, Outcome } from './types.js';

interface ModalField {
  input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  component: Component;
  error: HTMLElement;
}

/**
 * A modal the bot opened (response type 9), as a dialog: its text inputs (short or paragraph) and selects
 * in labels, with their rules (required, length) checked before sending, as the real client does.
 */
export function openModal(dialog: HTMLDialogElement, outcome: Outcome, session: Session): void {
  const modal = outcome.response?.data;
  if (!modal) return;
  const fields: ModalField[] = [];
  const items = modal.components.map((row) => {
    // Labels (type 18) hold one component; older action rows (type 1) hold a text input with its own label.
    const component = row.type === 18 ? row.component : row.components?.[0];
    if (!component || (component.type !== 4 && component.type !== 3))
      return row.type === 10 ? h('p', null, row.content ?? '') : null;
    const id = uid('modal');
    const error = h('span', { id: `${id}-error`, class: 'error', role: 'alert' });
    const required = component.required !== false;
    const attrs = {
      id,
      name: component.custom_id,
      required,
      'aria-describedby': `${id}-error`,
      minlength: component.min_length,
      maxlength: component.max_length,
      placeholder: component.placeholder,
    };
    const input =
      component.type === 3
        ? h(
            'select',
            { id, name: component.custom_id, required },
            h('option', { value: '' }, component.placeholder ?? '—'),
            (component.options ?? []).map((o) =>
              h('option', { value: o.value, selected: o.default === true }, o.label),
            ),
          )
        : component.style === 2
          ? h('textarea', attrs, component.value ?? '')
          : h('input', { ...attrs, type: 'text', value: component.value });
    fields.push({ input, component, error });
    const label = row.type === 18 ? row.label : component.label;
    return h(
      'div',
      { class: 'field' },
      h(
        'label',
        { for: id },
        label ?? component.custom_id,
        required ? h('span', { class: 'req', 'aria-hidden': 'true' }, ' *') : null,
      ),
      row.description ? h('span', { class: 'hint' }, row.description) : null,
      input,
      error,
    );
  });
  const submit = async (e: Event) => {
    e.preventDefault();
    let bad = false;
    const values: Record<string, string | string[]> = {};
    for (const f of fields) {
      const value = f.input.value;
      const c = f.component;
      const problem =
        c.required !== false && value === ''
          ? 'This field is required'
          : value !== '' && c.min_length !== undefined && value.length < c.min_length
            ? `Enter at least ${c.min_length} characters`
            : null;
      f.error.textContent = problem ?? '';
      if (problem && !bad) {
        bad = true;
        f.input.focus();
      }
      values[c.custom_id!] = c.type === 3 ? (value === '' ? [] : [value]) : value;
    }
    if (bad) return;
    dialog.close();
    await session.interact(
      '/_emulator/modals/submit',
      { interactionId: outcome.interactionId, fields: values },
      `modal ${modal.custom_id}`,
    );
  };
  replace(
    dialog,
    h(
      'form',
      { method: 'dialog', onSubmit: submit, novalidate: true },
      h('h2', { id: 'modal-title' }, modal.title),
      items,
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'button', class: 'button secondary', onClick: () => dialog.close() }, 'Cancel'),
        h('button', { type: 'submit', class: 'button primary' }, 'Submit'),
      ),
    ),
  );
  dialog.setAttribute('aria-labelledby', 'modal-title');
  dialog.showModal();
}
