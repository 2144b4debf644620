/**
 * The bytes of a file to send: a `Blob` (or `File`), a `Uint8Array`, a `ReadableStream` of bytes, or on
 * Node a path to read (the file is read lazily, as the request is sent).
 */
export type MessageFileData = Blob | Uint8Array | ReadableStream<Uint8Array> | string;

/**
 * A file to send with a message (a reply, an update, a follow-up, an edit, a channel message): its name,
 * its bytes, and optionally its media type and alt text. Embeds and V2 components show it with
 * `attachment://<name>` (see `attachmentUrl` of `@slashkit/interactions`).
 * @example
 * const file: MessageFile = { name: 'chart.png', data: pngBytes, description: 'Sales by month' };
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export interface MessageFile {
  /** The file name the message shows, e.g. `chart.png`; `attachment://chart.png` refers to it. */
  name: string;
  /**
   * The bytes: a `Blob`, a `Uint8Array`, a `ReadableStream` (read once, up to the size limit, so that a
   * retry sends the same bytes), or on Node a path to a file.
   */
  data: MessageFileData;
  /** The media type (e.g. `image/png`); default: the Blob's own type, else none (the service infers it). */
  contentType?: string;
  /** Alt text, at most 1024 characters. */
  description?: string;
}
