import { describe, expect, it } from 'vitest';
import { RedactedMarker, redactSecrets } from '../src/index.js';

describe('redactSecrets', () => {
  it('replaces every occurrence of each secret with the one marker', () => {
    const token = 'MTIzNDU2.abc.def';
    expect(redactSecrets(`Bot ${token} then ${token}`, [token, undefined])).toBe(
      `Bot ${RedactedMarker} then ${RedactedMarker}`,
    );
  });

  it('leaves secrets shorter than six characters alone, so short words are not hidden', () => {
    expect(redactSecrets('a b abc', ['abc'])).toBe('a b abc');
  });
});
