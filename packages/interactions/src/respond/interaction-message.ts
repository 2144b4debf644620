import { type APIInteractionResponseMessageData, MessageFlags } from '@slashkit/api';

/**
 * A message for `reply`, `followUp` and `editReply`: plain text, or a message body with an `ephemeral`
 * shorthand for the EPHEMERAL flag.
 */
export type InteractionMessage = string | (APIInteractionResponseMessageData & { ephemeral?: boolean });

/** The wire body of a message, with `ephemeral: true` folded into `flags`. */
export function toMessageData(message: InteractionMessage): APIInteractionResponseMessageData {
  if (typeof message === 'string') return { content: message };
  const { ephemeral, ...data } = message;
  if (ephemeral) data.flags = (data.flags ?? 0) | MessageFlags.Ephemeral;
  return data;
}
