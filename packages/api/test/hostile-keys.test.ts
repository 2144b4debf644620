import { afterEach, describe, expect, it } from 'vitest';
import { createRecord, ownValue, resolveLocalization, storedLocalizations } from '../src/index.js';
import { flattenErrorTree, toErrorBody, validateApplicationCommand } from '../src/validation/index.js';

// Keys that mean something to every JavaScript object, as a request (or a response) may carry them.
const hostile = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '_errors'];

afterEach(() => {
  for (const key of ['_errors', 'polluted']) delete (Object.prototype as Record<string, unknown>)[key];
});

function expectPrototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('_errors');
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  expect(Object.hasOwn(Object, '_errors')).toBe(false);
  expect(Object.hasOwn(Object.prototype.toString, '_errors')).toBe(false);
}

describe('toErrorBody with keys taken from a request', () => {
  it.each(hostile.filter((k) => k !== '_errors'))('keeps %s as an own key of the tree', (key) => {
    const body = toErrorBody([
      { path: ['name_localizations', key], code: 'LOCALE_INVALID', message: 'not a locale' },
      { path: [key], code: 'BASE_TYPE_UNKNOWN_FIELD', message: 'unknown' },
      { path: [key, 'inner'], code: 'X', message: 'deeper' },
    ]);
    expectPrototypeUntouched();
    const tree = body.errors!;
    const map = tree.name_localizations as Record<string, { _errors: unknown[] }>;
    expect(Object.keys(map)).toEqual([key]);
    expect(Object.hasOwn(map, key)).toBe(true);
    expect(map[key]!._errors).toEqual([{ code: 'LOCALE_INVALID', message: 'not a locale' }]);
    // The JSON the service would send, and the tree read back from it, hold every reason.
    const wire = JSON.parse(JSON.stringify(body));
    expect(flattenErrorTree(wire.errors)).toEqual([
      { path: ['name_localizations', key], code: 'LOCALE_INVALID', message: 'not a locale' },
      { path: [key], code: 'BASE_TYPE_UNKNOWN_FIELD', message: 'unknown' },
      { path: [key, 'inner'], code: 'X', message: 'deeper' },
    ]);
  });

  it('lists an error at a request key named _errors where that key sits, keeping the others', () => {
    const body = toErrorBody([
      { path: ['name_localizations'], code: 'A', message: 'first' },
      {
        path: ['name_localizations', '_errors'],
        code: 'LOCALE_INVALID',
        message: '"_errors" is not a locale',
      },
      { path: ['name_localizations', '_errors', 'x'], code: 'B', message: 'deeper' },
    ]);
    const leaves = (body.errors!.name_localizations as { _errors: { code: string }[] })._errors;
    expect(leaves.map((l) => l.code)).toEqual(['A', 'LOCALE_INVALID', 'B']);
  });

  it('the whole validation pass: a hostile localization map is refused at its keys, nothing is polluted', () => {
    const body = JSON.parse(
      '{"name":"ping","description":"d","name_localizations":{"__proto__":"x","constructor":"y","fr":"p"},"options":[{"type":3,"name":"o","description":"d","description_localizations":{"__proto__":{"polluted":1}}}]}',
    );
    const result = validateApplicationCommand(body, { scope: 'global', mode: 'create' });
    expect(result.success).toBe(false);
    const tree = toErrorBody(result.success ? [] : result.errors).errors!;
    expectPrototypeUntouched();
    expect(Object.keys(tree.name_localizations as object)).toEqual(['__proto__', 'constructor']);
    const option = (tree.options as Record<string, Record<string, Record<string, unknown>>>)['0']!;
    expect(Object.keys(option.description_localizations!)).toEqual(['__proto__']);
    // A later error body is whole.
    expect(toErrorBody([{ path: ['name'], code: 'C', message: 'm' }]).errors).toEqual({
      name: { _errors: [{ code: 'C', message: 'm' }] },
    });
  });
});

describe('createRecord and ownValue', () => {
  it('createRecord holds any key as data and serialises as an object', () => {
    const record = createRecord<number>(hostile.map((key, i) => [key, i] as const));
    expect(Object.keys(record)).toEqual(hostile);
    expect(JSON.parse(JSON.stringify(record))).toEqual(Object.fromEntries(hostile.map((k, i) => [k, i])));
    record[hostile[0]!] = 42; // __proto__
    expect(Object.getPrototypeOf(record)).toBeNull();
    expectPrototypeUntouched();
  });

  it('ownValue never finds an inherited member', () => {
    const plain: Record<string, string> = { fr: 'x' };
    for (const key of hostile) expect(ownValue(plain, key), key).toBeUndefined();
    expect(ownValue(plain, 'fr')).toBe('x');
    expect(ownValue(undefined, 'fr')).toBeUndefined();
    expect(ownValue(JSON.parse('{"__proto__":"own"}'), '__proto__')).toBe('own');
  });
});

describe('localization maps with hostile keys', () => {
  it('storedLocalizations keeps __proto__ as an own entry and changes no prototype', () => {
    const stored = storedLocalizations(JSON.parse('{"__proto__":"x","fr":"y"}'), 'z')!;
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(Object.keys(stored)).toEqual(['__proto__', 'fr']);
  });

  it('resolveLocalization answers a string or nothing, whatever the locale', () => {
    const map = { fr: 'bonjour' };
    for (const key of hostile) expect(resolveLocalization(map, key as 'fr'), key).toBeUndefined();
    expect(resolveLocalization(map, 'fr')).toBe('bonjour');
    expect(resolveLocalization({ 'en-GB': 'colour' }, 'en-US')).toBe('colour');
  });
});
