import { RESTJSONErrorCodes } from '@slashkit/api';
import { validateWebhookMessageBody } from '@slashkit/api/validation';
import { invalidForm, notFound } from '../http/http-error.js';
import { applyMessageEdit } from '../messages/apply-message-edit.js';
import { fillMentions } from '../messages/fill-mentions.js';
import { editAttachments, type MessageUpload } from '../messages/message-upload.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import { webhookComponents } from './webhook-message-rules.js';
import { webhookPlace } from './webhook-place.js';
import { webhookThread } from './webhook-thread.js';

/**
 * A message the webhook posted (`GET /webhooks/{id}/{token}/messages/{message.id}`): in its channel, or in
 * the thread `threadId` names (`?thread_id=`, needed for a message in a thread); 404/10008 for any other
 * message, `@original` included (that is an interaction's).
 * @see {@link https://discord.com/developers/docs/resources/webhook#get-webhook-message | Get Webhook Message}
 */
export function channelWebhookMessage(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  messageId: string,
  threadId: string | undefined,
): EmulatorMessage {
  const place = webhookPlace(context, webhook);
  const channelId = threadId === undefined ? place.channel.id : webhookThread(place, threadId).id;
  const message = context.state.messages.get(messageId);
  if (!message || message.webhook_id !== webhook.id || message.channel_id !== channelId)
    throw notFound(
      RESTJSONErrorCodes.UnknownMessage,
      `Unknown Message: ${messageId} is not a message this webhook posted in ${threadId === undefined ? 'its channel (give ?thread_id= for one in a thread)' : 'that thread'}`,
    );
  return message;
}

/**
 * Edits a message the webhook posted (`PATCH …/messages/{message.id}`): the body's rules for an edit
 * (SUPPRESS_EMBEDS and IS_COMPONENTS_V2 the only flags; a V2 message stays V2), components as the webhook
 * may send them, files kept or replaced as `attachments` says; the mentions follow the new content.
 * @see {@link https://discord.com/developers/docs/resources/webhook#edit-webhook-message | Edit Webhook Message}
 */
export function editChannelWebhookMessage(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  messageId: string,
  body: unknown,
  upload: MessageUpload | undefined,
  options: { threadId: string | undefined; withComponents: boolean },
): EmulatorMessage {
  const message = channelWebhookMessage(context, webhook, messageId, options.threadId);
  const checked = validateWebhookMessageBody(body, { mode: 'edit', existingFlags: message.flags ?? 0 });
  if (!checked.success) throw invalidForm(checked.errors);
  const data = webhookComponents(webhook, checked.data, options.withComponents);
  editAttachments(context, message, body, upload, () => applyMessageEdit(context, message, data));
  if (data.content !== undefined)
    fillMentions(message, context.state.world, {
      guild: context.findGuild(webhook.guildId) ?? null,
      mayMentionEveryone: true,
      allowedMentions: data.allowed_mentions,
    });
  context.state.messages.changed(message);
  return message;
}

/**
 * Deletes a message the webhook posted (`DELETE …/messages/{message.id}`), with its files.
 * @see {@link https://discord.com/developers/docs/resources/webhook#delete-webhook-message | Delete Webhook Message}
 */
export function deleteChannelWebhookMessage(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  messageId: string,
  threadId: string | undefined,
): void {
  const message = channelWebhookMessage(context, webhook, messageId, threadId);
  context.state.messages.delete(message.id);
  for (const attachment of message.attachments) context.state.attachments.delete(attachment.id);
}
