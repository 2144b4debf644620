import { type APIMessage, PrivilegedIntentFlags } from '@slashkit/api';
import type { BotChannel } from '../access/bot-channel.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { EmulatorApplication } from '../world/world.js';
import { withoutContentFor } from './message-content-access.js';
import { toChannelMessage } from './to-channel-message.js';
import { wireView } from './wire-view.js';

/**
 * A message as `application`'s bot reads it through a channel route: its reactions' `me` are the bot's;
 * in a guild channel without the MESSAGE_CONTENT intent in the application's flags, without its content
 * unless it is the bot's own or mentions it; whole in DMs.
 */
export function botReadMessage(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  target: BotChannel,
  message: EmulatorMessage,
): APIMessage {
  const { state } = emulator;
  const wire = toChannelMessage(message, state.messages, wireView(state, application.bot.id));
  if (target.kind === 'dm' || (application.flags & PrivilegedIntentFlags.MessageContent) !== 0) return wire;
  return withoutContentFor(wire, application.bot.id);
}
