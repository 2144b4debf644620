import { type APIInteractionResponseMessageData, MessageFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { storedMessageBody } from './stored-message-body.js';

/**
 * Applies a checked edit to a stored message (a webhook PATCH, or an UPDATE_MESSAGE response): the fields
 * given replace the old ones, the EPHEMERAL bit stays as it was created, a deferred message stops
 * "thinking…", and new embeds and components are stored as the service stores them (`storedMessageBody`). An
 * edit that would leave nothing to show is refused (50006) and changes nothing.
 */
export function applyMessageEdit(
  context: EmulatorContext,
  message: EmulatorMessage,
  data: APIInteractionResponseMessageData,
): void {
  const stored = storedMessageBody(context, data);
  const content = data.content === undefined ? message.content : (data.content ?? '');
  const embeds = stored.embeds ?? message.embeds;
  const components = stored.components ?? message.components;
  // The files are already the edit's (`editAttachments` sets them first).
  if (
    content.length === 0 &&
    embeds.length === 0 &&
    (components?.length ?? 0) === 0 &&
    message.attachments.length === 0
  )
    throw badRequest(
      'Cannot send an empty message: the edit leaves no content, embeds, components or files',
      RESTJSONErrorCodes.CannotSendEmptyMessage,
    );
  message.content = content;
  message.embeds = embeds;
  if (components !== undefined) message.components = components;
  // Visibility is fixed when the message is created: an edit keeps the EPHEMERAL bit as it was.
  const keep = (message.flags ?? 0) & MessageFlags.Ephemeral;
  const flags =
    data.flags === undefined || data.flags === null
      ? (message.flags ?? 0)
      : (data.flags & ~MessageFlags.Ephemeral) | keep;
  message.flags = flags & ~MessageFlags.Loading;
  message.edited_timestamp = new Date(context.clock.now()).toISOString();
}
