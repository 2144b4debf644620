import { emulatorStopped } from './api.js';
import { attachmentUpload } from './attachment-upload.js';
import { attachAutocomplete } from './autocomplete-field.js';
import { type CommandEntry, requestOptions } from './command-entries.js';
import { h, replace, uid } from './dom.js';
import { fillOptions } from './entity-choices.js';
import { optionErrors } from './field-errors.js';
import { placeFields, type Session } from './session.js';
import type { CommandOption } from './types.js';

const T = {
  string: 3,
  integer: 4,
  boolean: 5,
  user: 6,
  channel: 7,
  role: 8,
  mentionable: 9,
  number: 10,
  attachment: 11,
};

interface Field {
  option: CommandOption;
  read(): unknown | undefined;
  error: HTMLElement;
}

/**
 * The options form of a chosen command: required options first, an input by type (ranges, choices as a
 * list, entity pickers filtered by `channel_types`, files), autocomplete live from the bot, and the checks
 * the real client makes before sending. Sending runs the command as the session's user.
 */
export function renderOptionsForm(
  host: HTMLElement,
  entry: CommandEntry,
  session: Session,
  done: () => void,
): void {
  const options = [...entry.options].sort(
    (a, b) => Number(b.required === true) - Number(a.required === true),
  );
  const fields: Field[] = [];
  const values = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const v = f.read();
      if (v !== undefined) out[f.option.name] = v;
    }
    return out;
  };
  const send = async (e: Event) => {
    e.preventDefault();
    const button = host.querySelector<HTMLButtonElement>('button[type="submit"]');
    const body = commandRequest(entry, session, values());
    for (const f of fields) f.error.textContent = '';
    if (button) {
      button.disabled = true;
      button.textContent = 'Sending…';
    }
    // The emulator checks the values (ranges, lengths, choices, required) as the real client does before
    // sending; what it refuses is shown under the inputs and the form stays open.
    let invalid = false;
    await session.interact('/_emulator/interactions', body, `/${entry.label}`, (answer) => {
      const errors = optionErrors(answer);
      const bad = fields.filter((f) => errors.has(f.option.name));
      for (const f of bad) f.error.textContent = errors.get(f.option.name) ?? '';
      (bad[0]?.error.previousElementSibling as HTMLElement | undefined)?.focus();
      invalid = bad.length > 0;
      return invalid;
    });
    if (button) {
      button.disabled = false;
      button.textContent = 'Send';
    }
    // With the emulator gone, the form stays open with what was typed, ready once it is back.
    if (!invalid && !emulatorStopped()) done();
  };
  for (const option of options) fields.push(renderField(option, session, entry, values));
  replace(
    host,
    h(
      'form',
      { class: 'options', 'aria-label': `Options of /${entry.label}`, onSubmit: send, novalidate: true },
      h(
        'p',
        { class: 'chosen' },
        h('strong', null, `/${entry.label}`),
        ' ',
        h('span', null, entry.description),
      ),
      fields.map((f) => f.error.parentElement as HTMLElement),
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'submit', class: 'button primary' }, 'Send'),
        h('button', { type: 'button', class: 'button secondary', onClick: done }, 'Cancel'),
      ),
    ),
  );
  host.hidden = false;
  (host.querySelector('input, select, button') as HTMLElement | null)?.focus();
}

/** The body of `POST /_emulator/interactions` that runs `entry` with `values` as the session's user, there. */
function commandRequest(
  entry: CommandEntry,
  session: Session,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const options = requestOptions(entry, values);
  return {
    ...placeFields(session.place),
    applicationId: entry.command.application_id,
    name: entry.command.name,
    ...(options ? { options } : {}),
  };
}

/**
 * Runs a command (or subcommand) that takes no options at once, as the real client does when Enter picks
 * it: there is nothing to fill in, so no form opens.
 */
export async function sendCommand(entry: CommandEntry, session: Session): Promise<void> {
  await session.interact('/_emulator/interactions', commandRequest(entry, session, {}), `/${entry.label}`);
}

function renderField(
  option: CommandOption,
  session: Session,
  entry: CommandEntry,
  values: () => Record<string, unknown>,
): Field {
  const id = uid('opt');
  const errorId = `${id}-error`;
  const label = option.name_localized ?? option.name;
  const common = {
    id,
    name: option.name,
    'aria-describedby': `${id}-hint ${errorId}`,
    required: option.required === true,
  };
  let control: HTMLInputElement | HTMLSelectElement;
  let read: () => unknown | undefined;
  let extra: HTMLElement | null = null;
  if (option.choices?.length) {
    const select = h(
      'select',
      common,
      h('option', { value: '' }, '—'),
      option.choices.map((c, i) => h('option', { value: String(i) }, c.name_localized ?? c.name)),
    );
    control = select;
    read = () => (select.value === '' ? undefined : option.choices![Number(select.value)]!.value);
  } else if (option.type === T.boolean) {
    const select = h(
      'select',
      common,
      h('option', { value: '' }, '—'),
      h('option', { value: 'true' }, 'True'),
      h('option', { value: 'false' }, 'False'),
    );
    control = select;
    read = () => (select.value === '' ? undefined : select.value === 'true');
  } else if (option.type >= T.user && option.type <= T.mentionable) {
    // The picker of an entity option is the select menu of its type: the emulator says what it offers.
    const kind = { [T.user]: 5, [T.channel]: 8, [T.role]: 6, [T.mentionable]: 7 }[option.type]!;
    const select = h('select', common, h('option', { value: '' }, '—'));
    fillOptions(
      select,
      { type: kind, ...(option.channel_types ? { channel_types: option.channel_types } : {}) },
      session,
    );
    control = select;
    read = () => (select.value === '' ? undefined : select.value);
  } else if (option.type === T.attachment) {
    const upload = attachmentUpload(common);
    control = upload.control;
    read = upload.read;
    extra = upload.status;
  } else if (option.type === T.integer || option.type === T.number) {
    const input = h('input', {
      ...common,
      type: 'number',
      inputmode: option.type === T.integer ? 'numeric' : 'decimal',
      step: option.type === T.integer ? '1' : 'any',
      min: option.min_value,
      max: option.max_value,
    });
    control = input;
    read = () => (input.value === '' ? undefined : Number(input.value));
  } else {
    const input = h('input', {
      ...common,
      type: 'text',
      autocomplete: 'off',
      minlength: option.min_length,
      maxlength: option.max_length,
    });
    control = input;
    read = () => (input.value === '' ? undefined : input.value);
  }
  if (option.autocomplete && control instanceof HTMLInputElement)
    extra = attachAutocomplete(control, option, session, entry, values);
  const hint = [option.description_localized ?? option.description, rangeHint(option)]
    .filter(Boolean)
    .join(' · ');
  const error = h('span', { id: errorId, class: 'error', role: 'alert' });
  h(
    'div',
    { class: 'field' },
    h(
      'label',
      { for: id },
      label,
      option.required ? h('span', { class: 'req', 'aria-hidden': 'true' }, ' *') : null,
    ),
    h('span', { id: `${id}-hint`, class: 'hint' }, hint),
    control,
    error,
    extra,
  );
  return { option, read, error };
}

function rangeHint(o: CommandOption): string {
  if (o.min_value !== undefined || o.max_value !== undefined)
    return `${o.min_value ?? '…'} to ${o.max_value ?? '…'}`;
  if (o.min_length !== undefined && o.max_length !== undefined)
    return `${o.min_length} to ${o.max_length} characters`;
  if (o.min_length !== undefined) return `at least ${o.min_length} characters`;
  if (o.max_length !== undefined) return `at most ${o.max_length} characters`;
  return '';
}
