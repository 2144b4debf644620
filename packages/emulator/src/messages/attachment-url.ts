/** The path under which the emulator serves its files: `{origin}/_emulator/attachments/{id}/{filename}`. */
export const attachmentPathPrefix = '/_emulator/attachments';

/**
 * The stable URL of a stored file at the emulator's own origin (so the web client's `img-src 'self'`
 * allows it): the file's id and its name, percent-encoded.
 * @example
 * attachmentUrl('http://127.0.0.1:5000', '1250000000000000001', 'cat.png');
 * // 'http://127.0.0.1:5000/_emulator/attachments/1250000000000000001/cat.png'
 */
export function attachmentUrl(origin: string, id: string, filename: string): string {
  return `${origin}${attachmentPathPrefix}/${id}/${encodeURIComponent(filename)}`;
}
