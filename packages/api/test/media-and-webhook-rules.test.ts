import { describe, expect, it } from 'vitest';
import {
  decodeImageData,
  sniffMedia,
  validateWebhookBody,
  validateWebhookMessageBody,
} from '../src/validation/index.js';

// Files read by their bytes (never a name or a declared type), and the rules of webhook bodies.

const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const gif = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** A GIF of `frames` 1×1 frames. */
function gifOf(frames: number): Uint8Array {
  const header = [...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const frame = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0];
  return new Uint8Array([...header, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

describe('sniffMedia', () => {
  it('tells PNG, GIF, JPEG, WebP, MP3 and Ogg by their magic numbers, and animation', () => {
    expect(sniffMedia(bytes(png))).toEqual({ type: 'image/png', animated: false });
    expect(sniffMedia(bytes(gif))).toEqual({ type: 'image/gif', animated: false });
    expect(sniffMedia(gifOf(2))).toEqual({ type: 'image/gif', animated: true });
    expect(sniffMedia(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe('image/jpeg');
    expect(sniffMedia(new Uint8Array([...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')]))?.type).toBe('image/webp');
    expect(sniffMedia(new Uint8Array([...Buffer.from('ID3'), 4, 0]))?.type).toBe('audio/mpeg');
    expect(sniffMedia(new Uint8Array([...Buffer.from('OggS'), 0]))?.type).toBe('audio/ogg');
    expect(sniffMedia(new Uint8Array([...Buffer.from('<svg></svg>')]))).toBeUndefined();
  });

  it('finds an APNG by its acTL chunk before the image data', () => {
    const plain = bytes(png);
    const actl = [0, 0, 0, 8, ...Buffer.from('acTL'), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0];
    const apng = new Uint8Array([...plain.slice(0, 33), ...actl, ...plain.slice(33)]);
    expect(sniffMedia(apng)).toEqual({ type: 'image/png', animated: true });
  });
});

describe('decodeImageData', () => {
  const rules = { types: ['image/png', 'image/gif'] as const, maxBytes: 1024 };

  it('reads the type from the bytes, whatever the data URI declares', () => {
    const read = decodeImageData(`data:image/jpeg;base64,${png}`, rules, ['image']);
    expect(read.success && read.data.contentType).toBe('image/png');
  });

  it('refuses what is not image data of an allowed type, and what is too large, at its path', () => {
    const text = `data:image/png;base64,${Buffer.from('hello there').toString('base64')}`;
    for (const value of [text, 'https://example.com/a.png', 42, 'data:image/png;base64,@@@@'])
      expect(decodeImageData(value, rules, ['image'])).toMatchObject({
        success: false,
        errors: [{ path: ['image'], code: 'IMAGE_INVALID' }],
      });
    const large = `data:image/png;base64,${Buffer.alloc(2048).toString('base64')}`;
    expect(decodeImageData(large, rules, ['image'])).toMatchObject({
      success: false,
      errors: [{ code: 'BINARY_TYPE_MAX_SIZE', message: 'File cannot be larger than 1.0 kb.' }],
    });
    expect(
      decodeImageData(`data:image/webp;base64,${png}`, { ...rules, types: ['image/gif'] }, []),
    ).toMatchObject({
      success: false,
    });
  });
});

describe('webhook bodies', () => {
  it('a name of 1-80 characters without "clyde" or "discord", not "everyone" or "here"', () => {
    expect(validateWebhookBody({ name: 'Build logs' }, 'create')).toEqual({
      success: true,
      data: { name: 'Build logs' },
    });
    for (const name of ['CLYDE', 'xDiscordx', 'here', ' everyone ', '', 'a'.repeat(81)])
      expect(validateWebhookBody({ name }, 'create').success, name).toBe(false);
    expect(validateWebhookBody({}, 'create')).toMatchObject({
      success: false,
      errors: [{ code: 'BASE_TYPE_REQUIRED' }],
    });
    expect(validateWebhookBody({}, 'edit')).toEqual({ success: true, data: {} });
  });

  it('moves only with PATCH by id, and reads own properties alone', () => {
    expect(validateWebhookBody({ channel_id: '1250000000000000402' }, 'edit')).toEqual({
      success: true,
      data: { channelId: '1250000000000000402' },
    });
    expect(validateWebhookBody({ channel_id: '1250000000000000402' }, 'token-edit')).toEqual({
      success: true,
      data: {},
    });
    const inherited = Object.create({ name: 'Clyde' }) as object;
    expect(validateWebhookBody(inherited, 'edit')).toEqual({ success: true, data: {} });
  });

  it('an execution: the flags a webhook may set, username, avatar_url, thread_name and applied_tags', () => {
    expect(
      validateWebhookMessageBody({ content: 'hi', flags: 4096, username: 'CI' }, { mode: 'create' }).success,
    ).toBe(true);
    const bad = validateWebhookMessageBody(
      {
        content: 'hi',
        flags: 64,
        username: 'discord',
        avatar_url: 'ftp://x',
        thread_name: 'x'.repeat(101),
        applied_tags: ['1', 'x', '3', '4', '5', '6'],
      },
      { mode: 'create' },
    );
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.errors.map((e) => e.path.join('.'))).toEqual([
        'flags',
        'username',
        'avatar_url',
        'thread_name',
        'applied_tags',
        'applied_tags',
      ]);
    expect(validateWebhookMessageBody({ flags: 4096 }, { mode: 'edit' }).success).toBe(false);
  });
});
