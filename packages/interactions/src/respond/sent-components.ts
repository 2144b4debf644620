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

  /** Records a message (its id, when known) and the custom ids of its components. */
  remember(messageId: string | undefined, data: APIInteractionResponseMessageData | undefined): void {
    if (messageId !== undefined) this.messageIds.add(messageId);
    for (const row of data?.components ?? [])
      for (const component of (row as { components?: unknown[] }).components ?? []) {
        const id = (component as { custom_id?: unknown }).custom_id;
        if (typeof id === 'string') this.customIds.add(id);
      }
  }
}
