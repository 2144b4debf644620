import { type APIInteractionDataResolved, ComponentType, ownValue } from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';
import { checkModalInput, isModalInputType, type ModalInputEnv } from './check-modal-input.js';
import { walkComponents } from './find-component.js';
import type { ModalFieldValue } from './modal-submit-request.js';

const { ActionRow, Label, TextDisplay } = ComponentType;

/** What a modal submission carries: its components with the values, and what they resolved. */
export interface ModalSubmission {
  components: Record<string, unknown>[];
  resolved?: APIInteractionDataResolved;
}

/**
 * Checks what a user gave a modal as the client does (`checkModalInput` for each input; every field named
 * must be an input of the modal) and builds the submitted `components` in the service's shape, each with
 * the `id` the modal was stored with: a label as `{ type: 18, id, component: { type, id, custom_id, value |
 * values } }`, a text display as `{ type: 10, id }`, a legacy action row as `{ type: 1, id, components:
 * [{ type: 4, id, custom_id, value }] }`; `resolved` gathers the users, members, roles, channels and
 * attachments that entity selects and file uploads chose. A value the client would not let through is a
 * 400 naming `fields.<custom_id>`.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function checkModalFields(
  modal: { custom_id: string; components: readonly unknown[] },
  fields: Readonly<Record<string, ModalFieldValue>>,
  env: ModalInputEnv,
): ModalSubmission {
  const inputs = [...walkComponents(modal.components)]
    .map(({ component }) => component)
    .filter((c) => isModalInputType(c.type));
  const ids = inputs.map((c) => c.custom_id);
  for (const id of Object.keys(fields))
    if (!ids.includes(id))
      throw badRequest(
        `fields.${id}: the modal ${modal.custom_id} has no input ${JSON.stringify(id)}; its inputs: ${ids.map((i) => JSON.stringify(i)).join(', ')}`,
      );
  // An input in a label has no label of its own: errors name it by its label's text, as the client shows it.
  const labelled = new Map<unknown, string>();
  for (const value of modal.components) {
    const top = value as Record<string, unknown>;
    if (top.type === Label && typeof top.label === 'string') labelled.set(top.component, top.label);
  }
  const submitted = new Map<unknown, Record<string, unknown>>();
  const resolved: Record<string, Record<string, unknown>> = {};
  for (const input of inputs) {
    // A custom_id may be `constructor` or `__proto__`: only the request's own keys count.
    const label = labelled.get(input);
    const named = label !== undefined && input.label === undefined ? { ...input, label } : input;
    const answer = checkModalInput(named, ownValue(fields, String(input.custom_id)), env);
    for (const [kind, map] of Object.entries(answer.resolved ?? {}))
      resolved[kind] = Object.assign(resolved[kind] ?? {}, map);
    submitted.set(input, answer.component);
  }
  const components = modal.components.flatMap((value): Record<string, unknown>[] => {
    const top = value as Record<string, unknown>;
    if (top.type === TextDisplay) return [{ type: TextDisplay, id: top.id }];
    if (top.type === Label) {
      const inner = submitted.get(top.component);
      return inner ? [{ type: Label, id: top.id, component: inner }] : [];
    }
    if (top.type === ActionRow && Array.isArray(top.components))
      return [
        {
          type: ActionRow,
          id: top.id,
          components: top.components.flatMap((c) => submitted.get(c) ?? []),
        },
      ];
    return [];
  });
  return Object.keys(resolved).length > 0
    ? { components, resolved: resolved as APIInteractionDataResolved }
    : { components };
}
