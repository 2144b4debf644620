import { type APIModalSubmitInteraction, ComponentType } from '@slashkit/api';

/** What a modal submission carries for its handler. */
export interface ModalFields {
  /** The values by custom_id (a null-prototype object: any custom_id stays plain data). */
  fields: Record<string, string | readonly string[] | boolean | null | undefined>;
  /** Every mismatch with the registered definition; empty when fine. */
  issues: string[];
}

/**
 * Reads a MODAL_SUBMIT interaction's fields: text inputs in action rows, and components inside labels
 * (a select's `values`). With the registered definition's `inputs` (custom_id → required), a required
 * input that did not arrive is an issue, and an optional one left blank becomes `undefined`.
 */
export function modalFields(
  interaction: APIModalSubmitInteraction,
  inputs: ReadonlyMap<string, boolean> | undefined,
): ModalFields {
  const fields: ModalFields['fields'] = Object.create(null);
  const issues: string[] = [];
  const components = interaction.data.components;
  if (Array.isArray(components)) {
    for (const component of components) {
      if (typeof component !== 'object' || component === null) continue;
      const items: unknown[] =
        component.type === ComponentType.ActionRow && Array.isArray(component.components)
          ? component.components
          : component.type === ComponentType.Label
            ? [(component as { component?: unknown }).component]
            : [];
      for (const item of items) {
        if (typeof item !== 'object' || item === null) continue;
        const {
          custom_id: id,
          value,
          values,
        } = item as { custom_id?: unknown; value?: unknown; values?: unknown };
        if (typeof id !== 'string') continue;
        fields[id] = Array.isArray(values) ? values : (value as string | boolean | null | undefined);
      }
    }
  }
  if (inputs)
    for (const [id, required] of inputs) {
      const value = fields[id];
      if (required && typeof value !== 'string')
        issues.push(`data.components: the required text input "${id}" is missing from the submission`);
      else if (!required && value === '') fields[id] = undefined;
    }
  return { fields, issues };
}
