import { describe, expect, it } from 'vitest';
import { reactionEmoji, reactionEmojiPath } from '../src/index.js';

describe('reactionEmoji', () => {
  it('reads a unicode emoji, with or without its presentation selector, and a ZWJ sequence', () => {
    expect(reactionEmoji('👍')).toEqual({ id: null, name: '👍' });
    expect(reactionEmoji('❤')).toEqual({ id: null, name: '❤' });
    expect(reactionEmoji('❤️')).toEqual({ id: null, name: '❤️' });
    expect(reactionEmoji('👩‍💻')).toEqual({ id: null, name: '👩‍💻' });
  });

  it('reads a custom emoji as name:id, and a:name:id as an animated one', () => {
    expect(reactionEmoji('blobwave:1250000000000000777')).toEqual({
      id: '1250000000000000777',
      name: 'blobwave',
    });
    expect(reactionEmoji('a:blobwave:1250000000000000777')).toEqual({
      id: '1250000000000000777',
      name: 'blobwave',
      animated: true,
    });
  });

  it('refuses what names no emoji: text, two emoji, a bad id, a one-letter name', () => {
    for (const text of ['', 'thumbsup', '👍👍', 'blobwave:abc', 'b:1250000000000000777']) {
      expect(reactionEmoji(text), text).toBeUndefined();
    }
  });

  it('writes the path form back: the emoji itself, or name:id', () => {
    expect(reactionEmojiPath({ id: null, name: '👍' })).toBe('👍');
    expect(reactionEmojiPath({ id: '1250000000000000777', name: 'blobwave' })).toBe(
      'blobwave:1250000000000000777',
    );
  });
});
