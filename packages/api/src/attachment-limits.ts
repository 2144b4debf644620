/**
 * The limits of files sent with a message (replies, follow-ups, edits, channel messages).
 * @example
 * if (bytes.byteLength > AttachmentLimits.defaultSizeLimit) throw new Error('too large');
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export const AttachmentLimits = {
  /** Files per message (`files[0]` to `files[9]`). */
  files: 10,
  /**
   * The largest file in bytes where nothing says otherwise (10 MiB): an interaction carries its own limit
   * as `attachment_size_limit`; channel messages use this one.
   */
  defaultSizeLimit: 10 * 1024 * 1024,
  /** The longest file name, in characters (an `attachments[]` entry's `filename`; see `fileNameProblem`). */
  filenameMaxLength: 1024,
  /** An attachment's `description` (alt text). */
  descriptionMaxLength: 1024,
  /** The scheme that points an embed or a component at a file of the same request: `attachment://<filename>`. */
  urlScheme: 'attachment://',
} as const;
