import {
  type APIMessageSnapshot,
  FieldErrorCodes,
  MessageFlags,
  MessageReferenceType,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { badRequest, invalidForm } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { isSystemMessage } from './system-message.js';
import { toWireMessage } from './to-wire-message.js';
import { wireView } from './wire-view.js';

/**
 * The message a forward points at (`message_reference` type 1 with `message_id` and `channel_id`), checked
 * as the service checks it once the sender may see that channel: 400/50035 at `message_reference` when the
 * channel holds no such message (a forward has nothing to fall back to, so `fail_if_not_exists` does not
 * apply), 400/50021 for a system message, and 400/50035 for a poll: only plain messages, replies and
 * commands' answers are forwarded.
 * @see {@link https://discord.com/developers/docs/resources/message#message-reference-types | Message reference types}
 */
export function forwardedMessage(
  emulator: EmulatorContext,
  channelId: string,
  messageId: string,
): EmulatorMessage {
  const message = emulator.state.messages.get(messageId);
  if (!message || message.channel_id !== channelId || ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0)
    throw invalidForm([
      {
        path: ['message_reference'],
        code: FieldErrorCodes.MessageReferenceUnknownMessage,
        message: `Unknown message: ${messageId} is not a message of channel ${channelId}`,
      },
    ]);
  if (isSystemMessage(message.type))
    throw badRequest(
      `Cannot execute action on a system message: message ${message.id} is of type ${message.type}, and a system message cannot be forwarded`,
      RESTJSONErrorCodes.CannotExecuteOnSystemMessage,
    );
  if (message.poll)
    throw invalidForm([
      {
        path: ['message_reference'],
        code: FieldErrorCodes.InvalidValue,
        message: `Message ${message.id} holds a poll, and a poll is not forwarded: share a link to it instead`,
      },
    ]);
  return message;
}

/**
 * The snapshot a forward carries of `message`: a copy of the fields that render it, without its author,
 * taken now and never updated. Its flags are the message's own (a snapshot of a forward is not nested).
 * @see {@link https://discord.com/developers/docs/resources/message#message-snapshot-object | Message snapshot object}
 */
export function messageSnapshot(emulator: EmulatorContext, message: EmulatorMessage): APIMessageSnapshot {
  const wire = toWireMessage(message, wireView(emulator.state, null));
  return {
    message: {
      type: wire.type,
      content: wire.content,
      embeds: wire.embeds,
      attachments: wire.attachments,
      timestamp: wire.timestamp,
      edited_timestamp: wire.edited_timestamp,
      flags: wire.flags ?? 0,
      mentions: wire.mentions,
      mention_roles: wire.mention_roles,
      components: wire.components ?? [],
      ...(wire.sticker_items ? { sticker_items: wire.sticker_items } : {}),
    },
  };
}

/** What a forward adds to the message that carries it; its flags take {@link MessageFlags.HasSnapshot} too. */
export type ForwardParts = Required<Pick<EmulatorMessage, 'message_reference' | 'message_snapshots'>>;

/** The reference and the snapshot a forward of `message` carries, whoever forwards it. */
export function forwardParts(emulator: EmulatorContext, message: EmulatorMessage): ForwardParts {
  return {
    message_reference: {
      type: MessageReferenceType.Forward,
      message_id: message.id,
      channel_id: message.channel_id,
      ...(message.guild_id !== undefined ? { guild_id: message.guild_id } : {}),
    },
    message_snapshots: [messageSnapshot(emulator, message)],
  };
}
