import type { AwaitComponentOptions, ComponentContext } from './component-context.js';
import type { MessageAnswers } from './message-answers.js';

/**
 * The message answers every repliable context has (commands, components, modal submissions): one initial
 * response (`reply` or `defer`), then edits and follow-ups through the interaction's webhook for 15 minutes,
 * and `awaitComponent` for the next click on what was sent. The methods work destructured too:
 * `({ reply }) => reply('Hi')`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction | Responding to an interaction}
 */
export interface MessageReplies extends MessageAnswers {
  /**
   * Waits for the next click (or choice) on a message this interaction sent or updated, e.g. a
   * confirmation after `reply({ components })`; resolves with that click's context, which must be
   * answered like any other (`update`, `reply`…). Rejects with `COMPONENT_TIMEOUT` after `timeoutMs`
   * (default 60 s). Single process only: the click must reach this same process.
   */
  awaitComponent(options?: AwaitComponentOptions): Promise<ComponentContext>;
}
