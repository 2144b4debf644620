import type { CallOptions } from '../call-options.js';
import type { MessageFile } from '../files/message-file.js';
import type { MessageBodyMode } from '../files/with-attachments.js';
import type { ReplayPolicy } from '../pipeline/prepared-request.js';
import type { RequestOptions } from '../request-options.js';

/** One raw request (`REST.request`), as the request core resolves it. */
export interface EndpointCall {
  method: RequestOptions['method'];
  /** The real path, e.g. `/applications/1/commands`. */
  path: string;
  /** The route template, for rate limits, errors and logs. */
  route: string;
  /** The major parameter of its bucket; `''` for none. */
  majorParameter: string;
  /** `true`: the client's token; `false`: none; a string: this header value. */
  auth: boolean | string;
  replay: ReplayPolicy;
  exemptFromGlobal?: boolean;
  /** The query string without `?`. */
  query?: string | undefined;
  body?: unknown;
  /** Sent as `X-Discord-Locale`. */
  locale?: string | undefined;
  /** Strings to redact beyond the client's token. */
  secrets?: readonly string[];
  options?: CallOptions | undefined;
  extraHeaders?: Record<string, string>;
}

/** The files of a call that creates or edits a message, and how its body describes them. */
export interface FileUpload {
  files: readonly MessageFile[];
  /** `create`: every file is described in `attachments`; `edit`: see `withAttachments`. */
  mode: MessageBodyMode;
  /** Where the message body is: the body itself, or its `data` (an interaction response). */
  at: 'body' | 'data' | 'form';
  /** The largest file in bytes; default 10 MiB. */
  sizeLimit: number | undefined;
  /** The public method, for error messages, e.g. `createFollowupMessage()`. */
  method: string;
}
