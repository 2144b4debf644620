import { validateModal } from '../src/validation/index.js';
import {
  type Case,
  entitySelect,
  input,
  modal,
  type Obj,
  runCases,
  stringSelect,
} from './support/component-cases.js';

// Labels and what they hold (text inputs, selects, file uploads, radio groups, checkbox groups, checkboxes),
// and text displays, in modals.

const label = (component: Obj, extra: Obj = {}): Obj => ({
  type: 18,
  label: 'Question',
  component,
  ...extra,
});
const choices = (n: number, extra: Obj = {}) =>
  Array.from({ length: n }, (_, i) => ({ label: `Choice ${i}`, value: `v${i}`, ...extra }));
const upload = (extra: Obj = {}): Obj => ({ type: 19, custom_id: 'files', ...extra });
const radio = (extra: Obj = {}): Obj => ({ type: 21, custom_id: 'size', options: choices(3), ...extra });
const checkboxes = (extra: Obj = {}): Obj => ({ type: 22, custom_id: 'tags', options: choices(3), ...extra });
const checkbox = (extra: Obj = {}): Obj => ({ type: 23, custom_id: 'agree', ...extra });
const inLabel = (component: Obj) => modal(label(component));
const at = (...path: (string | number)[]) => ['components', 0, 'component', ...path];

const cases: Case[] = [
  {
    rule: 'a label of 1-45',
    valid: modal(label(checkbox(), { label: 'l'.repeat(45) })),
    invalid: modal(label(checkbox(), { label: 'l'.repeat(46) })),
    path: ['components', 0, 'label'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a label description of at most 100',
    valid: modal(label(checkbox(), { description: 'd'.repeat(100) })),
    invalid: modal(label(checkbox(), { description: 'd'.repeat(101) })),
    path: ['components', 0, 'description'],
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'a label holds a component',
    valid: inLabel(checkbox()),
    invalid: modal({ type: 18, label: 'Question' }),
    path: ['components', 0, 'component'],
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'a label may hold every select, with `required`',
    valid: modal(
      label(stringSelect({ required: false })),
      label(entitySelect(5, { required: true })),
      label(entitySelect(6)),
      label(entitySelect(7)),
      label(entitySelect(8)),
    ),
    invalid: inLabel(stringSelect({ required: 'no' })),
    path: at('required'),
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'selects in a label follow the select rules',
    valid: inLabel(stringSelect({ max_values: 3 })),
    invalid: inLabel(stringSelect({ max_values: 4 })),
    path: at('max_values'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'a text display in a modal has content of 1-4000',
    valid: modal({ type: 10, content: 'c'.repeat(4000) }, label(checkbox())),
    invalid: modal({ type: 10, content: 'c'.repeat(4001) }, label(checkbox())),
    path: ['components', 0, 'content'],
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a file upload needs a custom_id',
    valid: inLabel(upload()),
    invalid: inLabel(upload({ custom_id: undefined })),
    path: at('custom_id'),
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'file upload min_values of 0-10',
    valid: inLabel(upload({ min_values: 0 })),
    invalid: inLabel(upload({ min_values: 11, max_values: 10 })),
    path: at('min_values'),
    code: 'NUMBER_TYPE_MAX',
  },
  {
    rule: 'file upload max_values of 1-10',
    valid: inLabel(upload({ max_values: 10 })),
    invalid: inLabel(upload({ max_values: 0 })),
    path: at('max_values'),
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'file upload min_values ≤ max_values (default 1)',
    valid: inLabel(upload({ min_values: 2, max_values: 2 })),
    invalid: inLabel(upload({ min_values: 2 })),
    path: at('min_values'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'file upload required is a boolean',
    valid: inLabel(upload({ required: false })),
    invalid: inLabel(upload({ required: 0 })),
    path: at('required'),
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'a radio group holds 2-10 options',
    valid: inLabel(radio({ options: choices(2) })),
    invalid: inLabel(radio({ options: choices(1) })),
    path: at('options'),
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a radio group holds at most 10 options',
    valid: inLabel(radio({ options: choices(10) })),
    invalid: inLabel(radio({ options: choices(11) })),
    path: at('options'),
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a radio group needs options',
    valid: inLabel(radio()),
    invalid: inLabel(radio({ options: undefined })),
    path: at('options'),
    code: 'BASE_TYPE_REQUIRED',
  },
  {
    rule: 'radio option values are unique',
    valid: inLabel(radio()),
    invalid: inLabel(radio({ options: [...choices(2), { label: 'Again', value: 'v0' }] })),
    path: at('options', 2, 'value'),
    code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
  },
  {
    rule: 'radio option label of 1-100',
    valid: inLabel(
      radio({
        options: [
          { label: 'l'.repeat(100), value: 'a' },
          { label: 'b', value: 'b' },
        ],
      }),
    ),
    invalid: inLabel(
      radio({
        options: [
          { label: '', value: 'a' },
          { label: 'b', value: 'b' },
        ],
      }),
    ),
    path: at('options', 0, 'label'),
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'radio option value of 1-100',
    valid: inLabel(
      radio({
        options: [
          { label: 'a', value: 'v'.repeat(100) },
          { label: 'b', value: 'b' },
        ],
      }),
    ),
    invalid: inLabel(
      radio({
        options: [
          { label: 'a', value: 'v'.repeat(101) },
          { label: 'b', value: 'b' },
        ],
      }),
    ),
    path: at('options', 0, 'value'),
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'radio option description of at most 100',
    valid: inLabel(radio({ options: choices(2, { description: 'd'.repeat(100) }) })),
    invalid: inLabel(
      radio({
        options: [
          { label: 'a', value: 'a', description: 'd'.repeat(101) },
          { label: 'b', value: 'b' },
        ],
      }),
    ),
    path: at('options', 0, 'description'),
    code: 'BASE_TYPE_MAX_LENGTH',
  },
  {
    rule: 'a radio group has at most one default',
    valid: inLabel(
      radio({
        options: [
          { label: 'a', value: 'a', default: true },
          { label: 'b', value: 'b' },
        ],
      }),
    ),
    invalid: inLabel(radio({ options: choices(2, { default: true }) })),
    path: at('options'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'radio group required is a boolean',
    valid: inLabel(radio({ required: false })),
    invalid: inLabel(radio({ required: 'false' })),
    path: at('required'),
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'a checkbox group holds 1-10 options',
    valid: inLabel(checkboxes({ options: choices(1) })),
    invalid: inLabel(checkboxes({ options: [] })),
    path: at('options'),
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'checkbox group min_values of 0-10',
    valid: inLabel(checkboxes({ min_values: 0 })),
    invalid: inLabel(checkboxes({ min_values: -1 })),
    path: at('min_values'),
    code: 'NUMBER_TYPE_MIN',
  },
  {
    rule: 'checkbox group max_values within the options',
    valid: inLabel(checkboxes({ max_values: 3 })),
    invalid: inLabel(checkboxes({ max_values: 4 })),
    path: at('max_values'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'checkbox group min_values ≤ max_values',
    valid: inLabel(checkboxes({ min_values: 2, max_values: 2 })),
    invalid: inLabel(checkboxes({ min_values: 3, max_values: 2 })),
    path: at('min_values'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'checkbox group min_values within the options (max defaults to their number)',
    valid: inLabel(checkboxes({ min_values: 3 })),
    invalid: inLabel(checkboxes({ min_values: 4 })),
    path: at('min_values'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'checkbox group defaults within max_values',
    valid: inLabel(checkboxes({ max_values: 3, options: choices(3, { default: true }) })),
    invalid: inLabel(checkboxes({ max_values: 2, options: choices(3, { default: true }) })),
    path: at('options'),
    code: 'COMPONENT_MIN_MAX_INVALID',
  },
  {
    rule: 'checkbox group option values are unique',
    valid: inLabel(checkboxes()),
    invalid: inLabel(
      checkboxes({
        options: [
          { label: 'a', value: 'x' },
          { label: 'b', value: 'x' },
        ],
      }),
    ),
    path: at('options', 1, 'value'),
    code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
  },
  {
    rule: 'a checkbox needs a custom_id',
    valid: inLabel(checkbox()),
    invalid: inLabel(checkbox({ custom_id: '' })),
    path: at('custom_id'),
    code: 'BASE_TYPE_BAD_LENGTH',
  },
  {
    rule: 'a checkbox default is a boolean',
    valid: inLabel(checkbox({ default: true })),
    invalid: inLabel(checkbox({ default: 'yes' })),
    path: at('default'),
    code: 'BASE_TYPE_BOOLEAN',
  },
  {
    rule: 'custom_ids are unique across labels',
    valid: modal(label(checkbox({ custom_id: 'a' })), label(radio({ custom_id: 'b' }))),
    invalid: modal(label(checkbox({ custom_id: 'a' })), label(radio({ custom_id: 'a' }))),
    path: ['components', 1, 'component'],
    code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
  },
  {
    rule: 'ids are unique across the modal',
    valid: modal(label(checkbox(), { id: 1 }), label(input({ label: undefined, id: 2 }))),
    invalid: modal(label(checkbox(), { id: 1 }), label(input({ label: undefined, id: 1 }))),
    path: ['components', 1, 'component', 'id'],
    code: 'COMPONENT_ID_DUPLICATED',
  },
  {
    rule: 'ids of legacy rows count too',
    valid: modal({ type: 1, id: 3, components: [input({ id: 4 })] }, { type: 10, content: 'x', id: 5 }),
    invalid: modal({ type: 1, id: 3, components: [input({ id: 4 })] }, { type: 10, content: 'x', id: 4 }),
    path: ['components', 1, 'id'],
    code: 'COMPONENT_ID_DUPLICATED',
  },
];

runCases('modal inputs in labels', cases, (value) => validateModal(value));
