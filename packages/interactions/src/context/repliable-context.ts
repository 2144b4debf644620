import type { ModalInput } from '../respond/modal-input.js';
import type { InteractionContext } from './interaction-context.js';
import type { MessageReplies } from './message-replies.js';

/**
 * A command context that answers with messages, or with a modal.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction | Responding to an interaction}
 */
export interface RepliableContext extends InteractionContext, MessageReplies {
  /**
   * Opens a modal (MODAL, 9) as the initial response: a `ModalBuilder` or its JSON. Its submission
   * reaches the handler registered with `modal(...)` for its custom_id. It cannot follow a deferral, so
   * call it before any slow work.
   */
  showModal(modal: ModalInput): Promise<void>;
}
