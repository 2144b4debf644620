import {
  type APIInteractionResponseMessageData,
  FieldErrorCodes,
  MessageFlags,
  MessageReferenceType,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIChannelMessageJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
} from '@slashkit/api';
import { validateChannelMessageBody } from '@slashkit/api/validation';
import {
  type BotChannel,
  isNonTextChannel,
  requirePermission,
  sendPermission,
} from '../access/bot-channel.js';
import { badRequest, forbidden, invalidForm } from '../http/http-error.js';
import { applyMessageEdit } from '../messages/apply-message-edit.js';
import { fillMentions } from '../messages/fill-mentions.js';
import { baseMessage } from '../messages/message-factory.js';
import { messageStickerItems } from '../messages/message-stickers.js';
import {
  attachToNewMessage,
  editAttachments,
  type MessageUpload,
  withFileEntries,
} from '../messages/message-upload.js';
import { botChannelId, readableMessage, readableMessages } from '../messages/readable-messages.js';
import { storedMessageBody } from '../messages/stored-message-body.js';
import { isDeletableMessage } from '../messages/system-message.js';
import { armPoll, storedPoll } from '../polls/poll-changes.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { admitThreadMessage, threadMessagePosted } from '../threads/thread-posting.js';
import { sharesGuild } from '../world/shares-guild.js';
import { botUser } from '../world/to-api-user.js';
import type { EmulatorApplication } from '../world/world.js';
import { botForward } from './bot-forward.js';

/** Message type of a reply. */
const replyType = 19;

/**
 * Posts a message as the app's bot (`POST /channels/{id}/messages`), checked as the service checks it:
 * 400/50008 in a channel nobody types in, 403/50013 without Send Messages (Send Messages in Threads in a
 * thread) or, with files (`upload`, stored as `attachments`), without Attach Files, 403/50007 in a DM with a user who shares no guild with the bot, the body's rules (400/50035), a reply's message in this channel (Read Message History), a forward's message (`botForward`: HAS_SNAPSHOT and `message_snapshots` on the new message), and
 * `enforce_nonce` answering the earlier message with the same nonce; in a thread, a locked one refuses
 * (160005, 50083) and an archived one is unarchived. `id` is the new message's (a forum post's first
 * message has the post's). EPHEMERAL is not a flag a channel
 * message can have: it is dropped. Mentions are filled from the content.
 */
export function createChannelMessage(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  target: BotChannel,
  received: unknown,
  upload?: MessageUpload,
  id?: string,
): EmulatorMessage {
  if (isNonTextChannel(target))
    throw badRequest(
      'Cannot send messages in a non-text channel: post in a text channel or a thread (forum posts are threads)',
      RESTJSONErrorCodes.CannotSendMessagesInNonTextChannel,
    );
  const send = sendPermission(target);
  requirePermission(target, send.bit, send.name);
  if (upload && upload.files.length > 0)
    requirePermission(target, PermissionFlags.AttachFiles, 'Attach Files to send files');
  if (target.kind === 'dm' && !sharesGuild(emulator.state.world, application, target.recipient.id))
    throw forbidden(
      RESTJSONErrorCodes.CannotSendMessagesToThisUser,
      `Cannot send messages to this user: ${target.recipient.username} shares no guild with the bot`,
    );
  // Files without `attachments` entries are described by their part's index, as the service reads them.
  const body = withFileEntries(received, upload);
  const checked = validateChannelMessageBody(body, { mode: 'create' });
  if (!checked.success) throw invalidForm(checked.errors);
  const data: RESTPostAPIChannelMessageJSONBody = checked.data;
  if (data.poll && target.kind === 'guild')
    requirePermission(target, PermissionFlags.SendPolls, 'Send Polls to send a poll');
  const author = botUser(application);
  if (data.nonce !== undefined && data.enforce_nonce === true) {
    const earlier = readableMessages(emulator, target).find(
      (m) => m.author.id === author.id && m.nonce === data.nonce,
    );
    if (earlier) return earlier;
  }
  const channelId = botChannelId(target);
  const reference = data.message_reference;
  const forward =
    reference?.type === MessageReferenceType.Forward && reference.channel_id !== undefined
      ? botForward(emulator, application, { ...reference, channel_id: reference.channel_id })
      : null;
  const replied = forward ? null : repliedMessage(emulator, target, data);
  // In a thread: a locked one refuses, an archived one is unarchived by the message (issue 35).
  if (target.kind === 'guild') admitThreadMessage(emulator, target.guild, target.channel, target.permissions);
  const message: EmulatorMessage = {
    ...baseMessage(id ?? emulator.nextId(), channelId, author, emulator.clock.now()),
    content: data.content ?? '',
    tts: data.tts === true,
    ...storedMessageBody(emulator, data),
    flags: (data.flags ?? 0) & ~MessageFlags.Ephemeral,
    ...(target.kind === 'guild' ? { guild_id: target.guild.id } : {}),
    ...(data.nonce !== undefined ? { nonce: data.nonce } : {}),
    ...(data.poll ? { poll: storedPoll(data.poll, emulator.clock.now()) } : {}),
    ...forward,
  };
  if (data.sticker_ids && data.sticker_ids.length > 0)
    message.sticker_items = messageStickerItems(
      emulator,
      data.sticker_ids,
      target.kind === 'guild' ? target.guild.id : null,
    );
  if (forward) message.flags = (message.flags ?? 0) | MessageFlags.HasSnapshot;
  if (replied) {
    message.type = replyType;
    message.message_reference = {
      type: 0,
      message_id: replied.id,
      channel_id: channelId,
      ...(target.kind === 'guild' ? { guild_id: target.guild.id } : {}),
    };
  }
  fillMentions(message, emulator.state.world, {
    guild: target.kind === 'guild' ? target.guild : null,
    mayMentionEveryone: (target.permissions & PermissionFlags.MentionEveryone) !== 0n,
    allowedMentions: data.allowed_mentions,
    repliedAuthor: replied?.author ?? null,
  });
  attachToNewMessage(emulator, message, body, upload);
  if (message.poll) {
    // Counted before the message is told of, so MESSAGE_CREATE carries the poll's (empty) results.
    emulator.state.polls.open(message.id);
    armPoll(emulator, message);
  }
  const added = emulator.state.messages.add(message, null);
  if (target.kind === 'guild') threadMessagePosted(emulator, target.guild, target.channel, author.id);
  return added;
}

/**
 * Edits a message the bot wrote (`PATCH /channels/{id}/messages/{id}`): 403/50005 for anyone else's
 * message; 400/50080 for `sticker_ids`, 400/520003 for `poll`; the body's rules (400/50035); the fields given replace the old ones and the mentions follow
 * the new content.
 */
export function editChannelMessage(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  target: BotChannel,
  messageId: string,
  body: unknown,
  upload?: MessageUpload,
): EmulatorMessage {
  const message = readableMessage(emulator, target, messageId);
  if (message.author.id !== application.bot.id)
    throw forbidden(
      RESTJSONErrorCodes.CannotEditMessageByAnotherUser,
      'Cannot edit a message authored by another user: a bot edits only its own messages',
    );
  if (typeof body === 'object' && body !== null && Object.hasOwn(body, 'sticker_ids'))
    throw badRequest(
      'Cannot edit stickers within a message: a message keeps the stickers it was sent with',
      RESTJSONErrorCodes.CannotEditStickers,
    );
  if (typeof body === 'object' && body !== null && Object.hasOwn(body, 'poll'))
    throw badRequest(
      'Cannot edit a poll: a poll stays as it was sent (end it early with POST /channels/{id}/polls/{id}/expire)',
      RESTJSONErrorCodes.CannotEditPollMessage,
    );
  const checked = validateChannelMessageBody(body, { mode: 'edit', existingFlags: message.flags ?? 0 });
  if (!checked.success) throw invalidForm(checked.errors);
  const data = checked.data as RESTPatchAPIChannelMessageJSONBody;
  if (upload && upload.files.length > 0)
    requirePermission(target, PermissionFlags.AttachFiles, 'Attach Files to send files');
  editAttachments(emulator, message, body, upload, () =>
    applyMessageEdit(emulator, message, data as APIInteractionResponseMessageData),
  );
  if (data.content !== undefined)
    fillMentions(message, emulator.state.world, {
      guild: target.kind === 'guild' ? target.guild : null,
      mayMentionEveryone: (target.permissions & PermissionFlags.MentionEveryone) !== 0n,
      allowedMentions: data.allowed_mentions,
      repliedAuthor: null,
    });
  emulator.state.messages.changed(message);
  return message;
}

/**
 * Deletes a message (`DELETE /channels/{id}/messages/{id}`): the bot's own anywhere; someone else's in a
 * guild with Manage Messages (403/50013 without), never in a DM (403/50003); never one of a type that is
 * not deletable, such as a thread's starter message (400/50021).
 */
export function deleteChannelMessage(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  target: BotChannel,
  messageId: string,
): void {
  const message = readableMessage(emulator, target, messageId);
  if (!isDeletableMessage(message.type))
    throw badRequest(
      `Cannot execute action on a system message: a message of type ${message.type} cannot be deleted`,
      RESTJSONErrorCodes.CannotExecuteOnSystemMessage,
    );
  if (message.author.id !== application.bot.id) {
    if (target.kind === 'dm')
      throw forbidden(
        RESTJSONErrorCodes.CannotExecuteActionOnDMChannel,
        'Cannot execute action on a DM channel: a bot deletes only its own messages in a DM',
      );
    requirePermission(target, PermissionFlags.ManageMessages, "Manage Messages to delete others' messages");
  }
  emulator.state.messages.delete(message.id);
  for (const attachment of message.attachments) emulator.state.attachments.delete(attachment.id);
}

/** The message a reply points at, or null for a plain message (or a reply allowed to go out without it). */
function repliedMessage(
  emulator: EmulatorContext,
  target: BotChannel,
  data: RESTPostAPIChannelMessageJSONBody,
): EmulatorMessage | null {
  const reference = data.message_reference;
  if (!reference) return null;
  requirePermission(target, PermissionFlags.ReadMessageHistory, 'Read Message History to reply');
  const channelId = botChannelId(target);
  const message = emulator.state.messages.get(reference.message_id);
  const found =
    message &&
    message.channel_id === channelId &&
    (reference.channel_id ?? channelId) === channelId &&
    ((message.flags ?? 0) & MessageFlags.Ephemeral) === 0;
  if (found) return message;
  if (reference.fail_if_not_exists === false) return null;
  throw invalidForm([
    {
      path: ['message_reference'],
      code: FieldErrorCodes.MessageReferenceUnknownMessage,
      message: `Unknown message: ${reference.message_id} is not a message of this channel (set fail_if_not_exists: false to send without the reply)`,
    },
  ]);
}
