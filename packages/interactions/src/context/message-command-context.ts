import type { APIMessage } from '@slashkit/api';
import type { RepliableContext } from './repliable-context.js';

/** The context of a MESSAGE (message context menu) command: the message acted on. */
export interface MessageCommandContext extends RepliableContext {
  /** The id of the message acted on. */
  readonly targetId: string;
  /** The message acted on, from `data.resolved.messages`. */
  readonly target: APIMessage;
}
