import type { APIMessage } from '@slashkit/api';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { InteractionContext } from './interaction-context.js';

/**
 * A context that answers with messages: one initial response (`reply` or `defer`), then edits and
 * follow-ups through the interaction's webhook for 15 minutes.
 * @see service-facts "Interactions" (inline vs callback, 3 s deadline, 15 min token)
 */
export interface RepliableContext extends InteractionContext {
  /**
   * Sends the initial reply. Within the deadline it goes back inline as the HTTP response; after a
   * deferral (yours or the automatic one) it edits the deferred "thinking…" message instead. Calling it
   * after a reply is an error (use `followUp` or `editReply`).
   */
  reply(message: InteractionMessage): Promise<void>;
  /**
   * Acknowledges now and answers later ("thinking…"); `ephemeral` makes the later answer visible to the
   * user only. A no-op after the automatic deferral; an error after a reply.
   */
  defer(options?: { ephemeral?: boolean }): Promise<void>;
  /** Sends another message after the initial response. */
  followUp(message: InteractionMessage): Promise<APIMessage>;
  /** Edits the initial response (or fills in a deferred one). */
  editReply(message: InteractionMessage): Promise<APIMessage>;
  /** Deletes the initial response. */
  deleteReply(): Promise<void>;
  /** Whether the initial response has been sent (a reply, or a deferral). */
  readonly acknowledged: boolean;
  /** Whether the initial response was a deferral (yours or the automatic one). */
  readonly deferred: boolean;
}
