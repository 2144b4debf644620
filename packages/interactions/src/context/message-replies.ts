import type { APIMessage } from '@slashkit/api';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { ComponentContext } from './component-context.js';

/** Options of `awaitComponent()`. */
export interface AwaitComponentOptions {
  /** How long to wait for the click, in milliseconds. Default 60 000 (keep it under 15 minutes). */
  timeoutMs?: number;
  /**
   * Which clicks count (e.g. only the user who ran the command); a click that fails it goes to the
   * registered handlers, as if nobody were waiting.
   */
  filter?: (ctx: ComponentContext) => boolean;
}

/** Options of `defer()`. */
export interface DeferOptions {
  /** Makes the later answer visible to the user only (the deferral carries EPHEMERAL). */
  ephemeral?: boolean;
  /**
   * Declares that the answer comes from work that outlives the handler (a queue, a job holding the
   * context): the handler may return while the user still sees "thinking…", without the warning it would
   * otherwise log. That work must then call `editReply()` or `followUp()` within the token's 15 minutes.
   */
  background?: boolean;
}

/**
 * The message answers every repliable context has (commands, components, modal submissions): one initial
 * response (`reply` or `defer`), then edits and follow-ups through the interaction's webhook for 15 minutes.
 * The methods work destructured too: `({ reply }) => reply('Hi')`.
 * @see service-facts "Interactions" (inline vs callback, 3 s deadline, 15 min token)
 */
export interface MessageReplies {
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
  /**
   * Waits for the next click (or choice) on a message this interaction sent or updated, e.g. a
   * confirmation after `reply({ components })`; resolves with that click's context, which must be
   * answered like any other (`update`, `reply`…). Rejects with `COMPONENT_TIMEOUT` after `timeoutMs`
   * (default 60 s). Single process only: the click must reach this same process.
   */
  awaitComponent(options?: AwaitComponentOptions): Promise<ComponentContext>;
  /** Whether the initial response has been sent (a reply, an update, or a deferral). */
  readonly acknowledged: boolean;
  /** Whether the initial response was a deferral (yours or the automatic one). */
  readonly deferred: boolean;
}
