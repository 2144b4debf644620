import { type APIModalSubmitInteraction, ComponentType } from '@slashkit/api';
import type { ModalFields } from '../context/modal-fields.js';
import { type ModalFieldKind, type ModalFieldValue, modalFieldKinds } from './modal-field-kinds.js';

/** One field of a registered modal definition: its component type, whether it is required, its options. */
export interface ModalFieldDefinition {
  readonly type: number;
  readonly required: boolean;
  /** A string select's, radio group's or checkbox group's option values: any other answer is refused. */
  readonly choices?: ReadonlySet<string> | undefined;
}

/** One answer as it arrived: its kind, the raw answer and where it was. */
interface Arrived {
  kind: ModalFieldKind;
  answer: unknown;
  path: string;
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

/** Issues for option values that are not among the registered options. */
function checkChoices(id: string, arrived: Arrived, choices: ReadonlySet<string>, issues: string[]): void {
  const { kind, answer, path } = arrived;
  const values = typeof answer === 'string' ? [answer] : Array.isArray(answer) ? (answer as string[]) : [];
  values.forEach((value, i) => {
    if (choices.has(value)) return;
    const at = kind.key === 'value' ? `${path}.value` : `${path}.values[${i}]`;
    const shown = value.length > 40 ? 'a value' : JSON.stringify(value);
    issues.push(`${at}: ${shown} is not an option of the ${kind.name} "${id}"`);
  });
}

/**
 * Reads a MODAL_SUBMIT interaction's fields: the components of action rows and of labels, each read as its
 * kind says (`modalFieldKinds`): entities and attachments from `resolved`, a radio group left alone as
 * `undefined`. An answer of the wrong type, a component of a kind not known, an id `resolved` does not
 * describe, or a custom_id submitted twice is an issue with its JSON path, so the handler never sees a value
 * its types do not describe. With the registered definition's fields, a required field that did not arrive
 * (or arrived as another kind, or a required radio group left alone) is an issue, an option value that is
 * not the definition's is an issue, and an optional text input left blank becomes `undefined`.
 */
export function modalFields(
  interaction: APIModalSubmitInteraction,
  definition: ReadonlyMap<string, ModalFieldDefinition> | undefined,
): ModalFields {
  const fields: ModalFields['fields'] = Object.create(null);
  const arrivals = new Map<string, Arrived>();
  /** Fields already reported (a wrong type, an unknown kind): not reported again as missing. */
  const reported = new Set<string>();
  const issues: string[] = [];
  const resolved = interaction.data.resolved;
  const read = (item: unknown, path: string): void => {
    if (typeof item !== 'object' || item === null) return;
    const id = own(item, 'custom_id');
    if (typeof id !== 'string') return;
    const type = own(item, 'type');
    const kind = typeof type === 'number' ? modalFieldKinds.get(type) : undefined;
    if (!kind) {
      reported.add(id);
      issues.push(
        `${path}.type: the field "${id}" is a component of type ${describe(type)}, which this version of @slashkit/interactions does not read as a modal field; update it, or leave the field out of the modal`,
      );
      return;
    }
    const answer = own(item, kind.key);
    if (!kind.accepts(answer)) {
      reported.add(id);
      issues.push(
        `${path}.${kind.key}: the ${kind.name} "${id}" answered ${describe(answer)}; expected ${kind.expected}`,
      );
      return;
    }
    if (arrivals.has(id)) {
      issues.push(`${path}.custom_id: "${id}" was submitted twice; a modal's custom_ids are unique`);
      return;
    }
    arrivals.set(id, { kind, answer, path });
    if (!kind.read) {
      fields[id] = answer as ModalFieldValue;
      return;
    }
    const converted = kind.read(answer as never, resolved, path);
    issues.push(...converted.issues);
    fields[id] = converted.value;
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
      const arrived = arrivals.get(id);
      const expected = modalFieldKinds.get(field.type);
      if (arrived === undefined) {
        if (field.required && !reported.has(id))
          issues.push(
            `data.components: the required ${expected?.name ?? 'field'} "${id}" is missing from the submission`,
          );
      } else if (arrived.kind !== expected) {
        issues.push(
          `data.components: "${id}" arrived as a ${arrived.kind.name}; the registered modal has a ${expected?.name ?? `component of type ${field.type}`}`,
        );
      } else {
        if (field.choices && arrived.kind.choices) checkChoices(id, arrived, field.choices, issues);
        if (field.required && fields[id] === undefined)
          issues.push(
            `${arrived.path}.${arrived.kind.key}: the required ${arrived.kind.name} "${id}" was left without an answer`,
          );
        else if (!field.required && arrived.kind.isBlank?.(arrived.answer)) fields[id] = undefined;
      }
    }
  return { fields, issues };
}
