import type { MessageFile } from './message-file.js';
import type { MessageBodyMode } from './with-attachments.js';

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
