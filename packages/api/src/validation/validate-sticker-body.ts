import { StickerFormatType } from '../enums/sticker-format-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { StickerLimits } from '../sticker-limits.js';
import type { FieldError, ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { sniffMedia } from './sniff-media.js';

/** A sticker's fields as the service reads them (a description of `''` or null: none). */
export interface CheckedStickerBody {
  name?: string;
  tags?: string;
  description?: string | null;
}

/**
 * Checks the fields of a guild sticker: `create` (`POST /guilds/{id}/stickers`, the form's text fields:
 * `name` and `tags` required) or `edit` (`PATCH …/stickers/{id}`, JSON, each optional): `name` 2-30
 * characters, `tags` 1-200, `description` empty or 2-100. Own properties only.
 * @example
 * validateStickerBody({ name: 'wave', tags: 'wave' }, 'create'); // { success: true, data: { name: 'wave', tags: 'wave' } }
 * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
 */
export function validateStickerBody(
  body: unknown,
  mode: 'create' | 'edit',
): ValidationResult<CheckedStickerBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "name": "wave", "tags": "wave" }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedStickerBody = {};
  const creating = mode === 'create';
  if (!creating || f.required('name')) {
    const name = f.string('name', { min: StickerLimits.nameMinLength, max: StickerLimits.nameMaxLength });
    if (typeof name === 'string') data.name = name;
  }
  if (!creating || f.required('tags')) {
    const tags = f.string('tags', { min: 1, max: StickerLimits.tagsMaxLength });
    if (typeof tags === 'string') data.tags = tags;
  }
  const description = f.raw('description');
  // An empty description is none, as null is.
  if (description === '' || description === null) data.description = null;
  else {
    const text = f.string('description', {
      min: StickerLimits.descriptionMinLength,
      max: StickerLimits.descriptionMaxLength,
    });
    if (typeof text === 'string') data.description = text;
  }
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

/**
 * A sticker file's format, read from its bytes (never its name or declared type): PNG, APNG, GIF, or a
 * Lottie animation (a JSON object with `v` and `layers`); at most 512 KiB. Otherwise the field error at
 * `file` (`BINARY_TYPE_MAX_SIZE` or `IMAGE_INVALID`).
 * @example
 * stickerFileFormat(pngBytes); // { success: true, data: 1 }
 * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
 */
export function stickerFileFormat(bytes: Uint8Array): ValidationResult<StickerFormatType> {
  const fail = (code: string, message: string): { success: false; errors: FieldError[] } => ({
    success: false,
    errors: [{ path: ['file'], code, message }],
  });
  if (bytes.byteLength > StickerLimits.fileMaxBytes)
    return fail(
      FieldErrorCodes.BinaryTypeMaxSize,
      `File cannot be larger than ${StickerLimits.fileMaxBytes / 1024}.0 kb.`,
    );
  const sniffed = sniffMedia(bytes);
  if (sniffed?.type === 'image/png')
    return { success: true, data: sniffed.animated ? StickerFormatType.APNG : StickerFormatType.PNG };
  if (sniffed?.type === 'image/gif') return { success: true, data: StickerFormatType.GIF };
  if (sniffed === undefined && isLottie(bytes)) return { success: true, data: StickerFormatType.Lottie };
  return fail(
    FieldErrorCodes.ImageInvalid,
    'Invalid sticker file: send a PNG, APNG, GIF or Lottie (JSON) file of at most 512 KiB',
  );
}

function isLottie(bytes: Uint8Array): boolean {
  // Bounded by the size check above: at most 512 KiB of text is parsed.
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
  return (
    isJsonObject(value) &&
    Object.hasOwn(value, 'v') &&
    Array.isArray((value as Record<string, unknown>).layers)
  );
}
