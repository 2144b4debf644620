import { h, replace, uid } from './dom.js';
import { fillOptions } from './entity-choices.js';
import { valueError } from './field-errors.js';
import { selectRule } from './message-components.js';
import type { Session } from './session.js';
import type { Component, Outcome } from './types.js';

interface ModalField {
  input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  component: Component;
  error: HTMLElement;
}

/**
 * A modal the bot opened (response type 9), as a dialog: its text inputs (short or paragraph) and selects
 * in labels, each with its rules shown (required, lengths, how many choices). Submitting sends the values
 * to the emulator, which checks them as the real client does; what it refuses is shown under its field and
 * the dialog stays open.
 */
export function openModal(dialog: HTMLDialogElement, opened: Outcome, session: Session): void {
  const modal = opened.response?.data;
  if (!modal) return;
  const fields: ModalField[] = [];
  const general = h('p', { class: 'error', role: 'alert' });
  const items = modal.components.map((row) => {
    // Labels (type 18) hold one component; older action rows (type 1) hold a text input with its own label.
    const component = row.type === 18 ? row.component : row.components?.[0];
    if (!component || (component.type !== 4 && (component.type < 3 || component.type > 8)))
      return row.type === 10 ? h('p', null, row.content ?? '') : null;
    const id = uid('modal');
    const error = h('span', { id: `${id}-error`, class: 'error', role: 'alert' });
    const required = component.required !== false;
    const rule = component.type === 4 ? lengthRule(component) : selectRule(component);
    const attrs = {
      id,
      name: component.custom_id,
      required,
      'aria-describedby': `${id}-rule ${id}-error`,
      minlength: component.min_length,
      maxlength: component.max_length,
      placeholder: component.placeholder,
    };
    const input =
      component.type !== 4
        ? modalSelect(component, attrs, session)
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
      h('span', { id: `${id}-rule`, class: 'hint' }, rule),
      input,
      error,
    );
  });
  const submit = async (e: Event) => {
    e.preventDefault();
    const values: Record<string, string | string[]> = {};
    for (const f of fields) {
      f.error.textContent = '';
      const c = f.component;
      values[c.custom_id!] =
        f.input instanceof HTMLSelectElement
          ? [...f.input.selectedOptions].map((o) => o.value).filter((v) => v !== '')
          : f.input.value;
    }
    general.textContent = '';
    let refused = false;
    await session.interact(
      '/_emulator/modals/submit',
      { interactionId: opened.interactionId, fields: values },
      `modal ${modal.custom_id}`,
      (answer) => {
        const problem = valueError(answer);
        const field = fields.find((f) => problem?.at === `fields.${f.component.custom_id}`);
        if (field && problem) {
          field.error.textContent = problem.message;
          field.input.focus();
        } else general.textContent = answer.data?.message ?? `refused (${answer.status})`;
        refused = true;
        return true;
      },
    );
    if (!refused) dialog.close();
  };
  replace(
    dialog,
    h(
      'form',
      { method: 'dialog', onSubmit: submit, novalidate: true },
      h('h2', { id: 'modal-title' }, modal.title),
      items,
      general,
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

/** A text input's length rule as the modal states it. */
function lengthRule(c: Component): string {
  if (c.min_length !== undefined && c.max_length !== undefined)
    return `${c.min_length} to ${c.max_length} characters`;
  if (c.min_length !== undefined) return `At least ${c.min_length} characters`;
  if (c.max_length !== undefined) return `At most ${c.max_length} characters`;
  return '';
}

function modalSelect(c: Component, attrs: Record<string, unknown>, session: Session): HTMLSelectElement {
  const many = (c.max_values ?? 1) > 1;
  const { id, name, required } = attrs;
  const select = h(
    'select',
    { id, name, required, multiple: many, 'aria-describedby': attrs['aria-describedby'] },
    many ? null : h('option', { value: '' }, c.placeholder ?? '—'),
  );
  fillOptions(select, c, session);
  return select;
}
