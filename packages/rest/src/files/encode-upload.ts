import { InteractionResponseType } from '@slashkit/api';
import type { FileUpload } from './file-upload.js';
import { loadMessageFiles } from './load-message-files.js';
import { MultipartBody } from './multipart-body.js';
import { withAttachments } from './with-attachments.js';

/** The attachments a message has now, for an edit that keeps them (read just before it is sent). */
export type KeptAttachments = () => Promise<readonly { id: string }[]>;

/**
 * The multipart body of a call with files: the files checked and loaded (`loadMessageFiles`), the message
 * body's `attachments` filled (`withAttachments`, in the body itself or in an interaction response's
 * `data`, where an update (7) is an edit), and both in one {@link MultipartBody}. An edit whose body names no attachments keeps the
 * message's when `kept` reads them: they are listed by id before the new files, so the body says all the
 * message will hold and sending it twice is the same edit.
 */
export async function encodeUpload(
  body: unknown,
  upload: FileUpload,
  kept?: KeptAttachments,
): Promise<MultipartBody> {
  const files = await loadMessageFiles(upload.files, {
    method: upload.method,
    ...(upload.sizeLimit === undefined ? {} : { sizeLimit: upload.sizeLimit }),
  });
  if (upload.at === 'form') {
    // A form of text fields and one file (a guild sticker): the body's strings are the fields.
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
      if (value !== undefined && value !== null) fields[key] = String(value);
    return new MultipartBody({ fields, fileField: 'file' }, files);
  }
  if (upload.at === 'body') {
    let data = withAttachments(body, files, upload.mode, upload.method);
    if (upload.mode === 'edit' && data.attachments === undefined && kept !== undefined) {
      const attachments = (await kept()).map(({ id }) => ({ id }));
      data = withAttachments({ ...data, attachments }, files, upload.mode, upload.method);
    }
    return new MultipartBody(JSON.stringify(data), files);
  }
  const response = withAttachments(body, [], upload.mode, upload.method);
  // An update (7) edits the component's message: without `attachments` its files stay.
  const mode = response.type === InteractionResponseType.UpdateMessage ? 'edit' : upload.mode;
  const data = withAttachments(response.data ?? {}, files, mode, upload.method);
  return new MultipartBody(JSON.stringify({ ...response, data }), files);
}
