import type { CallOptions } from '../call-options.js';
import type { MessageFile } from './message-file.js';

/**
 * Options of the methods that create or edit a message: the call options, plus files to send with it.
 * @example
 * await rest.interactions.createFollowupMessage(appId, token, { content: 'The report' }, { files: [{ name: 'report.txt', data: bytes }] });
 * @see README "Files"
 */
export interface MessageCallOptions extends CallOptions {
  /**
   * Files to send (at most 10): the request becomes `multipart/form-data` with the body in `payload_json`
   * and each file in `files[n]`, and the body's `attachments` describes them (added after any entries you
   * give; an entry whose `id` is `n` describes `files[n]`). On an edit without `attachments` the message's
   * files stay and these are added; give `attachments` to keep only some (`[]`: none).
   */
  files?: readonly MessageFile[];
  /**
   * The largest file in bytes, checked before anything is sent: the interaction's
   * `attachment_size_limit` (default `AttachmentLimits.defaultSizeLimit`, 10 MiB).
   */
  attachmentSizeLimit?: number;
}
