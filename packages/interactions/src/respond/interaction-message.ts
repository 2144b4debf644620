import { type APIInteractionResponseMessageData, MessageFlags } from '@slashkit/api';
import { type MessageComponentInput, withMessageComponents } from './message-components.js';

/**
 * A message for `reply`, `followUp` and `editReply`: plain text, or a message body with an `ephemeral`
 * shorthand for the EPHEMERAL flag, whose `components` may be builders or JSON alike (layout components
 * set IS_COMPONENTS_V2 for you).
 */
export type InteractionMessage =
  | string
  | (Omit<APIInteractionResponseMessageData, 'components'> & {
      components?: readonly MessageComponentInput[] | undefined;
      ephemeral?: boolean;
    });

/**
 * The wire body of a message, with `ephemeral: true` folded into `flags` and component builders turned into
 * JSON (see `withMessageComponents`).
 */
export function toMessageData(message: InteractionMessage): APIInteractionResponseMessageData {
  if (typeof message === 'string') return { content: message };
  const { ephemeral, ...data } = message;
  const body = withMessageComponents(data);
  if (ephemeral) body.flags = (body.flags ?? 0) | MessageFlags.Ephemeral;
  return body;
}
