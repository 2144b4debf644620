import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import {
  AttachmentLimits,
  createRecord,
  FieldErrorCodes,
  fileNameProblem,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { HttpError, invalidForm } from './http-error.js';

/** One file part of a multipart request, read whole (within its limit). */
export interface UploadedFile {
  /** The part's name, e.g. `files[0]`. */
  field: string;
  /** `n` of a `files[n]` part; other names count in the order they came, after the highest `n`. */
  index: number;
  /** The file name the part gave (checked with `fileNameProblem`), or its name when it gave none. */
  filename: string;
  /** The part's `Content-Type`, or null when it gave none (or only `application/octet-stream`). */
  contentType: string | null;
  bytes: Uint8Array;
}

/** What a multipart request carried: its text fields by name (prototype-free), and its files in order. */
export interface MultipartContent {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The bounds of one multipart request. */
export interface MultipartLimits {
  /** The largest file, in bytes (the interaction's `attachment_size_limit`). */
  maxFileBytes: number;
  /** The most files. */
  maxFiles: number;
  /** The largest text field (`payload_json`), in bytes. */
  maxFieldBytes: number;
  /** The most text fields (`payload_json`, or the body's fields without it). */
  maxFields: number;
}

const fileField = /^files\[(\d+)\]$/;
const mebibyte = 1024 * 1024;

/** The default bounds: the service's file count and default size limit, and a roomy `payload_json`. */
export const defaultMultipartLimits: MultipartLimits = Object.freeze({
  maxFileBytes: AttachmentLimits.defaultSizeLimit,
  maxFiles: AttachmentLimits.files,
  maxFieldBytes: 2 * mebibyte,
  maxFields: 64,
});

/** 413 / 40005 for a file over the limit, naming it. */
export function fileTooLarge(filename: string, limit: number): HttpError {
  return new HttpError(
    413,
    RESTJSONErrorCodes.RequestEntityTooLarge,
    `Request entity too large: the file ${JSON.stringify(filename)} is over the limit of ${limit} bytes (${(limit / mebibyte).toFixed(2)} MiB) for this message; send a smaller file`,
  );
}

/**
 * Reads a `multipart/form-data` body (of a request, or of an app's inline answer) with a streaming parser (`@fastify/busboy`): text fields by name and
 * file parts whole. It stops at the first part over a bound: a file over `maxFileBytes` (413 / 40005,
 * naming the file, once its bytes pass the limit and before any more are read), more than `maxFiles`
 * files or a field over `maxFieldBytes` (400 / 50035 at the field's name), a file name that is no file
 * name (`fileNameProblem`; 400 / 50035 at `<part>.filename`), more than `maxFields` text fields or more
 * than `maxFiles + maxFields` parts of any kind (400 / 50035: never a field dropped silently, never an
 * unbounded count of parts), a malformed body (400). The
 * caller's stream is cancelled on the way out, so nothing past a bound is buffered; the node adapter
 * drains what the client still sends.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export async function readMultipart(
  request: Pick<Request, 'headers' | 'body'>,
  limits: MultipartLimits = defaultMultipartLimits,
): Promise<MultipartContent> {
  const contentType = request.headers.get('content-type') ?? '';
  const fields = createRecord<string>();
  const files: UploadedFile[] = [];
  const pending: Promise<void>[] = [];
  let failure: HttpError | undefined;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // A part is a file when it has a file name, or is named files[n] (a client may leave the name out).
      isPartAFile: (name, _type, filename) => filename !== undefined || fileField.test(name ?? ''),
      // A name with a path is refused (`fileNameProblem`), not cut to its last segment behind the client's back.
      preservePath: true,
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fieldSize: limits.maxFieldBytes,
        fields: limits.maxFields,
        // Every part counts, those without a name too: 400,000 empty parts stop at the first one past this.
        parts: limits.maxFiles + limits.maxFields,
        headerPairs: 32,
      },
    });
  } catch {
    throw badMultipart('the Content-Type has no boundary; send multipart/form-data; boundary=…');
  }
  const fail = (error: HttpError): void => {
    failure ??= error;
  };
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated)
      return fail(
        invalidForm([
          {
            path: [name],
            code: FieldErrorCodes.MaxLength,
            message: `Must be ${limits.maxFieldBytes} or fewer bytes in length`,
          },
        ]),
      );
    fields[name] = value;
  });
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    const problem = filename ? fileNameProblem(filename) : undefined;
    if (problem) {
      stream.resume();
      return fail(invalidForm([{ path: [name, 'filename'], code: problem.code, message: problem.message }]));
    }
    pending.push(
      readFile(stream, limits.maxFileBytes, filename || name, fail).then((bytes) => {
        if (bytes === undefined) return;
        files.push({
          field: name,
          index: -1,
          filename: filename || name,
          contentType: mimeType && mimeType !== 'application/octet-stream' ? mimeType : null,
          bytes,
        });
      }),
    );
  });
  parser.on('filesLimit', () =>
    fail(
      invalidForm([
        {
          path: ['files'],
          code: FieldErrorCodes.MaxLength,
          message: `Must be ${limits.maxFiles} or fewer in length — send at most ${limits.maxFiles} files with one message`,
        },
      ]),
    ),
  );
  // Past a bound the parser skips parts without a word: a field dropped so could be payload_json itself.
  parser.on('fieldsLimit', () =>
    fail(
      invalidForm([
        {
          path: [],
          code: FieldErrorCodes.MaxLength,
          message: `Must be ${limits.maxFields} or fewer text fields — send the message as one payload_json part, and each file as a files[n] part`,
        },
      ]),
    ),
  );
  parser.on('partsLimit', () =>
    fail(
      invalidForm([
        {
          path: [],
          code: FieldErrorCodes.MaxLength,
          message: `Must be ${limits.maxFiles + limits.maxFields} or fewer parts — a message takes one payload_json part and at most ${limits.maxFiles} files[n] parts`,
        },
      ]),
    ),
  );
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  // The stream of a failed parse: the error handler above settles `parsed`; nothing else may throw.
  parsed.catch(() => {});
  await feed(request, parser, () => failure !== undefined, parsed);
  // After a failure the parser is destroyed mid-part: its file streams may never end, so nobody waits.
  if (failure) throw failure;
  await Promise.all(pending);
  if (failure) throw failure;
  return { fields, files: numbered(files) };
}

/** Feeds the request body into the parser, with backpressure, until the end or the first failure. */
async function feed(
  request: Pick<Request, 'body'>,
  parser: ReturnType<typeof Busboy>,
  failed: () => boolean,
  parsed: Promise<void>,
): Promise<void> {
  const reader = request.body?.getReader();
  try {
    if (reader) {
      for (;;) {
        if (failed()) return;
        const { done, value } = await reader.read();
        if (done) break;
        if (!parser.write(value)) await new Promise((resolve) => parser.once('drain', resolve));
      }
    }
    parser.end();
    await parsed;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof HttpError) throw cause;
    throw badMultipart(`the body is not valid multipart/form-data (${(error as Error).message})`);
  } finally {
    if (failed()) {
      parser.destroy();
      void reader?.cancel().catch(() => {});
    }
  }
}

/** A file part's bytes; undefined once it passed `maxBytes` (the failure is then recorded). */
function readFile(
  stream: BusboyFileStream,
  maxBytes: number,
  filename: string,
  fail: (error: HttpError) => void,
): Promise<Uint8Array | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('limit', () => {
      chunks.length = 0;
      fail(fileTooLarge(filename, maxBytes));
      stream.resume();
    });
    stream.on('end', () => {
      if (stream.truncated) return resolve(undefined);
      const joined = Buffer.concat(chunks, size);
      resolve(new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength));
    });
    stream.on('error', () => resolve(undefined));
  });
}

/** Gives each file its index: `n` of `files[n]`, others after the highest `n` in the order they came. */
function numbered(files: UploadedFile[]): UploadedFile[] {
  const taken = new Set<number>();
  for (const file of files) {
    const match = fileField.exec(file.field);
    if (!match) continue;
    const index = Number(match[1]);
    if (taken.has(index))
      throw badMultipart(`two file parts are named ${file.field}; give each file its own files[n]`);
    taken.add(index);
    file.index = index;
  }
  let next = taken.size === 0 ? 0 : Math.max(...taken) + 1;
  for (const file of files) if (file.index === -1) file.index = next++;
  return files.sort((a, b) => a.index - b.index);
}

/** 400 for a multipart body that cannot be read, saying why. */
function badMultipart(why: string): HttpError {
  return new HttpError(400, RESTJSONErrorCodes.GeneralError, `Invalid multipart body: ${why}.`);
}
