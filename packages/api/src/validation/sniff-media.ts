/** A media type the service takes for images, stickers or sounds, as the bytes (not a name) tell it. */
export type SniffedMediaType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'audio/mpeg'
  | 'audio/ogg';

/** What a file's first bytes say it is. */
export interface SniffedMedia {
  type: SniffedMediaType;
  /** Whether it moves: a GIF of more than one frame, an APNG (`acTL`), an animated WebP (`ANIM`). */
  animated: boolean;
}

const ascii = (bytes: Uint8Array, at: number, text: string): boolean => {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};
const u32be = (b: Uint8Array, i: number): number =>
  (b[i] ?? 0) * 0x1000000 + (b[i + 1] ?? 0) * 0x10000 + (b[i + 2] ?? 0) * 0x100 + (b[i + 3] ?? 0);

/**
 * The media type of a file from its bytes alone (its magic numbers), never from its name or a declared
 * type: PNG (and APNG), JPEG, GIF, WebP, AVIF, MP3 and Ogg. Undefined for anything else. Reads at most
 * the chunk or block headers it needs, each step bounded by the file's length.
 * @example
 * sniffMedia(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])); // { type: 'image/gif', animated: false }
 * @see {@link https://discord.com/developers/docs/reference#image-data | Image data}
 */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | undefined {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n'))
    return { type: 'image/png', animated: pngIsAnimated(bytes) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { type: 'image/jpeg', animated: false };
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))
    return { type: 'image/gif', animated: gifFrames(bytes) > 1 };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP'))
    return { type: 'image/webp', animated: ascii(bytes, 12, 'VP8X') && ((bytes[20] ?? 0) & 0x02) !== 0 };
  if (ascii(bytes, 4, 'ftypavif') || ascii(bytes, 4, 'ftypavis'))
    return { type: 'image/avif', animated: ascii(bytes, 8, 'avis') };
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return { type: 'audio/mpeg', animated: false };
  if (ascii(bytes, 0, 'OggS')) return { type: 'audio/ogg', animated: false };
  return undefined;
}

/** Whether a PNG has an animation control chunk (`acTL`) before its image data: an APNG. */
function pngIsAnimated(bytes: Uint8Array): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at);
    if (ascii(bytes, at + 4, 'acTL')) return true;
    if (ascii(bytes, at + 4, 'IDAT') || ascii(bytes, at + 4, 'IEND')) return false;
    at += 12 + length;
  }
  return false;
}

/** How many frames (image descriptors) a GIF holds, walking its blocks; stops at the trailer or a broken block. */
function gifFrames(bytes: Uint8Array): number {
  let at = 13;
  const flags = bytes[10] ?? 0;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1);
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      frames += 1;
      if (frames > 1) return frames;
      const local = bytes[at + 9] ?? 0;
      at += 10;
      if (local & 0x80) at += 3 * 2 ** ((local & 0x07) + 1);
      at = skipSubBlocks(bytes, at + 1);
    } else break;
  }
  return frames;
}

function skipSubBlocks(bytes: Uint8Array, start: number): number {
  let at = start;
  while (at < bytes.length) {
    const size = bytes[at] ?? 0;
    at += 1 + size;
    if (size === 0) break;
  }
  return at;
}
