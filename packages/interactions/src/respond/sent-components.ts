import type { APIInteractionResponseMessageData } from '@slashkit/api';

/**
 * What one interaction has sent that a later `awaitComponent()` must recognise: the ids of its messages and
 * the custom ids of their components. Created on first use only, since most interactions never wait.
 */
export class SentComponents {
  /** The ids of the messages sent (or updated) for the interaction. */
  readonly messageIds = new Set<string>();
  /** The custom ids of the components on those messages. */
  readonly customIds = new Set<string>();

  /**
   * Records a message (its id, when known) and the custom ids of its components at every depth: in action
   * rows, and in the containers and section accessories of Components V2 messages.
   */
  remember(messageId: string | undefined, data: APIInteractionResponseMessageData | undefined): void {
    if (messageId !== undefined) this.messageIds.add(messageId);
    // A message holds at most 40 components and containers do not nest: the walk is short.
    const pending: unknown[] = [...(data?.components ?? [])];
    while (pending.length > 0) {
      const component = pending.pop();
      if (typeof component !== 'object' || component === null) continue;
      const {
        custom_id: id,
        components,
        accessory,
      } = component as {
        custom_id?: unknown;
        components?: unknown;
        accessory?: unknown;
      };
      if (typeof id === 'string') this.customIds.add(id);
      if (Array.isArray(components)) pending.push(...components);
      if (accessory !== undefined) pending.push(accessory);
    }
  }
}
