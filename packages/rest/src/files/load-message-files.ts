import { AttachmentLimits } from '@slashkit/api';
import { FileTooLargeError } from '../errors/file-too-large-error.js';
import { InvalidFileError } from '../errors/invalid-file-error.js';
import { RESTError } from '../errors/rest-error.js';
import { checkFileHeaders } from './check-file-headers.js';
import type { MessageFile } from './message-file.js';
import { readPathAsBlob } from './read-path-as-blob.js';

/**
 * A file ready to send, checked against the limit: its bytes (a `Uint8Array` as given, or a `Blob`: given,
 * opened from a path, or gathered from a stream), its media type (`''` when unknown), name and alt text.
 */
export interface LoadedFile {
  name: string;
  data: Blob | Uint8Array;
  type: string;
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
 * Gets the files of a message ready to send, checking each before anything is sent: at most 10 files, each
 * with a name and media type that multipart headers carry intact (`checkFileHeaders`; an
 * {@link InvalidFileError} names the file), each at most `sizeLimit` bytes (a {@link FileTooLargeError}
 * names the file). A `Uint8Array`
 * is kept as it is (not copied: leave it unchanged until the call settles); a `Blob` and a path stay
 * unread until the request streams them (a path through `fs.openAsBlob`, imported on Node only); a
 * `ReadableStream` is read once, and no further than the limit, into a `Blob`, so that every attempt of
 * the request sends the same bytes.
 * @example
 * const [file] = await loadMessageFiles([{ name: 'a.txt', data: new TextEncoder().encode('hi') }]);
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
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
    checkFileHeaders(file ?? { name: '' }, index, method);
    if (file.description !== undefined && file.description.length > AttachmentLimits.descriptionMaxLength)
      throw new InvalidFileError({
        method,
        index,
        filename: file.name,
        field: 'description',
        problem: `the description is ${file.description.length} characters; at most ${AttachmentLimits.descriptionMaxLength} are allowed`,
      });
    const data = await toData(file, index, method, limit);
    const size = data instanceof Uint8Array ? data.byteLength : data.size;
    if (size > limit) throw new FileTooLargeError({ method, filename: file.name, limit, size });
    loaded.push({
      name: file.name,
      data,
      type: file.contentType ?? (data instanceof Uint8Array ? '' : data.type),
      ...(file.description === undefined ? {} : { description: file.description }),
    });
  }
  return loaded;
}

/** The file's bytes: a Blob or a Uint8Array as given, a path opened, a stream read up to `limit` + 1 bytes. */
async function toData(
  file: MessageFile,
  index: number,
  method: string,
  limit: number,
): Promise<Blob | Uint8Array> {
  const { data } = file;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data;
  if (data instanceof Uint8Array) return data;
  if (typeof data === 'string') return readPathAsBlob(data, file.contentType, method, file.name);
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
    return new Blob(chunks as Uint8Array<ArrayBuffer>[]);
  }
  throw new InvalidFileError({
    method,
    index,
    filename: file.name,
    field: 'data',
    problem: 'the data must be a Blob, a Uint8Array, a ReadableStream or (on Node) a file path',
  });
}
