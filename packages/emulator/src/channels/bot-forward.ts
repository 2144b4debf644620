import { type APIMessageReferenceSend, PrivilegedIntentFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { botChannel } from '../access/bot-channel.js';
import { badRequest } from '../http/http-error.js';
import { type ForwardParts, forwardedMessage, forwardParts } from '../messages/message-snapshot.js';
import { botChannelId } from '../messages/readable-messages.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * A bot's forward of the message `reference` names (`message_reference` type 1), from any channel its bot
 * sees (404/10003, 403/50001 otherwise) into the one it posts to: the message checked
 * (`forwardedMessage`), then 400/160014 when the bot could not read its content (a guild message neither
 * its own nor mentioning it, without the Message Content intent in the app's flags). The new message
 * points at the original and carries its snapshot.
 * @see {@link https://discord.com/developers/docs/resources/message#message-reference-content-attribution-forwards | Forwards}
 */
export function botForward(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  reference: APIMessageReferenceSend & { channel_id: string },
): ForwardParts {
  const source = botChannel(emulator, application, reference.channel_id);
  const message = forwardedMessage(emulator, botChannelId(source), reference.message_id);
  const botId = application.bot.id;
  const readable =
    source.kind === 'dm' ||
    (application.flags & PrivilegedIntentFlags.MessageContent) !== 0 ||
    message.author.id === botId ||
    message.mentions.some((user) => user.id === botId);
  if (!readable)
    throw badRequest(
      'You cannot forward a message whose content you cannot read: turn on the Message Content intent for the app, or forward a message that mentions its bot',
      RESTJSONErrorCodes.CannotForwardUnreadableMessage,
    );
  return forwardParts(emulator, message);
}
