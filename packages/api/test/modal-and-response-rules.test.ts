import { describe, expect, it } from 'vitest';
import {
  allowedResponseTypes,
  checkResponseType,
  type FieldError,
  toErrorBody,
  validateInteractionResponse,
  validateMessageBody,
  validateMessageComponents,
  validateModal,
} from '../src/validation/index.js';
import {
  button,
  buttons,
  type Case,
  input,
  modal,
  type Obj,
  only,
  row,
  runCases,
  stringSelect,
} from './support/component-cases.js';

// Modal rules, message bodies, and which response an interaction may get.

const modalCases: Case[] = [
  {
    rule: 'a modal is an object',
    valid: modal(row(input())),
    invalid: [],
    path: [],
    code: 'MODEL_TYPE_CONVERT',
  },
  {
    rule: 'custom_id is required',
    valid: modal(row(input())),
    invalid: { ...modal(row(input())), custom_id: undefined },
    path: ['custom_id'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'custom_id of at most 100',
    valid: { ...modal(row(input())), custom_id: 'c'.repeat(100) },
    invalid: { ...modal(row(input())), custom_id: 'c'.repeat(101) },
    path: ['custom_id'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'title of 1-45',
    valid: { ...modal(row(input())), title: 't'.repeat(45) },
    invalid: { ...modal(row(input())), title: 't'.repeat(46) },
    path: ['title'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'at least one component',
    valid: modal(row(input())),
    invalid: modal(),
    path: ['components'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'at most 5 components',
    valid: modal(...Array.from({ length: 5 }, (_, i) => row(input({ custom_id: `i${i}` })))),
    invalid: modal(...Array.from({ length: 6 }, (_, i) => row(input({ custom_id: `i${i}` })))),
    path: ['components'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'one text input per row',
    valid: modal(row(input({ custom_id: 'a' })), row(input({ custom_id: 'b' }))),
    invalid: modal(row(input({ custom_id: 'a' }), input({ custom_id: 'b' }))),
    path: ['components', 0, 'components', 1],
    code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  },
  {
    rule: 'no buttons in modals',
    valid: modal(row(input())),
    invalid: modal(row(button())),
    path: ['components', 0, 'components', 0, 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'top level holds rows, labels and text displays',
    valid: modal(row(input()), { type: 10, content: 'Tell us' }),
    invalid: modal(input()),
    path: ['components', 0, 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
  {
    rule: 'custom_id unique in the modal',
    valid: modal(row(input({ custom_id: 'a' })), row(input({ custom_id: 'b' }))),
    invalid: modal(row(input({ custom_id: 'a' })), row(input({ custom_id: 'a' }))),
    path: ['components', 1, 'components', 0],
    code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
  },
  {
    rule: 'text input style is 1 or 2',
    valid: modal(row(input({ style: 2 }))),
    invalid: modal(row(input({ style: 3 }))),
    path: ['components', 0, 'components', 0, 'style'],
    code: 'BASE_TYPE_CHOICES',
  },
  {
    rule: 'text input style is required',
    valid: modal(row(input())),
    invalid: modal(row(input({ style: undefined }))),
    path: ['components', 0, 'components', 0, 'style'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'text input label is required in a row',
    valid: modal(row(input())),
    invalid: modal(row(input({ label: undefined }))),
    path: ['components', 0, 'components', 0, 'label'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'text input label of 1-45',
    valid: modal(row(input({ label: 'l'.repeat(45) }))),
    invalid: modal(row(input({ label: 'l'.repeat(46) }))),
    path: ['components', 0, 'components', 0, 'label'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'min_length of 0-4000',
    valid: modal(row(input({ min_length: 4000 }))),
    invalid: modal(row(input({ min_length: 4001 }))),
    path: ['components', 0, 'components', 0, 'min_length'],
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'max_length of 1-4000',
    valid: modal(row(input({ max_length: 1 }))),
    invalid: modal(row(input({ max_length: 0 }))),
    path: ['components', 0, 'components', 0, 'max_length'],
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'min_length ≤ max_length',
    valid: modal(row(input({ min_length: 5, max_length: 5 }))),
    invalid: modal(row(input({ min_length: 6, max_length: 5 }))),
    path: ['components', 0, 'components', 0, 'min_length'],
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'value of at most 4000',
    valid: modal(row(input({ value: 'v'.repeat(4000) }))),
    invalid: modal(row(input({ value: 'v'.repeat(4001) }))),
    path: ['components', 0, 'components', 0, 'value'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'value within max_length',
    valid: modal(row(input({ max_length: 3, value: 'abc' }))),
    invalid: modal(row(input({ max_length: 3, value: 'abcd' }))),
    path: ['components', 0, 'components', 0, 'value'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'placeholder of at most 100',
    valid: modal(row(input({ placeholder: 'p'.repeat(100) }))),
    invalid: modal(row(input({ placeholder: 'p'.repeat(101) }))),
    path: ['components', 0, 'components', 0, 'placeholder'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'required is a boolean',
    valid: modal(row(input({ required: false }))),
    invalid: modal(row(input({ required: 'no' }))),
    path: ['components', 0, 'components', 0, 'required'],
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'a label carries the text, not its input',
    valid: modal({ type: 18, label: 'Name', component: input({ label: undefined }) }),
    invalid: modal({ type: 18, label: 'Name', component: input() }),
    path: ['components', 0, 'component', 'label'],
    code: 'COMPONENT_FIELD_INVALID',
  },
  {
    rule: 'a label holds an input or a select',
    valid: modal({ type: 18, label: 'Pick', component: stringSelect() }),
    invalid: modal({ type: 18, label: 'Pick', component: button() }),
    path: ['components', 0, 'component', 'type'],
    code: 'UNION_TYPE_CHOICES',
  },
];

runCases('modals', modalCases, (value) => validateModal(value));

describe('message bodies', () => {
  const body = (extra: Obj) => validateMessageBody(extra, { mode: 'create' });
  it('content of at most 2000 characters (emoji count 1)', () => {
    expect(body({ content: '🎉'.repeat(2000) }).success).toBe(true);
    only(
      (body({ content: 'x'.repeat(2001) }) as { errors: FieldError[] }).errors,
      ['content'],
      'BASE_TYPE_MAX_LENGTH',
    );
  });
  it('something to show on create, a partial body on edit', () => {
    only((body({ flags: 64 }) as { errors: FieldError[] }).errors, [], 'BASE_TYPE_REQUIRED');
    expect(validateMessageBody({ flags: 64 }, { mode: 'edit' }).success).toBe(true);
    expect(body({ components: [row(button())] }).success).toBe(true);
  });
  it('flags a response may set', () => {
    only(
      (body({ content: 'x', flags: 1 }) as { errors: FieldError[] }).errors,
      ['flags'],
      'BASE_TYPE_INVALID',
    );
  });
  it('IS_COMPONENTS_V2 allows layout components and refuses content', () => {
    const v2 = [{ type: 10, content: 'Hello' }, row(button())];
    expect(body({ flags: 1 << 15, components: v2 }).success).toBe(true);
    only(
      (body({ components: v2 }) as { errors: FieldError[] }).errors,
      ['components', 0, 'type'],
      'UNION_TYPE_CHOICES',
    );
    only(
      (body({ flags: 1 << 15, content: 'x', components: v2 }) as { errors: FieldError[] }).errors,
      ['content'],
      'COMPONENT_FIELD_INVALID',
    );
  });
  it('IS_COMPONENTS_V2 checks action rows inside containers and counts at most 40 components', () => {
    const container = (...components: Obj[]) => ({ type: 17, components });
    const bad = validateMessageBody(
      { flags: 1 << 15, components: [container(row(...buttons(6)))] },
      { mode: 'create' },
    );
    only(
      (bad as { errors: FieldError[] }).errors,
      ['components', 0, 'components', 0, 'components', 5],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
    );
    const many = Array.from({ length: 8 }, (_, i) =>
      row(...buttons(5).map((b, j) => ({ ...b, custom_id: `${i}-${j}` }))),
    );
    only(
      (
        validateMessageBody({ flags: 1 << 15, components: many }, { mode: 'create' }) as {
          errors: FieldError[];
        }
      ).errors,
      ['components'],
      'BASE_TYPE_MAX_LENGTH',
    );
  });
  it('embeds: at most 10, their lengths, and 6000 characters in all', () => {
    expect(body({ embeds: [{ title: 't', fields: [{ name: 'n', value: 'v' }] }] }).success).toBe(true);
    only(
      (body({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }) as { errors: FieldError[] })
        .errors,
      ['embeds'],
      'BASE_TYPE_MAX_LENGTH',
    );
    only(
      (body({ embeds: [{ title: 't'.repeat(257) }] }) as { errors: FieldError[] }).errors,
      ['embeds', 0, 'title'],
      'BASE_TYPE_MAX_LENGTH',
    );
    only(
      (body({ embeds: [{ fields: [{ name: '', value: 'v' }] }] }) as { errors: FieldError[] }).errors,
      ['embeds', 0, 'fields', 0, 'name'],
      'BASE_TYPE_BAD_LENGTH',
    );
    only(
      (body({ embeds: [{ footer: {} }] }) as { errors: FieldError[] }).errors,
      ['embeds', 0, 'footer', 'text'],
      'BASE_TYPE_REQUIRED',
    );
    const big = Array.from({ length: 2 }, () => ({ description: 'd'.repeat(3001) }));
    only((body({ embeds: big }) as { errors: FieldError[] }).errors, ['embeds'], 'BASE_TYPE_MAX_LENGTH');
  });
});

describe('which response an interaction may get', () => {
  it('lists the allowed first responses by interaction type', () => {
    expect(allowedResponseTypes(1)).toEqual([1]);
    expect(allowedResponseTypes(2)).toEqual([4, 5, 9, 10, 12]);
    expect(allowedResponseTypes(2, { activities: false })).toEqual([4, 5, 9, 10]);
    expect(allowedResponseTypes(3)).toEqual([4, 5, 6, 7, 9, 10]);
    expect(allowedResponseTypes(4)).toEqual([8]);
    expect(allowedResponseTypes(5)).toEqual([4, 5, 10]);
    expect(allowedResponseTypes(5, { fromMessage: true })).toEqual([4, 5, 6, 7, 10]);
    expect(allowedResponseTypes(99)).toEqual([]);
  });
  it('refuses with the reason and what to send instead', () => {
    expect(checkResponseType(3, 7)).toBeUndefined();
    const update = checkResponseType(2, 7);
    expect(update).toMatchObject({ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID' });
    expect(update?.message).toMatch(
      /UPDATE_MESSAGE \(7\) cannot answer a command; 6 and 7 update the message of a component/,
    );
    expect(checkResponseType(5, 6)?.message).toMatch(/only when the modal was opened from a component/);
    expect(checkResponseType(5, 9)?.message).toMatch(/a modal cannot open another modal/);
    expect(checkResponseType(2, 12, { activities: false })?.message).toMatch(/needs an app with Activities/);
    expect(checkResponseType(2, 'x')?.message).toMatch(/"x" cannot answer a command/);
  });
});

describe('validateInteractionResponse', () => {
  const component = { interactionType: 3 };
  it('checks the type first, then the data by type', () => {
    expect(validateInteractionResponse({ type: 6 }, component).success).toBe(true);
    expect(validateInteractionResponse({ type: 7 }, component).success).toBe(true);
    only(
      (validateInteractionResponse({ type: 6 }, { interactionType: 2 }) as { errors: FieldError[] }).errors,
      ['type'],
      'INTERACTION_RESPONSE_TYPE_INVALID',
    );
    only(
      (
        validateInteractionResponse({ type: 7, data: { components: [row(...buttons(6))] } }, component) as {
          errors: FieldError[];
        }
      ).errors,
      ['data', 'components', 0, 'components', 5],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
    );
    only(
      (validateInteractionResponse({ type: 4 }, component) as { errors: FieldError[] }).errors,
      ['data'],
      'BASE_TYPE_REQUIRED',
    );
    only(
      (validateInteractionResponse({ type: 9, data: modal() }, component) as { errors: FieldError[] }).errors,
      ['data', 'components'],
      'BASE_TYPE_BAD_LENGTH',
    );
    only(
      (
        validateInteractionResponse({ type: 5, data: { flags: 4 } }, { interactionType: 2 }) as {
          errors: FieldError[];
        }
      ).errors,
      ['data', 'flags'],
      'BASE_TYPE_INVALID',
    );
    const choices = Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: i }));
    only(
      (
        validateInteractionResponse({ type: 8, data: { choices } }, { interactionType: 4 }) as {
          errors: FieldError[];
        }
      ).errors,
      ['data', 'choices'],
      'BASE_TYPE_MAX_LENGTH',
    );
    only(
      (validateInteractionResponse(null, component) as { errors: FieldError[] }).errors,
      [],
      'MODEL_TYPE_CONVERT',
    );
  });
  it("renders as the service's error body", () => {
    const result = validateMessageComponents([row(...buttons(6))], { path: ['data', 'components'] });
    expect(result.success).toBe(false);
    const tree = toErrorBody(result.success ? [] : result.errors);
    expect(tree.errors).toMatchObject({
      data: {
        components: {
          '0': { components: { '5': { _errors: [{ code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED' }] } } },
        },
      },
    });
  });
});
