import { FieldErrorCodes, StickerLimits } from '@slashkit/api';
import { stickerFileFormat } from '@slashkit/api/validation';
import { invalidForm } from '../http/http-error.js';
import { contentTypeInvalid, discardBody } from '../http/read-json-body.js';
import { readMultipart } from '../http/read-multipart.js';
import type { StickerFile } from './guild-sticker-changes.js';

const multipartType = /^multipart\/form-data\s*(;|$)/i;
// A sticker's form: its few text fields and one file of at most 512 KiB.
const limits = Object.freeze({
  maxFileBytes: StickerLimits.fileMaxBytes,
  maxFiles: 1,
  maxFieldBytes: 4096,
  maxFields: 8,
});

/**
 * The form of `POST /guilds/{id}/stickers`: `multipart/form-data` (400/50035 for another type) with its
 * text fields and the file in the part `file`, whose format its bytes say (`stickerFileFormat`); a file
 * over 512 KiB is 413/40005 as it arrives.
 * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
 */
export async function readStickerForm(
  request: Pick<Request, 'headers' | 'body' | 'text'>,
): Promise<{ fields: Record<string, string>; file: StickerFile }> {
  const type = request.headers.get('content-type') ?? '';
  if (!multipartType.test(type)) {
    await discardBody(request);
    throw contentTypeInvalid(type, ['multipart/form-data']);
  }
  const { fields, files } = await readMultipart(request, limits);
  const part = files.find((f) => f.field === 'file');
  if (!part)
    throw invalidForm([
      {
        path: ['file'],
        code: FieldErrorCodes.Required,
        message: 'This field is required: send the file in a part named file',
      },
    ]);
  const format = stickerFileFormat(part.bytes);
  if (!format.success) throw invalidForm(format.errors);
  return { fields, file: { bytes: part.bytes, formatType: format.data } };
}
