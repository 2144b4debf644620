import { brandError } from '@slashkit/api';
import { RESTError } from './rest-error.js';

/** What {@link FileTooLargeError} is built from. */
export interface FileTooLargeErrorInit {
  /** The method that was to send it, e.g. `createFollowupMessage()`. */
  method: string;
  /** The file's name. */
  filename: string;
  /** The limit in bytes (the interaction's `attachment_size_limit`). */
  limit: number;
  /** The file's size in bytes, when known (a stream stops being read at the limit). */
  size?: number;
}

/**
 * A file is larger than the limit the message takes (`attachment_size_limit`, 10 MiB by default): found
 * before anything was sent, so the service never saw the request. Never retried.
 * @example
 * try { await ctx.reply({ files: [{ name: 'video.mp4', data: bytes }] }); } catch (error) {
 *   if (error instanceof FileTooLargeError) console.log(`${error.filename} is over ${error.limit} bytes`);
 * }
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export class FileTooLargeError extends RESTError {
  static {
    brandError(FileTooLargeError, '@slashkit/rest/FileTooLargeError');
  }

  readonly filename: string;
  readonly limit: number;
  readonly size: number | undefined;

  constructor(init: FileTooLargeErrorInit) {
    const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
    const size = init.size === undefined ? 'more than that' : `${init.size} bytes (${mib(init.size)})`;
    super(
      'FILE_TOO_LARGE',
      `${init.method}: the file ${JSON.stringify(init.filename)} is ${size}, over the limit of ${init.limit} bytes (${mib(init.limit)}) for this message; nothing was sent. Send a smaller file (compress it, or link to it).`,
    );
    this.filename = init.filename;
    this.limit = init.limit;
    this.size = init.size;
  }
}
