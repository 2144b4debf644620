import { type InteractionMessage, toMessageData } from './interaction-message.js';
import type { InteractionResponder } from './interaction-responder.js';

/**
 * Tells the user something went wrong, whatever was sent before: an ephemeral reply if nothing was, an
 * edit of a deferral ("thinking…"), or an ephemeral follow-up after a reply or an update. Autocomplete gets
 * an empty list; nothing is sent once the token has expired (the service would refuse it).
 */
export async function sendErrorReply(
  responder: InteractionResponder,
  message: InteractionMessage,
): Promise<void> {
  if (responder.lifetime.expired) return;
  if (responder.autocomplete) {
    if (!responder.acknowledged) await responder.respond([]);
    return;
  }
  const data = toMessageData(message);
  if (!responder.acknowledged) await responder.reply({ ...data, ephemeral: true });
  else if (responder.deferred && !responder.deferredUpdate) await responder.editReply(data);
  else await responder.followUp({ ...data, ephemeral: true });
}
