/** What the header of an image says: its media type and its size in pixels. */
export interface ImageDimensions {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, text: string): boolean => {
  if (bytes.length < start + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
};
const u16be = (b: Uint8Array, i: number): number => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number): number => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number): number => u16be(b, i) * 0x10000 + u16be(b, i + 2);

/**
 * The width and height of a PNG, JPEG, GIF or WebP image, read from its header bytes (as the service fills
 * `width`/`height` of an image attachment); undefined for anything else, or a header too short or broken
 * to say. Reads only what it must: the first bytes, or for JPEG the segments up to the first frame header.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n') && ascii(bytes, 12, 'IHDR'))
    return sized('image/png', u32be(bytes, 16), u32be(bytes, 20));
  if (bytes.length >= 10 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')))
    return sized('image/gif', u16le(bytes, 6), u16le(bytes, 8));
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
  if (bytes.length >= 30 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return webp(bytes);
  return undefined;
}

function sized(
  contentType: ImageDimensions['contentType'],
  width: number,
  height: number,
): ImageDimensions | undefined {
  return width > 0 && height > 0 ? { contentType, width, height } : undefined;
}

// Start-of-frame markers carry the size: C0-CF but C4 (Huffman tables), C8 (reserved) and CC (arithmetic).
const isFrameHeader = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers without a length: TEM, RST0-7, SOI.
const standalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

function jpeg(bytes: Uint8Array): ImageDimensions | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    let marker = bytes[at + 1]!;
    // Fill bytes: any number of 0xFF before the marker.
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1]!;
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    // End of image, or start of scan before any frame header: nothing to read.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (isFrameHeader(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return sized('image/jpeg', u16be(bytes, at + 7), u16be(bytes, at + 5));
    }
    const length = u16be(bytes, at + 2);
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function webp(bytes: Uint8Array): ImageDimensions | undefined {
  if (ascii(bytes, 12, 'VP8 ')) {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return sized('image/webp', u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  if (ascii(bytes, 12, 'VP8L')) {
    // Lossless: the signature 0x2F, then 14 bits of width - 1 and 14 bits of height - 1.
    if (bytes[20] !== 0x2f) return undefined;
    const b1 = bytes[21]!;
    const b2 = bytes[22]!;
    const b3 = bytes[23]!;
    const b4 = bytes[24]!;
    return sized(
      'image/webp',
      1 + (b1 | ((b2 & 0x3f) << 8)),
      1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)),
    );
  }
  if (ascii(bytes, 12, 'VP8X')) return sized('image/webp', 1 + u24le(bytes, 24), 1 + u24le(bytes, 27));
  return undefined;
}
