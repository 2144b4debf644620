import { checkFileHeaders } from './check-file-headers.js';
import type { LoadedFile } from './load-message-files.js';

const encoder = new TextEncoder();
const crlf = encoder.encode('\r\n');
/** The piece read from a Blob at a time while streaming: memory stays small whatever the file's size. */
const blobChunkBytes = 64 * 1024;

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `----slashkit-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A form without `payload_json` (a guild sticker's): its text fields, in order, and the part name of its
 * file (`file`).
 */
export interface MultipartFields {
  readonly fields: Readonly<Record<string, string>>;
  readonly fileField: string;
}

/**
 * The `multipart/form-data` body of a message with files: `payload_json` and each file as `files[n]`.
 * A transport sends it as the runtime's `FormData` (`toFormData()`, what `fetch` takes), or streams it
 * with `chunks()` and the `contentType` and `length` given here (the undici transport does: the bytes of a
 * `Uint8Array` go out as they are and a `Blob` is read 64 KiB at a time, so an upload adds little memory
 * over the file itself). Either can be done again for another attempt: the same bytes each time.
 * @example
 * const body = new MultipartBody(JSON.stringify({ content: 'hi' }), files);
 * await fetch(url, { method: 'POST', body: body.toFormData() });
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export class MultipartBody {
  /** The boundary between parts (random, per body). */
  readonly boundary: string;
  /** The body's `Content-Type`, with its boundary. */
  readonly contentType: string;
  /** The encoded body's length in bytes (`chunks()` yields exactly this many). */
  readonly length: number;
  readonly #texts: readonly (readonly [string, string])[];
  readonly #fileField: ((index: number) => string) | undefined;
  readonly #files: readonly LoadedFile[];
  readonly #heads: readonly Uint8Array[];
  readonly #first: Uint8Array;
  readonly #last: Uint8Array;

  /**
   * @param payload the JSON body, already serialised (`payload_json`), or a form's text fields and the
   *   name of its file part ({@link MultipartFields}); @param files `files[0]`, `files[1]`… (or the form's file)
   * @throws `InvalidFileError` when a name or media type cannot be written into a part's headers
   *   (`checkFileHeaders`: no control character, quote or path separator in a name; a printable ASCII type).
   */
  constructor(payload: string | MultipartFields, files: readonly LoadedFile[]) {
    // Checked here too, as this writes the headers: a LoadedFile may come from elsewhere than loadMessageFiles.
    files.forEach((file, index) => {
      checkFileHeaders({ name: file.name, contentType: file.type }, index, 'MultipartBody');
    });
    this.#texts =
      typeof payload === 'string'
        ? [['payload_json', payload]]
        : Object.entries(payload.fields).map(([name, value]) => {
            checkFileHeaders({ name, contentType: 'text/plain' }, 0, 'MultipartBody');
            return [name, value] as const;
          });
    const fileField = typeof payload === 'string' ? undefined : payload.fileField;
    this.#fileField = fileField === undefined ? undefined : () => fileField;
    this.#files = files;
    this.boundary = randomBoundary();
    this.contentType = `multipart/form-data; boundary=${this.boundary}`;
    this.#first = encoder.encode(
      this.#texts
        .map(
          ([name, value]) =>
            `--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join(''),
    );
    this.#heads = files.map((file, index) =>
      encoder.encode(
        `--${this.boundary}\r\nContent-Disposition: form-data; name="${this.#partName(index)}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${fileType(file)}\r\n\r\n`,
      ),
    );
    this.#last = encoder.encode(`--${this.boundary}--\r\n`);
    let length = this.#first.byteLength + this.#last.byteLength;
    files.forEach((file, index) => {
      length += this.#heads[index]!.byteLength + sizeOf(file) + crlf.byteLength;
    });
    this.length = length;
  }

  /** The body as the runtime's `FormData` (its `Blob`s hold the files), for `fetch` and custom transports. */
  toFormData(): FormData {
    const form = new FormData();
    for (const [name, value] of this.#texts) form.append(name, value);
    this.#files.forEach((file, index) => {
      const type = fileType(file);
      const blob =
        file.data instanceof Uint8Array
          ? new Blob([file.data as Uint8Array<ArrayBuffer>], { type })
          : file.data.type === type
            ? file.data
            : file.data.slice(0, file.data.size, type);
      form.append(this.#partName(index), blob, file.name);
    });
    return form;
  }

  #partName(index: number): string {
    return this.#fileField?.(index) ?? `files[${index}]`;
  }

  /** The encoded body, piece by piece (a fresh run each call). */
  async *chunks(): AsyncGenerator<Uint8Array, void, undefined> {
    yield this.#first;
    for (const [index, file] of this.#files.entries()) {
      yield this.#heads[index]!;
      if (file.data instanceof Uint8Array) yield file.data;
      else
        for (let at = 0; at < file.data.size; at += blobChunkBytes)
          yield new Uint8Array(await file.data.slice(at, at + blobChunkBytes).arrayBuffer());
      yield crlf;
    }
    yield this.#last;
  }
}

function fileType(file: LoadedFile): string {
  return file.type || 'application/octet-stream';
}

function sizeOf(file: LoadedFile): number {
  return file.data instanceof Uint8Array ? file.data.byteLength : file.data.size;
}
