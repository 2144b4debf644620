import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../src/validation/index.js';

// Bodies for the component rule tests: each invalid body breaks exactly one rule, and the test demands
// exactly one error, at `path`, with `code`.

export type Obj = Record<string, unknown>;
export const button = (extra: Obj = {}): Obj => ({
  type: 2,
  style: 1,
  label: 'Go',
  custom_id: 'go',
  ...extra,
});
export const buttons = (n: number): Obj[] =>
  Array.from({ length: n }, (_, i) => button({ custom_id: `b${i}` }));
export const row = (...components: Obj[]): Obj => ({ type: 1, components });
export const option = (value: string, extra: Obj = {}): Obj => ({ label: value, value, ...extra });
export const stringSelect = (extra: Obj = {}): Obj => ({
  type: 3,
  custom_id: 'pick',
  options: [option('a'), option('b'), option('c')],
  ...extra,
});
export const entitySelect = (type: number, extra: Obj = {}): Obj => ({
  type,
  custom_id: `e${type}`,
  ...extra,
});
export const input = (extra: Obj = {}): Obj => ({
  type: 4,
  custom_id: 'name',
  style: 1,
  label: 'Name',
  ...extra,
});
export const modal = (...components: Obj[]): Obj => ({ custom_id: 'form', title: 'A form', components });
export const snowflake = '123456789012345678';

export interface Case {
  rule: string;
  valid: unknown;
  invalid: unknown;
  path: (string | number)[];
  code: string;
}

export const only = (errors: FieldError[] | undefined, path: (string | number)[], code: string) => {
  expect(errors?.map((e) => ({ path: e.path, code: e.code }))).toEqual([{ path, code }]);
  expect(errors?.[0]?.message).toMatch(/ — /); // every message says how to fix it
};

export const runCases = (
  name: string,
  cases: Case[],
  validate: (value: unknown) => { success: boolean; errors?: FieldError[] },
) =>
  describe(name, () => {
    for (const rule of cases) {
      it(rule.rule, () => {
        const valid = validate(rule.valid);
        expect(valid.errors ?? []).toEqual([]);
        const invalid = validate(rule.invalid);
        expect(invalid.success).toBe(false);
        only(invalid.errors, rule.path, rule.code);
      });
    }
  });

export const at = (component: unknown) => [row(component as Obj)];
export const prefix = ['components', 0, 'components', 0];
