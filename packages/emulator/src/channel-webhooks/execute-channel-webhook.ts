import { createHash } from 'node:crypto';
import { type APIUser, RESTJSONErrorCodes } from '@slashkit/api';
import { validateWebhookMessageBody } from '@slashkit/api/validation';
import { badRequest, invalidForm } from '../http/http-error.js';
import { fillMentions } from '../messages/fill-mentions.js';
import { baseMessage } from '../messages/message-factory.js';
import { attachToNewMessage, type MessageUpload, withFileEntries } from '../messages/message-upload.js';
import { storedMessageBody } from '../messages/stored-message-body.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import { webhookComponents } from './webhook-message-rules.js';
import { webhookPlace } from './webhook-place.js';
import { executionTarget, startPost } from './webhook-thread.js';

/** What the query of an execution says: the thread to post in, and whether components are respected. */
export interface WebhookExecution {
  /** `?thread_id=`: a thread of the webhook's channel. */
  threadId?: string | undefined;
  /** `?with_components=true`: a webhook no app owns sends its non-interactive components. */
  withComponents: boolean;
}

/**
 * Posts a message with a channel webhook (`POST /webhooks/{id}/{token}`), as the service does: the body's
 * rules (`validateWebhookMessageBody`, 400/50035), components as the webhook may send them
 * (`webhookComponents`), the thread or forum post it goes to (`executionTarget`), files stored as
 * attachments. The message is the webhook's (`webhook_id`, and `application_id` for an app's webhook),
 * shown under `username` or the webhook's name with the webhook's avatar; a webhook may mention everyone.
 * It goes on the event bus (MESSAGE_CREATE) like every message.
 * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
 */
export function executeChannelWebhook(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  received: unknown,
  upload: MessageUpload | undefined,
  execution: WebhookExecution,
): EmulatorMessage {
  const place = webhookPlace(context, webhook);
  const body = withFileEntries(received, upload);
  const checked = validateWebhookMessageBody(body, { mode: 'create' });
  if (!checked.success) throw invalidForm(checked.errors);
  const data = webhookComponents(webhook, checked.data, execution.withComponents);
  const target = executionTarget(place, execution.threadId, data.thread_name ?? undefined);
  const id = context.nextId();
  const stored = storedMessageBody(context, data);
  const message: EmulatorMessage = {
    ...baseMessage(
      id,
      'channel' in target ? target.channel.id : id,
      webhookAuthor(webhook, data.username, data.avatar_url ?? undefined),
      context.clock.now(),
    ),
    content: data.content ?? '',
    tts: data.tts === true,
    ...stored,
    flags: data.flags ?? 0,
    guild_id: webhook.guildId,
    webhook_id: webhook.id,
    ...(webhook.applicationId !== null ? { application_id: webhook.applicationId } : {}),
  };
  attachToNewMessage(context, message, body, upload);
  if (
    message.content === '' &&
    message.embeds.length === 0 &&
    (message.components?.length ?? 0) === 0 &&
    message.attachments.length === 0 &&
    data.poll === undefined
  )
    throw badRequest(
      "Cannot send an empty message: this webhook is no app's, so its components are dropped without ?with_components=true",
      RESTJSONErrorCodes.CannotSendEmptyMessage,
    );
  fillMentions(message, context.state.world, {
    guild: place.guild,
    mayMentionEveryone: true,
    allowedMentions: data.allowed_mentions,
  });
  if ('post' in target) startPost(context, place, target.post, id);
  return context.state.messages.add(message, null);
}

/**
 * The author of a webhook's messages: the webhook itself as a bot user (its id, `discriminator` 0000),
 * named `username` when the execution overrides it, else the webhook's name; with `avatarUrl`, its avatar
 * is that image's (the service fetches it and keeps a hash; the emulator fetches nothing, so the hash is
 * the URL's, the same for the same URL), else the webhook's.
 * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
 */
export function webhookAuthor(
  webhook: EmulatorWebhook,
  username?: string | undefined,
  avatarUrl?: string | undefined,
): APIUser {
  return {
    id: webhook.id,
    username: username ?? webhook.name,
    discriminator: '0000',
    global_name: null,
    avatar: avatarUrl === undefined ? webhook.avatar : createHash('md5').update(avatarUrl).digest('hex'),
    bot: true,
    public_flags: 0,
  };
}
