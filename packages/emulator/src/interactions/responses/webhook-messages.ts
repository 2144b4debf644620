import { Limits, MessageFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { validateMessageBody } from '@slashkit/api/validation';
import { badRequest, invalidForm, notFound, unauthorized } from '../../http/http-error.js';
import { applyMessageEdit } from '../../messages/apply-message-edit.js';
import { fillMentions } from '../../messages/fill-mentions.js';
import { responseMessage } from '../../messages/message-factory.js';
import {
  attachToNewMessage,
  editAttachments,
  type MessageUpload,
  withFileEntries,
} from '../../messages/message-upload.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { EmulatorMessage } from '../../state/emulator-message.js';
import type { InteractionRecord } from '../../state/interaction-record.js';

/**
 * What an interaction token can do with messages once the interaction is acknowledged, as the webhook
 * endpoints (`/webhooks/{application.id}/{token}` and its `messages/…`): read, edit and delete the
 * original response and follow-ups, and send follow-ups, for 15 minutes.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export class WebhookMessages {
  readonly #context: EmulatorContext;

  /** @param context the emulator: its state's interactions and messages */
  constructor(context: EmulatorContext) {
    this.#context = context;
  }

  /** The interaction behind a webhook token: 50027 when unknown, of another app, or older than 15 min. */
  target(applicationId: string, token: string): InteractionRecord {
    const record = this.#context.state.interactions.byToken(token);
    if (!record || record.applicationId !== applicationId)
      throw unauthorized(
        RESTJSONErrorCodes.InvalidWebhookToken,
        'Invalid Webhook Token: no interaction of this application has this token',
      );
    if (this.#context.clock.now() >= record.expiresAt)
      throw unauthorized(
        RESTJSONErrorCodes.InvalidWebhookToken,
        `Invalid Webhook Token: interaction tokens are valid for ${Limits.interactionTokenLifetimeMs / 60_000} minutes after the interaction; send a new message another way`,
      );
    return record;
  }

  /**
   * A message of the interaction (`@original`, a follow-up id, or the id of the message whose component
   * was used): 10008 when it has no such message.
   */
  get(record: InteractionRecord, messageId: string): EmulatorMessage {
    const id = messageId === '@original' ? record.originalMessageId : messageId;
    const message = id === null ? undefined : this.#context.state.messages.get(id);
    // A component interaction's token also reaches the message that holds the component, whatever wrote
    // it (a reply to another interaction, the bot's own post) and however the click was answered: it is
    // the original of a 6 or 7, and a 4 leaves it reachable by its id (bots delete it once answered).
    if (
      !message ||
      (this.#context.state.messages.interactionOf(message.id) !== record.id &&
        message.id !== record.originalMessageId &&
        message.id !== record.componentMessageId)
    )
      throw notFound(
        RESTJSONErrorCodes.UnknownMessage,
        messageId === '@original'
          ? 'Unknown Message: this interaction has no original response (answer with type 4 or 5 first)'
          : `Unknown Message: message ${messageId} is not a message of this interaction`,
      );
    return message;
  }

  /** Edits a message of the interaction; editing a deferred original fills it in. */
  edit(record: InteractionRecord, messageId: string, body: unknown, upload?: MessageUpload): EmulatorMessage {
    const message = this.get(record, messageId);
    // An edit of a V2 message is checked as V2 and cannot clear the flag.
    const checked = validateMessageBody(body, { mode: 'edit', existingFlags: message.flags ?? 0 });
    if (!checked.success) throw invalidForm(checked.errors);
    const data = checked.data;
    editAttachments(this.#context, message, body, upload, () =>
      applyMessageEdit(this.#context, message, data),
    );
    if (data.content !== undefined)
      fillMentions(message, this.#context.state.world, {
        guild: (message.guild_id && this.#context.findGuild(message.guild_id)) || null,
        mayMentionEveryone: true,
        allowedMentions: data.allowed_mentions,
      });
    this.#context.state.messages.changed(message);
    return message;
  }

  /** Deletes a message of the interaction. */
  delete(record: InteractionRecord, messageId: string): void {
    const message = this.get(record, messageId);
    this.#context.state.messages.delete(message.id);
    // Its files go with it (their URLs stop working, as on the service).
    for (const attachment of message.attachments) this.#context.state.attachments.delete(attachment.id);
    if (record.originalMessageId === message.id) record.originalMessageId = null;
    record.followUpIds = record.followUpIds.filter((id) => id !== message.id);
  }

  /**
   * Sends a follow-up. As on the service, the first follow-up after a deferral fills in the "thinking…"
   * message instead of adding one.
   */
  followUp(record: InteractionRecord, received: unknown, upload?: MessageUpload): EmulatorMessage {
    if (record.state !== 'acknowledged')
      throw notFound(
        RESTJSONErrorCodes.UnknownWebhook,
        'Unknown Webhook: follow-ups need an initial response first (reply or defer)',
      );
    const body = withFileEntries(received, upload);
    const checked = validateMessageBody(body, { mode: 'create' });
    if (!checked.success) throw invalidForm(checked.errors);
    const original =
      record.originalMessageId === null
        ? undefined
        : this.#context.state.messages.get(record.originalMessageId);
    if (original && ((original.flags ?? 0) & MessageFlags.Loading) !== 0)
      return this.edit(record, '@original', body, upload);
    if (userInstallOnly(record) && record.followUpsSent >= Limits.userInstallFollowUps)
      throw badRequest(
        `This interaction has hit the maximum number of follow up messages: an interaction authorized only by a user install (the app is not installed here) takes ${Limits.userInstallFollowUps} follow-ups; edit a message instead, or install the app in the guild`,
        RESTJSONErrorCodes.FollowUpLimit,
      );
    const created = responseMessage(this.#context, record, checked.data, false);
    attachToNewMessage(this.#context, created, body, upload);
    record.followUpsSent += 1;
    const message = this.#context.state.messages.add(created, record.id);
    record.followUpIds.push(message.id);
    return message;
  }
}

/** Whether only a user install authorized the interaction (no guild install covers where it happened). */
function userInstallOnly(record: InteractionRecord): boolean {
  const owners = record.interaction.authorizing_integration_owners ?? {};
  return owners['1'] !== undefined && owners['0'] === undefined;
}
