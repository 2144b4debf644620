import { type APIMessage, MessageType } from '@slashkit/api';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { MessageStore } from '../state/message-store.js';
import { toWireMessage, type WireSurface } from './to-wire-message.js';
import type { WireView } from './wire-view.js';

// The types whose `referenced_message` the service resolves (docs: REPLY and THREAD_STARTER_MESSAGE).
const resolvesReference: ReadonlySet<number> = new Set([MessageType.Reply, MessageType.ThreadStarterMessage]);

/**
 * A stored message as the channel endpoints return it (`toWireMessage`, a copy; `surface` `gateway` for
 * MESSAGE_CREATE and MESSAGE_UPDATE): a reply (and a thread's starter message, type 21) carries the
 * message it points at as that message is now, or null once it is deleted.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object}
 */
export function toChannelMessage(
  message: EmulatorMessage,
  messages: Pick<MessageStore, 'get'>,
  view: WireView,
  surface: WireSurface = 'rest',
): APIMessage {
  const wire = toWireMessage(message, view, surface);
  const repliedTo = message.message_reference?.message_id;
  if (resolvesReference.has(message.type) && repliedTo !== undefined) {
    const current = messages.get(repliedTo);
    if (!current) wire.referenced_message = null;
    else {
      // One level deep, as the service sends it: the message replied to carries no reply of its own.
      const { referenced_message: _inner, ...repliedMessage } = toWireMessage(current, view);
      wire.referenced_message = repliedMessage;
    }
  }
  return wire;
}
