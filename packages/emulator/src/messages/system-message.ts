import { MessageType } from '@slashkit/api';

// A plain message, a reply, a command's answer and a context-menu command's answer are someone's words;
// every other type (a pin notice, a thread's creation, a member's join…) is the service's own.
const ownWords: ReadonlySet<number> = new Set([
  MessageType.Default,
  MessageType.Reply,
  MessageType.ChatInputCommand,
  MessageType.ContextMenuCommand,
]);

/**
 * Whether a message of this type is a system message, which is never pinned, crossposted or edited.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object-message-types | Message types}
 */
export function isSystemMessage(type: number): boolean {
  return !ownWords.has(type);
}

// The types the docs' table marks as not deletable: group DM notices and a thread's starter message.
const undeletable: ReadonlySet<number> = new Set([
  MessageType.RecipientAdd,
  MessageType.RecipientRemove,
  MessageType.Call,
  MessageType.ChannelNameChange,
  MessageType.ChannelIconChange,
  MessageType.ThreadStarterMessage,
]);

/**
 * Whether a message of this type can be deleted (a THREAD_STARTER_MESSAGE, for one, cannot: 400/50021).
 * @see {@link https://discord.com/developers/docs/resources/message#message-object-message-types | Message types}
 */
export function isDeletableMessage(type: number): boolean {
  return !undeletable.has(type);
}
