import { MessageFlags, RESTJSONErrorCodes } from '@slashkit/api';
import type { BotChannel } from '../access/bot-channel.js';
import { notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';

/** The id of a channel a bot reached: a guild channel's, or its DM's. */
export function botChannelId(target: BotChannel): string {
  return target.kind === 'guild' ? target.channel.id : target.channelId;
}

/**
 * Whether a bot reads a message of a channel it can read: every message but ephemeral answers (those
 * belong to the user they answered, and no channel endpoint shows them).
 */
export const isReadable = (message: EmulatorMessage): boolean =>
  ((message.flags ?? 0) & MessageFlags.Ephemeral) === 0;

/** The messages of a channel a bot can read, oldest first (see {@link isReadable}). */
export function readableMessages(emulator: EmulatorContext, target: BotChannel): EmulatorMessage[] {
  return emulator.state.messages.list({ channelId: botChannelId(target) }).filter(isReadable);
}

/** One readable message of the channel: 404/10008 when the channel has no such message. */
export function readableMessage(
  emulator: EmulatorContext,
  target: BotChannel,
  messageId: string,
): EmulatorMessage {
  const message = emulator.state.messages.get(messageId);
  if (!message || message.channel_id !== botChannelId(target) || !isReadable(message))
    throw notFound(RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
  return message;
}
