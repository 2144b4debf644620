import { ChannelType, MessageFlags, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { type BotChannel, requirePermission } from '../access/bot-channel.js';
import { badRequest } from '../http/http-error.js';
import { readableMessage } from '../messages/readable-messages.js';
import { isSystemMessage } from '../messages/system-message.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * Publishes a message of an announcement channel (`POST /channels/{id}/messages/{id}/crosspost`), as the
 * service does: only in an announcement channel (400/50024), the bot's own message with Send Messages,
 * another's with Manage Messages too (403/50013), never a system message (400/50021), never twice
 * (400/40033). The message gets the CROSSPOSTED flag (a MESSAGE_UPDATE); the emulator keeps no follower
 * webhooks, so no copy reaches following channels.
 * @see {@link https://discord.com/developers/docs/resources/message#crosspost-message | Crosspost Message}
 */
export function crosspostMessage(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  target: BotChannel,
  messageId: string,
): EmulatorMessage {
  if (target.kind !== 'guild' || target.channel.type !== ChannelType.GuildAnnouncement)
    throw badRequest(
      'Cannot execute action on this channel type: only messages of announcement channels are crossposted',
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  requirePermission(target, PermissionFlags.SendMessages, 'Send Messages to publish');
  const message = readableMessage(emulator, target, messageId);
  if (message.author.id !== application.bot.id)
    requirePermission(target, PermissionFlags.ManageMessages, "Manage Messages to publish others' messages");
  if (isSystemMessage(message.type))
    throw badRequest(
      `Cannot execute action on a system message: message ${message.id} is of type ${message.type}`,
      RESTJSONErrorCodes.CannotExecuteOnSystemMessage,
    );
  if (((message.flags ?? 0) & MessageFlags.Crossposted) !== 0)
    throw badRequest(
      'This message has already been crossposted',
      RESTJSONErrorCodes.MessageAlreadyCrossposted,
    );
  message.flags = (message.flags ?? 0) | MessageFlags.Crossposted;
  emulator.state.messages.changed(message);
  return message;
}
