import {
  type APIInteractionDataResolved,
  ComponentLimits,
  ComponentType,
  isSelectMenuType,
  ownValue,
} from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';
import type { OptionResolver } from '../options/option-resolver.js';
import { checkSelectValues } from './check-select-values.js';
import { walkComponents } from './find-component.js';

const { ActionRow, TextInput, Label } = ComponentType;

/** What a modal submission carries: its components with the values, and what entity selects resolved. */
export interface ModalSubmission {
  components: Record<string, unknown>[];
  resolved?: APIInteractionDataResolved;
}

/**
 * Checks what a user filled in a modal as the client does, and builds the submitted `components`:
 * every field named is an input of the modal; a text input (left out: its prefilled `value`, or empty) is
 * filled when required (the default) and, when not empty, within `min_length`..`max_length`; a select menu
 * in a label takes an array of values checked like a message's select (`checkSelectValues`), none when it
 * is not required. A value the client would not let through is a 400 naming `fields.<custom_id>`.
 * @see service-facts "Message components and modals"
 */
export function checkModalFields(
  modal: { custom_id: string; components: readonly unknown[] },
  fields: Readonly<Record<string, string | readonly string[]>>,
  resolver: OptionResolver,
  inGuild: boolean,
): ModalSubmission {
  const inputs = [...walkComponents(modal.components)]
    .map(({ component }) => component)
    .filter((c) => c.type === TextInput || isSelectMenuType(c.type));
  const ids = inputs.map((c) => c.custom_id);
  for (const id of Object.keys(fields))
    if (!ids.includes(id))
      throw badRequest(
        `fields.${id}: the modal ${modal.custom_id} has no input ${JSON.stringify(id)}; its inputs: ${ids.map((i) => JSON.stringify(i)).join(', ')}`,
      );
  const submitted = new Map<unknown, Record<string, unknown>>();
  const resolved: APIInteractionDataResolved = {};
  for (const input of inputs) {
    const id = String(input.custom_id);
    const given = ownValue(fields, id); // a custom_id may be `constructor`
    const label = typeof input.label === 'string' ? ` (${input.label})` : '';
    if (input.type === TextInput) {
      if (Array.isArray(given)) throw badRequest(`fields.${id}: a text input takes a string, not a list`);
      const value = (given as string | undefined) ?? (typeof input.value === 'string' ? input.value : '');
      const length = [...value].length;
      if (length === 0 && input.required !== false)
        throw badRequest(`fields.${id}: the text input${label} is required; type something in it`);
      const min = typeof input.min_length === 'number' ? input.min_length : 0;
      const max =
        typeof input.max_length === 'number' ? input.max_length : ComponentLimits.textInputMaxLengthMax;
      if (length > 0 && (length < min || length > max))
        throw badRequest(
          `fields.${id}: the text input${label} takes ${min} to ${max} characters; got ${length}`,
        );
      submitted.set(input.custom_id, { type: TextInput, custom_id: input.custom_id, value });
      continue;
    }
    if (given !== undefined && !Array.isArray(given))
      throw badRequest(`fields.${id}: a select menu takes a list of values, e.g. ["red"]`);
    const choice =
      given === undefined && input.required === false
        ? { values: [] }
        : checkSelectValues(input, given as readonly string[] | undefined, resolver, inGuild, `fields.${id}`);
    const all = resolved as Record<string, object | undefined>;
    for (const [kind, map] of Object.entries(choice.resolved ?? {})) all[kind] = { ...all[kind], ...map };
    submitted.set(input.custom_id, { type: input.type, custom_id: input.custom_id, values: choice.values });
  }
  const components = modal.components.flatMap((value): Record<string, unknown>[] => {
    const row = value as Record<string, unknown>;
    const inner = (c: unknown) => submitted.get((c as Record<string, unknown>).custom_id);
    if (row.type === ActionRow && Array.isArray(row.components))
      return [{ type: ActionRow, components: row.components.map(inner).filter((c) => c !== undefined) }];
    if (row.type === Label && inner(row.component)) return [{ type: Label, component: inner(row.component) }];
    return [];
  });
  return Object.keys(resolved).length > 0 ? { components, resolved } : { components };
}
