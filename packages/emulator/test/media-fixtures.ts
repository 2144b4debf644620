// Small real files for the routes that read images and sounds by their bytes.

/** A 1×1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A 1×1 GIF of one frame. */
export const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The 1×1 PNG as image data. */
export const PNG_DATA_URI = `data:image/png;base64,${PNG_BASE64}`;

/** The 1×1 GIF as image data. */
export const GIF_DATA_URI = `data:image/gif;base64,${GIF_BASE64}`;

/** Text claiming to be a PNG: a data URI whose bytes are no image. */
export const FAKE_PNG_DATA_URI = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;

/** The bytes of a base64 string. */
export function bytesOf(base64: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** The first bytes of an Ogg file (the `OggS` capture pattern), as a data URI that declares the wrong type. */
export const OGG_DATA_URI = `data:audio/mpeg;base64,${Buffer.from('OggS\u0000\u0002 a tiny sound').toString('base64')}`;

/** The first bytes of an MP3 file (an ID3 tag), as a data URI. */
export const MP3_DATA_URI = `data:audio/mpeg;base64,${Buffer.from('ID3\u0004\u0000 a tiny sound').toString('base64')}`;
