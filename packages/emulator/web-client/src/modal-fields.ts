import { h } from './dom.js';
import { selectRule } from './message-components.js';
import { createSelectMenu } from './select-menu.js';
import type { Session } from './session.js';
import type { Component, ComponentOption } from './types.js';
import { uploadFile } from './upload-file.js';

/** A modal's input on the page: its control, how to read what the user gave, and where to focus. */
export interface ModalControl {
  control: HTMLElement;
  /** The rule shown under the control ("3 to 60 characters", "Choose 1 to 3"), or ''. */
  rule: string;
  /**
   * The value `POST /_emulator/modals/submit` takes for it (see the emulator README); a file upload uploads
   * its files first and gives their ids, or throws an `Error` saying which upload was refused.
   */
  read(): unknown | Promise<unknown>;
  focus(): void;
}

/** Ids that tie a control to its label, description, rule and error. */
export interface FieldIds {
  id: string;
  labelId: string;
  describedBy: string;
  label: string;
  required: boolean;
}

/**
 * The control of one modal input, by type: a text input (short or paragraph), a select menu
 * (`createSelectMenu`), a file upload (a file picker; the files are uploaded first and go as their ids),
 * a radio group, a checkbox group or a checkbox, each with its defaults. Null for a type no modal holds.
 */
export function modalControl(c: Component, ids: FieldIds, session: Session): ModalControl | null {
  const described = { 'aria-describedby': ids.describedBy };
  switch (c.type) {
    case 4: {
      const attrs = {
        id: ids.id,
        name: c.custom_id,
        required: ids.required,
        ...described,
        minlength: c.min_length,
        maxlength: c.max_length,
        placeholder: c.placeholder,
      };
      const input =
        c.style === 2
          ? h('textarea', attrs, typeof c.value === 'string' ? c.value : '')
          : h('input', { ...attrs, type: 'text', value: typeof c.value === 'string' ? c.value : undefined });
      return { control: input, rule: lengthRule(c), read: () => input.value, focus: () => input.focus() };
    }
    case 3:
    case 5:
    case 6:
    case 7:
    case 8: {
      const menu = createSelectMenu(c, session, { label: ids.label, describedBy: ids.describedBy });
      menu.trigger.id = ids.id;
      return {
        control: menu.element,
        rule: selectRule(c),
        read: menu.values,
        focus: () => menu.trigger.focus(),
      };
    }
    case 19: {
      const max = typeof c.max_values === 'number' ? c.max_values : 1;
      const input = h('input', { id: ids.id, type: 'file', multiple: max > 1, ...described });
      // A file is uploaded once, even when the modal is submitted again after a refusal.
      const uploaded = new WeakMap<File, string>();
      return {
        control: input,
        rule: fileRule(c),
        read: async () => {
          const files = [...(input.files ?? [])];
          const ids: string[] = [];
          for (const file of files) {
            let id = uploaded.get(file);
            if (id === undefined) {
              const answer = await uploadFile(file);
              if ('error' in answer) throw new Error(answer.error);
              id = answer.id;
              uploaded.set(file, id);
            }
            ids.push(id);
          }
          return ids;
        },
        focus: () => input.focus(),
      };
    }
    case 21:
    case 22: {
      const radio = c.type === 21;
      const boxes = options(c).map((o) => {
        const input = h('input', {
          type: radio ? 'radio' : 'checkbox',
          name: ids.id,
          value: o.value,
        });
        input.checked = o.default === true;
        return h(
          'label',
          { class: 'choice' },
          input,
          h(
            'span',
            { class: 'choice-text' },
            h('span', null, o.label),
            typeof o.description === 'string' ? h('span', { class: 'hint' }, o.description) : null,
          ),
        );
      });
      const group = h(
        'div',
        {
          id: ids.id,
          class: 'choices',
          role: radio ? 'radiogroup' : 'group',
          'aria-labelledby': ids.labelId,
          ...described,
        },
        boxes,
      );
      const inputs = () => [...group.querySelectorAll('input')];
      return {
        control: group,
        rule: radio ? '' : selectRule(c),
        read: () => {
          const checked = inputs()
            .filter((i) => i.checked)
            .map((i) => i.value);
          return radio ? (checked[0] ?? null) : checked;
        },
        focus: () => (inputs().find((i) => i.checked) ?? inputs()[0])?.focus(),
      };
    }
    case 23: {
      const input = h('input', { id: ids.id, type: 'checkbox', ...described });
      input.checked = c.default === true;
      return {
        control: h('div', { class: 'choices' }, input),
        rule: '',
        read: () => input.checked,
        focus: () => input.focus(),
      };
    }
    default:
      return null;
  }
}

function options(c: Component): ComponentOption[] {
  return (Array.isArray(c.options) ? c.options : []).filter(
    (o) => o && typeof o.value === 'string' && typeof o.label === 'string',
  );
}

/** A text input's length rule as the modal states it. */
function lengthRule(c: Component): string {
  if (c.min_length !== undefined && c.max_length !== undefined)
    return `${c.min_length} to ${c.max_length} characters`;
  if (c.min_length !== undefined) return `At least ${c.min_length} characters`;
  if (c.max_length !== undefined) return `At most ${c.max_length} characters`;
  return '';
}

/** How many files a file upload takes. */
function fileRule(c: Component): string {
  const max = typeof c.max_values === 'number' ? c.max_values : 1;
  const min = typeof c.min_values === 'number' ? c.min_values : undefined;
  if (min !== undefined && min > 0) return min === max ? `${min} file(s)` : `${min} to ${max} files`;
  return max === 1 ? 'One file' : `Up to ${max} files`;
}
