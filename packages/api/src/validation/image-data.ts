import { FieldErrorCodes } from '../error-codes.js';
import type { FieldError } from './field-error.js';
import { type SniffedMediaType, sniffMedia } from './sniff-media.js';

/** What an image field takes: the types its bytes may be, and its largest size in bytes. */
export interface ImageDataRules {
  readonly types: readonly SniffedMediaType[];
  readonly maxBytes: number;
}

/** An image read from image data: its type as its bytes say, the bytes, and whether it moves. */
export interface DecodedImage {
  contentType: SniffedMediaType;
  bytes: Uint8Array;
  animated: boolean;
}

const dataUri = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Reads image data (`data:image/png;base64,…`) as the service does: the type is the one the bytes say
 * (PNG, JPEG, GIF, WebP, AVIF by their magic numbers), never the one the URI declares; the decoded size is
 * held to `rules.maxBytes` before anything is decoded. Returns the image, or the field error for `path`
 * (`IMAGE_INVALID` for what is not image data of an allowed type, `BINARY_TYPE_MAX_SIZE` for too large).
 * @example
 * const read = decodeImageData(body.image, { types: ['image/png'], maxBytes: 256 * 1024 }, ['image']);
 * if (!read.success) return invalidForm(read.errors);
 * @see {@link https://discord.com/developers/docs/reference#image-data | Image data}
 */
export function decodeImageData(
  value: unknown,
  rules: ImageDataRules,
  path: (string | number)[],
): { success: true; data: DecodedImage } | { success: false; errors: FieldError[] } {
  const fail = (code: string, message: string) => ({
    success: false as const,
    errors: [{ path, code, message }],
  });
  const invalid = () =>
    fail(
      FieldErrorCodes.ImageInvalid,
      `Invalid image data: send a data URI such as "data:image/png;base64,…" whose bytes are ${rules.types.join(', ')}`,
    );
  if (typeof value !== 'string') return invalid();
  const comma = value.indexOf(',');
  // Base64 is 4 characters per 3 bytes: a longer payload is too large before it is decoded.
  if (comma >= 0 && value.length - comma - 1 > Math.ceil(rules.maxBytes / 3) * 4)
    return tooLarge(fail, rules.maxBytes);
  const match = dataUri.exec(value);
  if (!match) return invalid();
  const bytes = decodeBase64(match[3] ?? '');
  if (!bytes) return invalid();
  if (bytes.byteLength > rules.maxBytes) return tooLarge(fail, rules.maxBytes);
  const sniffed = sniffMedia(bytes);
  if (!sniffed || !rules.types.includes(sniffed.type)) return invalid();
  return { success: true, data: { contentType: sniffed.type, bytes, animated: sniffed.animated } };
}

function tooLarge<T>(fail: (code: string, message: string) => T, maxBytes: number): T {
  return fail(
    FieldErrorCodes.BinaryTypeMaxSize,
    `File cannot be larger than ${(maxBytes / 1024).toFixed(1)} kb.`,
  );
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0) return undefined;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}
