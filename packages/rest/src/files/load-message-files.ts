import { AttachmentLimits } from '@slashkit/api';
import { FileTooLargeError } from '../errors/file-too-large-error.js';
import { RESTError } from '../errors/rest-error.js';
import type { MessageFile } from './message-file.js';
import { readPathAsBlob } from './read-path-as-blob.js';

/** A file ready to send: its bytes as a `Blob` (checked against the limit), its name and alt text. */
export interface LoadedFile {
  name: string;
  blob: Blob;
  description?: string;
}

/** How {@link loadMessageFiles} checks files. */
export interface LoadMessageFilesOptions {
  /** The largest file in bytes (the interaction's `attachment_size_limit`); default 10 MiB. */
  sizeLimit?: number;
  /** Who sends them, for error messages, e.g. `createFollowupMessage()`. */
  method?: string;
}

/**
 * Turns the files of a message into `Blob`s the runtime's `FormData` takes, checking each before anything
 * is sent: at most 10 files, each with a name, each at most `sizeLimit` bytes (a
 * {@link FileTooLargeError} names the file). A `Blob` and a path stay unread until the request streams
 * them (a path through `fs.openAsBlob`, imported on Node only); a `ReadableStream` is read once, and no
 * further than the limit, so that every attempt of the request sends the same bytes.
 * @example
 * const [file] = await loadMessageFiles([{ name: 'a.txt', data: new TextEncoder().encode('hi') }]);
 * @see service-facts "Files"
 */
export async function loadMessageFiles(
  files: readonly MessageFile[],
  options: LoadMessageFilesOptions = {},
): Promise<LoadedFile[]> {
  const method = options.method ?? 'files';
  const limit = options.sizeLimit ?? AttachmentLimits.defaultSizeLimit;
  if (files.length > AttachmentLimits.files)
    throw new RESTError(
      'INVALID_ARGUMENT',
      `${method}: ${files.length} files, but a message takes at most ${AttachmentLimits.files}; send the rest in a follow-up.`,
    );
  const loaded: LoadedFile[] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file?.name !== 'string' || file.name.length === 0)
      throw new RESTError(
        'INVALID_ARGUMENT',
        `${method}: files[${index}].name must be a non-empty file name, e.g. "chart.png".`,
      );
    if (file.description !== undefined && file.description.length > AttachmentLimits.descriptionMaxLength)
      throw new RESTError(
        'INVALID_ARGUMENT',
        `${method}: the description of ${JSON.stringify(file.name)} is ${file.description.length} characters; at most ${AttachmentLimits.descriptionMaxLength} are allowed.`,
      );
    const blob = await toBlob(file, method, limit);
    if (blob.size > limit)
      throw new FileTooLargeError({ method, filename: file.name, limit, size: blob.size });
    loaded.push({
      name: file.name,
      blob,
      ...(file.description === undefined ? {} : { description: file.description }),
    });
  }
  return loaded;
}

/** The file's bytes as a Blob of its content type; a stream is read up to `limit` + 1 bytes at most. */
async function toBlob(file: MessageFile, method: string, limit: number): Promise<Blob> {
  const { data, contentType } = file;
  if (typeof Blob !== 'undefined' && data instanceof Blob)
    return contentType === undefined || contentType === data.type
      ? data
      : data.slice(0, data.size, contentType);
  const type = contentType === undefined ? {} : { type: contentType };
  if (data instanceof Uint8Array) {
    if (data.byteLength > limit)
      throw new FileTooLargeError({ method, filename: file.name, limit, size: data.byteLength });
    return new Blob([data as Uint8Array<ArrayBuffer>], type);
  }
  if (typeof data === 'string') return readPathAsBlob(data, contentType, method, file.name);
  if (typeof ReadableStream !== 'undefined' && data instanceof ReadableStream) {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = data.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new FileTooLargeError({ method, filename: file.name, limit });
      }
      chunks.push(value);
    }
    return new Blob(chunks as Uint8Array<ArrayBuffer>[], type);
  }
  throw new RESTError(
    'INVALID_ARGUMENT',
    `${method}: the data of ${JSON.stringify(file.name)} must be a Blob, a Uint8Array, a ReadableStream or (on Node) a file path.`,
  );
}
