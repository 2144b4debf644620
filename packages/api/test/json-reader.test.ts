import { describe, expect, it } from 'vitest';
import { isJsonObject, JsonReader, maxReportedProblems, ownValue, shownValue } from '../src/index.js';

describe('isJsonObject', () => {
  it('is true for objects only: not null, arrays or primitives', () => {
    expect([{}, JSON.parse('{"a":1}'), Object.create(null)].map(isJsonObject)).toEqual([true, true, true]);
    expect([null, [], 'x', 1, true, undefined].map(isJsonObject)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('JsonReader', () => {
  it('reads own properties only: __proto__ and constructor are keys, never the prototype', () => {
    const reader = new JsonReader();
    const hostile = JSON.parse('{"__proto__":{"id":"1"},"name":"x"}') as Record<string, unknown>;
    reader.objectAt(hostile, '__proto__', '(root)');
    reader.string(hostile, 'constructor', '(root)');
    reader.string(hostile, 'toString', '(root)');
    expect(reader.problems.reported).toEqual([
      '(root).constructor: expected a string, got nothing (the field is missing)',
      '(root).toString: expected a string, got nothing (the field is missing)',
    ]);
    expect(ownValue(hostile, '__proto__')).toEqual({ id: '1' });
  });

  it('collects every problem with its JSON path in one pass', () => {
    const reader = new JsonReader({ referenceScope: 'this world' });
    const body = { users: [{ id: 'abc', age: -1 }, 'nope'], owner: '9' };
    for (const [user, at] of reader.objectsAt(body, 'users', '(root)')) {
      reader.snowflake(user, 'id', at);
      reader.number(user, 'age', at, { integer: true, min: 0 });
      reader.knownKeys(user, at, ['id']);
    }
    reader.reference(body, 'owner', '(root)', new Set(['1']), 'user');
    // objectsAt reports the entries that are not objects as it collects the others.
    expect(reader.problems.reported).toEqual([
      '(root).users[1]: expected an object, got "nope"',
      '(root).users[0].id: expected a snowflake (a decimal string of a 64-bit id), got "abc"',
      '(root).users[0].age: expected an integer of at least 0, got -1',
      '(root).users[0].age: unknown field; known: id',
      '(root).owner: no user "9" in this world',
    ]);
  });

  it('bounds what it keeps, and the depth of free-form JSON', () => {
    const reader = new JsonReader({ maxDepth: 2, depthReason: 'a test says so' });
    for (let i = 0; i < maxReportedProblems + 5; i++) reader.problem(`[${i}]`, 'bad');
    expect(reader.problems.reported).toHaveLength(maxReportedProblems);
    expect(reader.problems.omitted).toBe(5);
    const deep = new JsonReader({ maxDepth: 2, depthReason: 'a test says so' });
    deep.json({ payload: { a: { b: { c: 1 } } } }, 'payload', '(root)');
    expect(deep.problems.reported).toEqual([
      '(root).payload: nested more than 2 levels deep; a test says so',
    ]);
  });

  it('shows values shortly, and a missing field as such', () => {
    expect(shownValue(undefined)).toBe('nothing (the field is missing)');
    expect(shownValue([1])).toBe('an array');
    expect(shownValue('x'.repeat(100))).toHaveLength(60);
  });
});
