import type { EmulatorMessage } from '../interactions/messages/emulator-message.js';
import { findComponent } from '../interactions/requests/find-component.js';
import type { AdminRequests } from './admin-requests.js';
import type { ComponentRef } from './component-ref.js';
import { TestClientError } from './test-client-error.js';

/** How `POST /_emulator/components` names a component: its `customId`, or a link button's `url`. */
export type ComponentTarget = { customId: string } | { url: string };

/**
 * The component a {@link ComponentRef} names on a message: a `custom_id` as given, a builder's, or, for a
 * numeric `id`, the component of the message (as it is now) with that id, wherever layouts nest it.
 */
export async function componentTarget(
  admin: AdminRequests,
  messageId: string,
  ref: ComponentRef,
): Promise<ComponentTarget> {
  if (typeof ref === 'string') return { customId: ref };
  if ('customId' in ref) return { customId: ref.customId };
  if (!('id' in ref)) return targetOf(ref.toJSON(), 'the builder');
  const messages = await admin.expectOk<EmulatorMessage[]>('GET', '/messages');
  const message = messages.find((m) => m.id === messageId);
  if (!message) throw new TestClientError(`no message ${messageId} in the emulator`);
  const found = findComponent(message.components, (c) => c.id === ref.id);
  if (!found) throw new TestClientError(`message ${messageId} has no component with id ${ref.id}`);
  return targetOf(found.component, `component ${ref.id} of message ${messageId}`);
}

/** A component's `custom_id`, or a link button's `url`. */
function targetOf(json: object, what: string): ComponentTarget {
  const fields = json as { custom_id?: unknown; url?: unknown };
  if (typeof fields.custom_id === 'string') return { customId: fields.custom_id };
  if (typeof fields.url === 'string') return { url: fields.url };
  throw new TestClientError(`${what} has neither a custom_id nor a url: a user cannot use it`);
}
