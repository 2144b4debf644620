import type { CallOptions } from '../call-options.js';
import type { MessageFile } from '../files/message-file.js';
import type { MessageBodyMode } from '../files/message-form-data.js';
import type { ReplayPolicy } from '../pipeline/prepared-request.js';
import type { RequestOptions } from '../request-options.js';

/** Where a request goes: the real path, its route template, and the major parameter of its bucket. */
export interface Target {
  path: string;
  route: string;
  majorParameter: string;
}

/** One call of an endpoint method, as the endpoint groups hand it to the request core. */
export interface EndpointCall extends Target {
  method: RequestOptions['method'];
  /** `true`: the client's token; `false`: none; a string: this header value. */
  auth: boolean | string;
  replay: ReplayPolicy;
  exemptFromGlobal?: boolean;
  /** The query string without `?`. */
  query?: string | undefined;
  body?: unknown;
  /** Sent as `X-Discord-Locale`; with `defaultLocale`, the client's `locale` fills in when it is absent. */
  locale?: string | undefined;
  defaultLocale?: boolean;
  /** Strings to redact beyond the client's token. */
  secrets?: readonly string[];
  options?: CallOptions | undefined;
  extraHeaders?: Record<string, string>;
  /** Files to send with a message body: the request becomes multipart (see `MessageCallOptions`). */
  upload?: FileUpload;
  /**
   * For a DELETE: the JSON code of "unknown <thing>" (404). When a retried DELETE gets it, the first attempt
   * did the work before its answer was lost, so the call has succeeded.
   */
  goneCode?: number;
}

/** The files of a call that creates or edits a message, and how its body describes them. */
export interface FileUpload {
  files: readonly MessageFile[];
  /** `create`: every file is described in `attachments`; `edit`: see `withAttachments`. */
  mode: MessageBodyMode;
  /** Where the message body is: the body itself, or its `data` (an interaction response). */
  at: 'body' | 'data';
  /** The largest file in bytes; default 10 MiB. */
  sizeLimit: number | undefined;
  /** The public method, for error messages, e.g. `createFollowupMessage()`. */
  method: string;
}
