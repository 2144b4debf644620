import type { APIMessage } from '@slashkit/api';
import type { DeferOptions } from '../respond/defer-options.js';
import type { InteractionMessage } from '../respond/interaction-message.js';

/**
 * The message answers every repliable context has (commands, components, modal submissions), waiting for
 * a click aside: one initial response (`reply` or `defer`), then edits and follow-ups through the
 * interaction's webhook for 15 minutes. {@link MessageReplies} adds `awaitComponent`; a
 * {@link ComponentContext} declares its own, which resolves with a context of its own kind.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction | Responding to an interaction}
 */
export interface MessageAnswers {
  /**
   * Sends the initial reply. Within the deadline it goes back inline as the HTTP response; after a
   * deferral (yours or the automatic one) it edits the deferred "thinking…" message instead, and after a
   * `deferUpdate()` it sends a follow-up. Calling it after a reply is an error (use `followUp` or
   * `editReply`).
   */
  reply(message: InteractionMessage): Promise<void>;
  /**
   * Acknowledges now and answers later ("thinking…"); `ephemeral` makes the later answer visible to the
   * user only. A no-op after the automatic deferral; an error after a reply. Answer with `editReply()`
   * (or `reply()`) or `followUp()` before the handler returns: a handler that returns with "thinking…"
   * still showing gets a warning in the handler's logger, unless `background` says that other work answers.
   */
  defer(options?: DeferOptions): Promise<void>;
  /** Sends another message after the initial response. */
  followUp(message: InteractionMessage): Promise<APIMessage>;
  /** Edits the initial response (for a component: the message that holds it). */
  editReply(message: InteractionMessage): Promise<APIMessage>;
  /** Deletes the initial response. */
  deleteReply(): Promise<void>;
  /** Whether the initial response has been sent (a reply, an update, or a deferral). */
  readonly acknowledged: boolean;
  /** Whether the initial response was a deferral (yours or the automatic one). */
  readonly deferred: boolean;
}
