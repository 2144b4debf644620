import { describe, expect, it } from 'vitest';
import {
  fieldErrorsFromIssues,
  interactionResponseSchema,
  messageBodySchema,
  messageComponentsSchema,
  modalSchema,
} from '../src/schemas/index.js';

const button = (custom_id: string) => ({ type: 2, style: 1, label: 'Go', custom_id });
const row = (...components: unknown[]) => ({ type: 1, components });
const input = { type: 4, custom_id: 'name', style: 1, label: 'Name' };

// The schemas run the same rules as ./validation; these tests check the wiring: valid bodies parse to
// themselves, invalid ones fail with the rule's code and path.
describe('component schemas', () => {
  it('messageComponentsSchema', () => {
    const valid = [row(button('a'), button('b'))];
    expect(messageComponentsSchema.parse(valid)).toEqual(valid);
    const result = messageComponentsSchema.safeParse([row(button('a')), row(button('a'))]);
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      expect.objectContaining({ path: [1, 'components', 0], code: 'COMPONENT_CUSTOM_ID_DUPLICATED' }),
    ]);
  });
  it('modalSchema', () => {
    const valid = { custom_id: 'form', title: 'Form', components: [row(input)] };
    expect(modalSchema.parse(valid)).toEqual(valid);
    const result = modalSchema.safeParse({ ...valid, title: 'x'.repeat(46) });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      expect.objectContaining({ path: ['title'], code: 'BASE_TYPE_BAD_LENGTH' }),
    ]);
  });
  it('messageBodySchema', () => {
    expect(messageBodySchema('create').parse({ content: 'Hi' })).toEqual({ content: 'Hi' });
    expect(messageBodySchema('edit').safeParse({}).success).toBe(true);
    const result = messageBodySchema('create').safeParse({});
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      expect.objectContaining({ path: [], code: 'BASE_TYPE_REQUIRED' }),
    ]);
  });
  it('interactionResponseSchema', () => {
    const component = interactionResponseSchema({ interactionType: 3 });
    expect(component.parse({ type: 6 })).toEqual({ type: 6 });
    const result = interactionResponseSchema({ interactionType: 5 }).safeParse({ type: 7 });
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      expect.objectContaining({ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID' }),
    ]);
  });
});
