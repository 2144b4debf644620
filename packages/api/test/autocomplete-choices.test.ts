import { describe, expect, it } from 'vitest';
import { validateAutocompleteChoices, validateInteractionResponse } from '../src/validation/index.js';

// One rule for lengths everywhere: characters are code points (spec "Limits"), for autocomplete suggestions
// as for commands. An astral-plane character (🎉, two UTF-16 units) counts 1.
const party = (n: number) => '🎉'.repeat(n);

describe('validateAutocompleteChoices counts code points (spec "Limits": choice name 1-100 characters, string value up to 100)', () => {
  it('accepts 100 astral characters in a name and a STRING value (200 UTF-16 units)', () => {
    expect(party(100).length).toBe(200);
    expect(validateAutocompleteChoices([{ name: party(100), value: party(100) }], 3)).toEqual([]);
  });
  it('refuses 101 astral characters, at the path of the field, saying how many it got', () => {
    const errors = validateAutocompleteChoices([{ name: party(101), value: party(101) }], 3);
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      [[0, 'name'], 'BASE_TYPE_BAD_LENGTH'],
      [[0, 'value'], 'BASE_TYPE_STRING'],
    ]);
    expect(errors[0]?.message).toMatch(/1 to 100 characters \(got 101\)/);
  });
  it('checks values against the focused option type', () => {
    expect(validateAutocompleteChoices([{ name: 'One', value: 'one' }], 4)[0]).toMatchObject({
      path: [0, 'value'],
      code: 'NUMBER_TYPE_COERCE',
    });
    expect(validateAutocompleteChoices([{ name: 'Half', value: 0.5 }], 10)).toEqual([]);
    expect(validateAutocompleteChoices([{ name: 'Half', value: 0.5 }], 4)).toHaveLength(1);
  });
});

describe('validateInteractionResponse applies the same check to type 8 (the one the emulator answers with)', () => {
  it('accepts 100 astral characters and refuses 101, under data.choices', () => {
    const answer = (name: string) => ({ type: 8, data: { choices: [{ name, value: 'x' }] } });
    expect(
      validateInteractionResponse(answer(party(100)), { interactionType: 4, focusedType: 3 }),
    ).toMatchObject({
      success: true,
    });
    const refused = validateInteractionResponse(answer(party(101)), { interactionType: 4, focusedType: 3 });
    expect(refused.success ? [] : refused.errors.map((e) => [e.path, e.code])).toEqual([
      [['data', 'choices', 0, 'name'], 'BASE_TYPE_BAD_LENGTH'],
    ]);
  });
  it('checks the value type only when the focused option type is known', () => {
    const answer = { type: 8, data: { choices: [{ name: 'One', value: 'one' }] } };
    expect(validateInteractionResponse(answer, { interactionType: 4 }).success).toBe(true);
    const refused = validateInteractionResponse(answer, { interactionType: 4, focusedType: 4 });
    expect(refused.success ? [] : refused.errors.map((e) => e.path)).toEqual([
      ['data', 'choices', 0, 'value'],
    ]);
  });
});
