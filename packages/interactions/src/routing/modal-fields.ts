import { type APIModalSubmitInteraction, ComponentType } from '@slashkit/api';
import { type ModalFieldKind, type ModalFieldValue, modalFieldKinds } from './modal-field-kinds.js';

/** One field of a registered modal definition: its component type, and whether an answer is needed. */
export interface ModalFieldDefinition {
  readonly type: number;
  readonly required: boolean;
}

/** What a modal submission carries for its handler. */
export interface ModalFields {
  /** The values by custom_id (a null-prototype object: any custom_id stays plain data). */
  fields: Record<string, ModalFieldValue | undefined>;
  /** Every mismatch with the field kinds or the registered definition, with its JSON path; empty when fine. */
  issues: string[];
}

/** A received value in a message: short, and never a dump of what arrived. */
const describe = (answer: unknown): string => {
  if (answer === undefined) return 'nothing';
  if (answer === null) return 'null';
  if (Array.isArray(answer)) return 'a list with a value that is not a string';
  if (typeof answer === 'object') return 'an object';
  if (typeof answer === 'string') return answer.length > 40 ? 'a string' : JSON.stringify(answer);
  return String(answer);
};

const own = (item: object, key: string): unknown =>
  Object.hasOwn(item, key) ? (item as Record<string, unknown>)[key] : undefined;

/**
 * Reads a MODAL_SUBMIT interaction's fields: the components of action rows and of labels, each read as its
 * kind says (`modalFieldKinds`). An answer of the wrong type, a component of a kind not known, or a custom_id
 * submitted twice is an issue with its JSON path, so the handler never sees a value its types do not
 * describe. With the registered definition's fields, a required field that did not arrive (or arrived as
 * another kind) is an issue, and an optional one left blank becomes `undefined`.
 */
export function modalFields(
  interaction: APIModalSubmitInteraction,
  definition: ReadonlyMap<string, ModalFieldDefinition> | undefined,
): ModalFields {
  const fields: ModalFields['fields'] = Object.create(null);
  const kinds = new Map<string, ModalFieldKind>();
  const issues: string[] = [];
  const read = (item: unknown, path: string): void => {
    if (typeof item !== 'object' || item === null) return;
    const id = own(item, 'custom_id');
    if (typeof id !== 'string') return;
    const type = own(item, 'type');
    const kind = typeof type === 'number' ? modalFieldKinds.get(type) : undefined;
    if (!kind) {
      issues.push(
        `${path}.type: the field "${id}" is a component of type ${describe(type)}, which this version of @slashkit/interactions does not read as a modal field; update it, or leave the field out of the modal`,
      );
      return;
    }
    const answer = own(item, kind.key);
    if (!kind.accepts(answer)) {
      issues.push(
        `${path}.${kind.key}: the ${kind.name} "${id}" answered ${describe(answer)}; expected ${kind.expected}`,
      );
      return;
    }
    if (kinds.has(id)) {
      issues.push(`${path}.custom_id: "${id}" was submitted twice; a modal's custom_ids are unique`);
      return;
    }
    kinds.set(id, kind);
    fields[id] = answer;
  };
  const components = interaction.data.components;
  if (Array.isArray(components))
    for (const [index, component] of components.entries()) {
      if (typeof component !== 'object' || component === null) continue;
      const path = `data.components[${index}]`;
      const type = own(component, 'type');
      if (type === ComponentType.Label) read(own(component, 'component'), `${path}.component`);
      else if (type === ComponentType.ActionRow) {
        const items = own(component, 'components');
        if (Array.isArray(items))
          for (const [i, item] of items.entries()) read(item, `${path}.components[${i}]`);
      }
    }
  if (definition)
    for (const [id, field] of definition) {
      const arrived = kinds.get(id);
      const expected = modalFieldKinds.get(field.type);
      if (arrived === undefined) {
        if (field.required)
          issues.push(
            `data.components: the required ${expected?.name ?? 'field'} "${id}" is missing from the submission`,
          );
      } else if (arrived !== expected) {
        issues.push(
          `data.components: "${id}" arrived as a ${arrived.name}; the registered modal has a ${expected?.name ?? `component of type ${field.type}`}`,
        );
      } else if (!field.required && arrived.isBlank?.(fields[id] as ModalFieldValue)) {
        fields[id] = undefined;
      }
    }
  return { fields, issues };
}
