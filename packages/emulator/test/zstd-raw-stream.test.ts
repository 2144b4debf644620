import { Decompress } from 'fzstd';
import { describe, expect, it } from 'vitest';
import { ZstdRawStream } from '../src/gateway/zstd-raw-stream.js';

// The zstd-stream encoder, read by a zstd decoder no one here wrote (fzstd, a streaming decoder in plain
// JavaScript): each payload, pushed as its own WebSocket frame would be, comes out whole at once.

const zstdMagic = [0x28, 0xb5, 0x2f, 0xfd];

describe('the zstd-stream encoder (raw blocks in one frame)', () => {
  it('is one zstd stream whose every payload a streaming decoder outputs as soon as its bytes arrive', () => {
    const stream = new ZstdRawStream();
    const out: Buffer[] = [];
    const decoder = new Decompress((chunk) => out.push(Buffer.from(chunk)));
    // Small, empty, and larger than one block (128 KiB) and than two.
    const payloads = [
      '{"op":10,"d":{"heartbeat_interval":41250}}',
      '',
      JSON.stringify({ op: 0, t: 'GUILD_CREATE', d: { members: 'x'.repeat(300_000) } }),
      '{"op":11}',
    ];
    payloads.forEach((payload, index) => {
      const frame = stream.encode(Buffer.from(payload));
      // Only the first frame opens the stream, with zstd's magic number; the others continue it.
      const start = [...frame.subarray(0, 4)];
      if (index === 0) expect(start).toEqual(zstdMagic);
      else expect(start).not.toEqual(zstdMagic);
      out.length = 0;
      decoder.push(frame);
      expect(Buffer.concat(out).toString()).toBe(payload);
    });
  });
});
