import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../src/validation/rules/collector.js';
import { checkText } from '../src/validation/rules/component-fields.js';
import { checkLength } from '../src/validation/rules/text.js';

// Lengths are counted in characters (code points); the checks take a shortcut through the UTF-16 length,
// which is at least the character count and at most twice it. Astral characters (two UTF-16 units each)
// are where a careless shortcut goes wrong.
describe('length checks count characters, whatever the UTF-16 length', () => {
  const twoEmoji = '🎉🎉'; // 2 characters, 4 UTF-16 units

  it('checkLength refuses 2 characters under a minimum of 3, though the string has 4 UTF-16 units', () => {
    const c = new ErrorCollector();
    expect(checkLength(c, 'name', twoEmoji, 3, 10, 'hint')).toBe(false);
    expect(c.errors[0]?.message).toMatch(/got 2/);
  });

  it('checkLength accepts 2 astral characters under a maximum of 2 (4 UTF-16 units)', () => {
    const c = new ErrorCollector();
    expect(checkLength(c, 'name', twoEmoji, 1, 2, 'hint')).toBe(true);
    expect(c.errors).toEqual([]);
  });

  it('checkText refuses 2 characters under a minimum of 3, and accepts 3', () => {
    const c = new ErrorCollector();
    checkText(c, 'value', twoEmoji, 3, 10);
    expect(c.errors.map((e) => e.path)).toEqual([['value']]);
    const ok = new ErrorCollector();
    checkText(ok, 'value', '🎉🎉🎉', 3, 3);
    expect(ok.errors).toEqual([]);
  });
});
