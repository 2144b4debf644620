import type { FileUpload } from '../client/endpoint-call.js';
import { loadMessageFiles } from './load-message-files.js';
import { MultipartBody } from './multipart-body.js';
import { withAttachments } from './with-attachments.js';

/**
 * The multipart body of a call with files: the files checked and loaded (`loadMessageFiles`), the message
 * body's `attachments` filled (`withAttachments`, in the body itself or in an interaction response's
 * `data`), and both in one {@link MultipartBody}.
 */
export async function encodeUpload(body: unknown, upload: FileUpload): Promise<MultipartBody> {
  const files = await loadMessageFiles(upload.files, {
    method: upload.method,
    ...(upload.sizeLimit === undefined ? {} : { sizeLimit: upload.sizeLimit }),
  });
  if (upload.at === 'body')
    return new MultipartBody(JSON.stringify(withAttachments(body, files, upload.mode, upload.method)), files);
  const response = withAttachments(body, [], upload.mode, upload.method);
  const data = withAttachments(response.data ?? {}, files, upload.mode, upload.method);
  return new MultipartBody(JSON.stringify({ ...response, data }), files);
}
