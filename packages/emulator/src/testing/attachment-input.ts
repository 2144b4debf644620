/**
 * A file a user attaches to an ATTACHMENT option, as the admin API takes it: its name (checked against the
 * option's `file_types`), its size in bytes (default 1024; over the upload limit is refused) and its MIME
 * type.
 * @example
 * await member.run(upload, { file: { filename: 'cat.png', size: 2048, contentType: 'image/png' } });
 */
export interface AttachmentInput {
  filename: string;
  size?: number;
  contentType?: string;
}
