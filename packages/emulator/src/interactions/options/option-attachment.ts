import {
  type APIAttachment,
  AttachmentLimits,
  fileNameProblem,
  isJsonObject,
  isSnowflake,
  ownValue,
} from '@slashkit/api';
import { attachmentContentType } from '../../messages/attachment-content-type.js';
import { toApiAttachment } from '../../messages/message-attachments.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';

const usage =
  'give an attachment as the id an upload answered (POST /_emulator/attachments), as { "id" }, or inline as { "filename": "notes.txt", "text": "…" }, { "filename": "cat.png", "data": "<base64>" } or { "filename": "cat.png", "size"?: bytes } (that many zero bytes), each with "contentType"? ("image/png")';

/**
 * The attachment an ATTACHMENT option's value stands for, as the bot receives it in
 * `resolved.attachments` (ephemeral, at a URL the emulator serves): a file uploaded before with
 * `POST /_emulator/attachments` (its id, or `{ id }`), or a file given inline and stored now —
 * `{ filename, text }` (UTF-8), `{ filename, data }` (base64), or `{ filename, size? }` (that many zero
 * bytes, 1024 by default), each with an optional `contentType`. A string says what is wrong.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function optionAttachment(
  context: EmulatorContext,
  origin: string,
  input: unknown,
): APIAttachment | string {
  if (typeof input === 'string') return uploaded(context, origin, input);
  if (!isJsonObject(input)) return usage;
  const fields = input as Record<string, unknown>;
  const id = ownValue(fields, 'id');
  if (id !== undefined) return uploaded(context, origin, id);
  const filename = ownValue(fields, 'filename');
  const contentType = ownValue(fields, 'contentType');
  if (typeof filename !== 'string') return 'filename: a non-empty string is required';
  const problem = fileNameProblem(filename);
  if (problem) return `filename: ${problem.message}`;
  if (contentType !== undefined && typeof contentType !== 'string')
    return 'contentType: expected a MIME type string';
  const bytes = inlineBytes(fields);
  if (typeof bytes === 'string') return bytes;
  if (bytes.byteLength > AttachmentLimits.defaultSizeLimit)
    return `size: ${bytes.byteLength} bytes is over the upload limit of ${AttachmentLimits.defaultSizeLimit} bytes`;
  const stored = context.state.attachments.add({
    id: context.nextId(),
    filename,
    contentType: attachmentContentType(filename, contentType ?? null, bytes),
    bytes,
    createdAt: context.clock.now(),
  });
  return toApiAttachment(stored, origin, undefined, true);
}

/** A file uploaded before, by id. */
function uploaded(context: EmulatorContext, origin: string, id: unknown): APIAttachment | string {
  const file = typeof id === 'string' && isSnowflake(id) ? context.state.attachments.get(id) : undefined;
  if (!file)
    return `no uploaded file ${JSON.stringify(id)}: upload it first with POST /_emulator/attachments (multipart, one file), then give the id it answers`;
  return toApiAttachment(file, origin, undefined, true);
}

/** The bytes of an inline file: `text`, `data` (base64) or `size` zero bytes. */
function inlineBytes(fields: Record<string, unknown>): Uint8Array | string {
  const text = ownValue(fields, 'text');
  const data = ownValue(fields, 'data');
  const size = ownValue(fields, 'size') ?? 1024;
  if (text !== undefined) {
    if (typeof text !== 'string') return 'text: expected the file content as a string';
    return new TextEncoder().encode(text);
  }
  if (data !== undefined) {
    if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data))
      return 'data: expected the file content as a base64 string';
    const decoded = Buffer.from(data, 'base64');
    return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength);
  }
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
    return 'size: expected a whole number of bytes';
  if (size > AttachmentLimits.defaultSizeLimit)
    return `size: ${size} bytes is over the upload limit of ${AttachmentLimits.defaultSizeLimit} bytes`;
  return new Uint8Array(size);
}
