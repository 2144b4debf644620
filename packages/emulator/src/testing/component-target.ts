import { findComponent } from '../interactions/requests/find-component.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { AdminRequests } from './admin-requests.js';
import type { ComponentRef } from './component-ref.js';
import { customIdMatcher, isCustomIdPattern } from './custom-id-matcher.js';
import { TestClientError } from './test-client-error.js';

/**
 * How `POST /_emulator/components` names a component: its `customId`, a link button's `url`, or a premium
 * button's `skuId`.
 */
export type ComponentTarget = { customId: string } | { url: string } | { skuId: string };

/**
 * The component a {@link ComponentRef} names on a message: a `custom_id` as given; a builder's (a link
 * button's `url`), or, when the builder's custom_id is a `{placeholder}` pattern, the first component of
 * the message that fits it; for a numeric `id`, the component of the message with that id, wherever layouts
 * nest it. The message is read as it is now.
 */
export async function componentTarget(
  admin: AdminRequests,
  messageId: string,
  ref: ComponentRef,
): Promise<ComponentTarget> {
  if (typeof ref === 'string') return { customId: ref };
  if ('customId' in ref) return { customId: ref.customId };
  if (!('id' in ref)) {
    const json = ref.toJSON() as { custom_id?: unknown; url?: unknown; sku_id?: unknown };
    if (typeof json.custom_id !== 'string' || !isCustomIdPattern(json.custom_id))
      return targetOf(json, 'the builder');
    const fits = customIdMatcher(json.custom_id);
    const found = findComponent((await messageOf(admin, messageId)).components, (c) =>
      typeof c.custom_id === 'string' ? fits(c.custom_id) : false,
    );
    if (!found)
      throw new TestClientError(
        `message ${messageId} has no component whose custom_id fits ${json.custom_id}`,
      );
    return targetOf(found.component, `the component of message ${messageId}`);
  }
  const found = findComponent((await messageOf(admin, messageId)).components, (c) => c.id === ref.id);
  if (!found) throw new TestClientError(`message ${messageId} has no component with id ${ref.id}`);
  return targetOf(found.component, `component ${ref.id} of message ${messageId}`);
}

/** A message as it is now. */
async function messageOf(admin: AdminRequests, messageId: string): Promise<EmulatorMessage> {
  const messages = await admin.expectOk<EmulatorMessage[]>('GET', '/messages');
  const message = messages.find((m) => m.id === messageId);
  if (!message) throw new TestClientError(`no message ${messageId} in the emulator`);
  return message;
}

/** A component's `custom_id`, a link button's `url`, or a premium button's `sku_id`. */
function targetOf(
  json: { custom_id?: unknown; url?: unknown; sku_id?: unknown },
  what: string,
): ComponentTarget {
  if (typeof json.custom_id === 'string') return { customId: json.custom_id };
  if (typeof json.url === 'string') return { url: json.url };
  if (typeof json.sku_id === 'string') return { skuId: json.sku_id };
  throw new TestClientError(`${what} has neither a custom_id, a url nor a sku_id: a user cannot use it`);
}
