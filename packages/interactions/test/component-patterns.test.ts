import { describe, expect, it } from 'vitest';
import { compilePattern, matchPattern, patternsOverlap } from '../src/custom-id-pattern.js';
import { component, createInteractionHandler, formatCustomId, modal } from '../src/index.js';

const noop = () => {};
const compiled = (source: string) => compilePattern(source)!;

describe('custom_id patterns', () => {
  it('match and take their params', () => {
    const poll = compiled('poll:{pollId}:vote:{choice}');
    expect({ ...matchPattern(poll, 'poll:42:vote:yes') }).toEqual({ pollId: '42', choice: 'yes' });
    expect({ ...matchPattern(poll, 'poll:42:vote:a:b') }).toEqual({ pollId: '42', choice: 'a:b' });
    expect(matchPattern(poll, 'poll::vote:yes')).toBeUndefined();
    expect(matchPattern(poll, 'poll:42:vote:')).toBeUndefined();
    expect(matchPattern(poll, 'poll:42:close:yes')).toBeUndefined();
    expect(matchPattern(compiled('ab{x}ba'), 'aba')).toBeUndefined();
    // A placeholder followed by text stops at its separator; only a trailing one takes the rest.
    expect(matchPattern(compiled('poll:{id}:vote'), 'poll:a:b:vote')).toBeUndefined();
    expect({ ...matchPattern(compiled('{a}-{b}'), 'x-y-z') }).toEqual({ a: 'x', b: 'y-z' });
    expect({ ...matchPattern(compiled('{all}'), '__proto__') }).toEqual({ all: '__proto__' });
    // Values come from the network but names from code: __proto__ is refused as a name.
    expect(() => compilePattern('{__proto__}')).toThrow(/not a valid placeholder name/);
  });
  it('are exact ids when they have no placeholder, and refuse malformed ones', () => {
    expect(compilePattern('plain')).toBeUndefined();
    expect(() => compilePattern('a:{}')).toThrow(/not a valid placeholder name/);
    expect(() => compilePattern('{a}{b}')).toThrow(/side by side/);
    expect(() => compilePattern('{a}:{a}')).toThrow(/appears twice/);
    expect(() => compilePattern('a:{b')).toThrow(/unbalanced/);
  });
  it('formatCustomId fills a pattern and refuses a missing value', () => {
    expect(formatCustomId('poll:{pollId}:vote', { pollId: '42' })).toBe('poll:42:vote');
    expect(() => formatCustomId('poll:{pollId}:vote', { pollId: '' })).toThrow(/needs a non-empty string/);
    expect(() => formatCustomId('poll:{pollId}:vote', { pollId: 'a:b' })).toThrow(
      /contains ":", which ends it/,
    );
    expect(formatCustomId('tag:{rest}', { rest: 'a:b' })).toBe('tag:a:b');
  });
  it('overlap when some custom_id matches both', () => {
    const overlap = (a: string, b: string) => patternsOverlap(compilePattern(a) ?? a, compilePattern(b) ?? b);
    expect(overlap('poll:{id}:vote', 'poll:{id}:close')).toBe(false);
    expect(overlap('poll:{id}', 'poll:{id}:vote')).toBe(true);
    expect(overlap('{kind}:vote', 'poll:{id}')).toBe(true);
    expect(overlap('poll:{id}:vote', 'poll:42:vote')).toBe(true);
    expect(overlap('poll:{id}:vote', 'poll::vote')).toBe(false);
    expect(overlap('a{x}', 'b{y}')).toBe(false);
    expect(overlap('{x}a', '{y}b')).toBe(false);
    expect(overlap('same', 'same')).toBe(true);
    // Placeholders stop at their separator, so a longer pattern with the same start stays apart.
    expect(overlap('poll:{id}:close', 'poll:{id}:vote:{choice}')).toBe(false);
    expect(overlap('poll:{id}:{action}', 'poll:{id}:vote')).toBe(true);
    expect(overlap('{a}-x', '{b}-{c}')).toBe(true);
    expect(overlap('{a}-x', 'p-q-x')).toBe(false);
  });
});

describe('a registration that could shadow another is an error at startup', () => {
  const start = (components: ReturnType<typeof component>[], modals: ReturnType<typeof modal>[] = []) =>
    createInteractionHandler({ commands: [], components, modals });
  it('two equal ids, an id a pattern matches, two overlapping patterns', () => {
    expect(() => start([component('a', noop), component('a', noop)])).toThrow(
      /components\[1\]: "a" is already registered \(components\[0\]\)/,
    );
    expect(() => start([component('poll:{id}:vote', noop), component('poll:1:vote', noop)])).toThrow(
      /could match the same custom_id as "poll:\{id\}:vote"/,
    );
    expect(() => start([component('poll:{id}', noop), component('poll:{id}:vote', noop)])).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_COMPONENT' }),
    );
    expect(() => start([], [modal('f:{a}', noop), modal('f:{b}', noop)])).toThrow(/modals\[1\]/);
  });
  it('disjoint patterns, and a component and a modal sharing an id, are fine', () => {
    expect(() =>
      start(
        [component('poll:{id}:vote', noop), component('poll:{id}:close', noop)],
        [modal('poll:{id}:vote', noop)],
      ),
    ).not.toThrow();
  });
  it('refuses what is not a registration, or a builder without a custom_id', () => {
    expect(() => start([{} as never])).toThrow(
      /components\[0\]: expected a component\(\.\.\.\) registration/,
    );
    expect(() => component('x', undefined as never)).toThrow(/expected a handler function or \{ run \}/);
    expect(() =>
      start([component({ toJSON: () => ({ type: 2, style: 1, label: 'x' }) as never }, noop)]),
    ).toThrow(/has no custom_id; call setCustomId\(\)/);
  });
});
