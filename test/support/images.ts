import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data and the CRC of type + data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG of `width` × `height` pixels in one colour (RGB), small enough for tests and shown by any
 * browser: what a bot would reply with.
 */
export function png(
  width: number,
  height: number,
  rgb: [number, number, number] = [88, 101, 242],
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The header bytes of a GIF, JPEG or WebP image of `width` × `height` (enough for a size reader, not a viewer). */
export function imageHeader(
  kind: 'gif' | 'jpeg' | 'webp-vp8' | 'webp-vp8l' | 'webp-vp8x',
  width: number,
  height: number,
): Uint8Array {
  const b = Buffer.alloc(64);
  switch (kind) {
    case 'gif':
      b.write('GIF89a', 0, 'latin1');
      b.writeUInt16LE(width, 6);
      b.writeUInt16LE(height, 8);
      return new Uint8Array(b.subarray(0, 13));
    case 'jpeg': {
      // SOI, an APP0 segment of 16 bytes, then SOF0 with height and width.
      const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
      const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
      sof.writeUInt16BE(height, 5);
      sof.writeUInt16BE(width, 7);
      return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]));
    }
    default: {
      b.write('RIFF', 0, 'latin1');
      b.write('WEBP', 8, 'latin1');
      if (kind === 'webp-vp8') {
        b.write('VP8 ', 12, 'latin1');
        b[23] = 0x9d;
        b[24] = 0x01;
        b[25] = 0x2a;
        b.writeUInt16LE(width, 26);
        b.writeUInt16LE(height, 28);
      } else if (kind === 'webp-vp8l') {
        b.write('VP8L', 12, 'latin1');
        b[20] = 0x2f;
        const w = width - 1;
        const h = height - 1;
        b[21] = w & 0xff;
        b[22] = ((w >> 8) & 0x3f) | ((h & 0x03) << 6);
        b[23] = (h >> 2) & 0xff;
        b[24] = (h >> 10) & 0x0f;
      } else {
        b.write('VP8X', 12, 'latin1');
        b.writeUIntLE(width - 1, 24, 3);
        b.writeUIntLE(height - 1, 27, 3);
      }
      return new Uint8Array(b.subarray(0, 32));
    }
  }
}
