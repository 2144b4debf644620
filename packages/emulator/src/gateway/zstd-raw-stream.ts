/**
 * The largest block zstd allows (128 KiB), which is also the window this stream declares: a raw block may
 * not be larger than either.
 */
const maxBlockSize = 128 * 1024;

/**
 * The header of the one zstd frame a `compress=zstd-stream` connection carries: the magic number, a frame
 * header descriptor of 0 (no content size, not single-segment, no checksum, no dictionary), and a window
 * descriptor of 0x38 (exponent 7: 2^17 bytes, 128 KiB).
 */
const frameHeader = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38]);

/**
 * An encoder of `compress=zstd-stream` that stores rather than compresses: one zstd frame for the whole
 * connection, opened by the first payload, and each payload in raw blocks (block type 0, never the last),
 * so that a streaming decoder outputs it whole as soon as its frame arrives. Node 20 has no zstd and a
 * dependency for it would be a native build; raw blocks are valid zstd (RFC 8878, section 3.1.1.2), so any
 * decoder reads them, at no saving in size: a local emulator has no bandwidth to save.
 * @see {@link https://www.rfc-editor.org/rfc/rfc8878#section-3.1.1.2 | RFC 8878: Blocks}
 */
export class ZstdRawStream {
  #started = false;

  /** The bytes of one payload: the frame header first on the first call, then its raw blocks. */
  encode(payload: Buffer): Buffer {
    const parts: Buffer[] = [];
    if (!this.#started) {
      parts.push(frameHeader);
      this.#started = true;
    }
    // As many blocks of at most 128 KiB as the payload takes (an empty one is one empty block).
    let offset = 0;
    do {
      const block = payload.subarray(offset, offset + maxBlockSize);
      // Block header, 3 bytes little-endian: Last_Block (bit 0) = 0, Block_Type (bits 1-2) = 0 (raw),
      // Block_Size (bits 3-23).
      const header = block.length << 3;
      parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), block);
      offset += maxBlockSize;
    } while (offset < payload.length);
    return Buffer.concat(parts);
  }
}
