import { emulatorStopped, stoppedText } from './api.js';
import { h, replace, uid } from './dom.js';
import { valueError } from './field-errors.js';
import { markdownContext } from './markdown-context.js';
import { renderMarkdown } from './markdown-dom.js';
import { type ModalControl, modalControl } from './modal-fields.js';
import type { Session } from './session.js';
import type { Component, Outcome } from './types.js';

interface ModalField extends ModalControl {
  component: Component;
  error: HTMLElement;
}

/** Input types a label may hold, whose label element can name the control itself. */
const labelable = new Set([4, 19, 23]);

/**
 * A modal the bot opened (response type 9), as a dialog laid out as Discord's: each label's text (with
 * `*` when required), its description, the control (`modalControl`: text inputs, selects, file uploads,
 * radio groups, checkbox groups, checkboxes), its rule and its error, stacked; text displays in markdown;
 * legacy action rows as their text input with its own label. Submitting sends the values to the emulator,
 * which checks them as the real client does; what it refuses is shown under its field and the dialog stays
 * open.
 */
export function openModal(dialog: HTMLDialogElement, opened: Outcome, session: Session): void {
  const modal = opened.response?.data;
  if (!modal) return;
  const fields: ModalField[] = [];
  const general = h('p', { class: 'error', role: 'alert' });
  const markdown = markdownContext(session);
  const items = (Array.isArray(modal.components) ? modal.components : []).map((row) => {
    if (row?.type === 10)
      return h(
        'div',
        { class: 'modal-text' },
        renderMarkdown(typeof row.content === 'string' ? row.content : '', markdown),
      );
    // Labels (type 18) hold one component; older action rows (type 1) hold a text input with its own label.
    const component = row?.type === 18 ? row.component : row?.type === 1 ? row.components?.[0] : undefined;
    if (!component || typeof component !== 'object') return null;
    const id = uid('modal');
    const required = component.type === 23 ? false : component.required !== false;
    const labelText = String((row.type === 18 ? row.label : component.label) ?? component.custom_id ?? '');
    const description = row.type === 18 && typeof row.description === 'string' ? row.description : null;
    const describedBy = [description ? `${id}-desc` : '', `${id}-rule`, `${id}-error`]
      .filter(Boolean)
      .join(' ');
    const control = modalControl(
      component,
      { id, labelId: `${id}-label`, describedBy, label: labelText, required },
      session,
    );
    if (!control) return null;
    const error = h('span', { id: `${id}-error`, class: 'error', role: 'alert' });
    // An answer being changed is no longer the one refused.
    for (const event of ['input', 'change'])
      control.control.addEventListener(event, () => (error.textContent = ''));
    fields.push({ ...control, component, error });
    const label = h(
      labelable.has(component.type) ? 'label' : 'span',
      { id: `${id}-label`, class: 'modal-label', for: labelable.has(component.type) ? id : undefined },
      labelText,
      required ? h('span', { class: 'req', 'aria-hidden': 'true' }, ' *') : null,
    );
    return h(
      'div',
      { class: `modal-field${component.type === 23 ? ' checkbox' : ''}` },
      component.type === 23 ? h('div', { class: 'checkbox-row' }, control.control, label) : label,
      description ? h('p', { id: `${id}-desc`, class: 'modal-desc' }, description) : null,
      component.type === 23 ? null : control.control,
      h('span', { id: `${id}-rule`, class: 'hint' }, control.rule),
      error,
    );
  });
  const submit = async (e: Event) => {
    e.preventDefault();
    // Entries, then an object built from them: a custom_id such as `__proto__` stays a plain key.
    const entries: [string, unknown][] = [];
    general.textContent = '';
    for (const f of fields) {
      f.error.textContent = '';
      if (typeof f.component.custom_id !== 'string') continue;
      try {
        entries.push([f.component.custom_id, await f.read()]);
      } catch (error) {
        // An upload the emulator refused (too large): shown under its field, nothing is submitted.
        f.error.textContent = error instanceof Error ? error.message : String(error);
        f.focus();
        return;
      }
    }
    let refused = false;
    await session.interact(
      '/_emulator/modals/submit',
      { interactionId: opened.interactionId, fields: Object.fromEntries(entries) },
      `modal ${modal.custom_id}`,
      (answer) => {
        const problem = valueError(answer);
        const field = fields.find((f) => problem?.at === `fields.${f.component.custom_id}`);
        if (field && problem) {
          field.error.textContent = problem.message;
          field.focus();
        } else general.textContent = answer.data?.message ?? `refused (${answer.status})`;
        refused = true;
        return true;
      },
    );
    // The page's banner is behind the modal: the dialog says it too, and keeps what was typed.
    if (emulatorStopped()) general.textContent = stoppedText;
    else if (!refused) dialog.close();
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
