import type { FileUpload } from '../client/endpoint-call.js';
import { loadMessageFiles } from './load-message-files.js';
import { messageFormData, withAttachments } from './message-form-data.js';

/**
 * The multipart body of a call with files: the files checked and loaded (`loadMessageFiles`), the message
 * body's `attachments` filled (`withAttachments`, in the body itself or in an interaction response's
 * `data`), and both put in the runtime's `FormData`.
 */
export async function encodeUpload(body: unknown, upload: FileUpload): Promise<FormData> {
  const files = await loadMessageFiles(upload.files, {
    method: upload.method,
    ...(upload.sizeLimit === undefined ? {} : { sizeLimit: upload.sizeLimit }),
  });
  if (upload.at === 'body')
    return messageFormData(withAttachments(body, files, upload.mode, upload.method), files);
  const response = withAttachments(body, [], upload.mode, upload.method);
  return messageFormData(
    { ...response, data: withAttachments(response.data ?? {}, files, upload.mode, upload.method) },
    files,
  );
}
