import { type APIInteractionResponseMessageData, MessageFlags } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';
import { type MessageComponentInput, withMessageComponents } from './message-components.js';

/**
 * A message for `reply`, `update`, `followUp` and `editReply`: plain text, or a message body with an
 * `ephemeral` shorthand for the EPHEMERAL flag, `components` as builders or JSON alike (layout components
 * set IS_COMPONENTS_V2 for you) and `files` to send with it (see `MessageFile` of `@slashkit/rest`;
 * `attachment://<name>` in embeds and components shows one, see {@link attachmentUrl}).
 * @example
 * await ctx.reply({ content: 'Your chart', files: [{ name: 'chart.png', data: png }] });
 */
export type InteractionMessage =
  | string
  | (Omit<APIInteractionResponseMessageData, 'components'> & {
      components?: readonly MessageComponentInput[] | undefined;
      ephemeral?: boolean;
      files?: readonly MessageFile[];
    });

/**
 * The wire body of a message, with `ephemeral: true` folded into `flags`, component builders turned into
 * JSON (see `withMessageComponents`) and the files left out.
 */
export function toMessageData(message: InteractionMessage): APIInteractionResponseMessageData {
  if (typeof message === 'string') return { content: message };
  // Most messages have none of the three: a plain copy then (object rest is several times slower).
  if (
    !Object.hasOwn(message, 'ephemeral') &&
    !Object.hasOwn(message, 'files') &&
    !Object.hasOwn(message, 'components')
  )
    return { ...message } as APIInteractionResponseMessageData;
  const { ephemeral, files: _files, ...data } = message;
  const body = withMessageComponents(data);
  if (ephemeral) body.flags = (body.flags ?? 0) | MessageFlags.Ephemeral;
  return body;
}

/** The files of a message, if it has any. */
export function messageFiles(message: InteractionMessage): readonly MessageFile[] | undefined {
  return typeof message === 'string' || message.files === undefined || message.files.length === 0
    ? undefined
    : message.files;
}

/**
 * A new message's body with an `attachments` entry for each file when it gives none (file `n` is
 * `files[n]`), as the request will carry it: so that a message of files alone passes the empty-message
 * check, and the check sees what is sent.
 */
export function describeFiles(
  data: APIInteractionResponseMessageData,
  files: readonly MessageFile[] | undefined,
): APIInteractionResponseMessageData {
  if (files === undefined || data.attachments !== undefined) return data;
  return {
    ...data,
    attachments: files.map((file, index) => ({
      // A string, as the OpenAPI document types an attachment id (a snowflake).
      id: String(index),
      filename: file.name,
      ...(file.description === undefined ? {} : { description: file.description }),
    })),
  };
}
