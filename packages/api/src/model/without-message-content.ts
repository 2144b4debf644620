import { MessageContentFields } from '../gateway-intents.js';

/** The fields {@link withoutMessageContent} empties or leaves out; every other field is kept as it is. */
export interface MessageContentParts {
  content?: string;
  embeds?: unknown[];
  attachments?: unknown[];
  components?: unknown[];
  poll?: unknown;
}

/**
 * A message as a bot without the MESSAGE_CONTENT intent receives it (a shallow copy): the text fields of
 * {@link MessageContentFields} empty (`content` `''`, `embeds`, `attachments` and `components` `[]`, the
 * ones the message has) and `poll` left out. Whether the bot sees the content anyway (its own message, one
 * that mentions it, a DM) is the caller's to judge.
 * @example
 * withoutMessageContent({ id: '1', content: 'secret', embeds: [{ title: 'x' }] }); // { id: '1', content: '', embeds: [] }
 * @see {@link https://discord.com/developers/docs/events/gateway#message-content-intent | Message content intent}
 */
export function withoutMessageContent<T extends MessageContentParts>(message: T): T {
  const copy: MessageContentParts = { ...message };
  for (const field of MessageContentFields) {
    if (!Object.hasOwn(copy, field)) continue;
    if (field === 'poll') delete copy.poll;
    else if (field === 'content') copy.content = '';
    else copy[field] = [];
  }
  return copy as T;
}
