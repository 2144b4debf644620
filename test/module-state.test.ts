import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleStateOffenders, type SourceText } from './module-state.js';

// No module-level mutable state in any package's sources. House rule 3: no module-level singletons or
// process-global switches (two clients in one process must not share anything by accident); rule 19: the
// emulator's state lives in one model, created, reset, exported and imported in one place, and nothing
// module-level survives a reset. So: no top-level `let`/`var` anywhere; in the emulator every top-level
// array, object, Map or Set is visibly constant (frozen, `as const`, or typed read-only); in the SDK
// packages such a value is never written to. A new cache must be added below, with why.

const root = new URL('..', import.meta.url).pathname;

/** The documented exceptions, as `path:name`, each with why it may hold something between calls. */
const allowed: Record<string, string> = {
  'packages/interactions/src/verify-signature.ts:keyrings':
    'a memo of imported public keys, one keyring per crypto backend: it only saves re-importing the same key on every request, and holds no secret and nothing a caller could observe.',
  'packages/interactions/src/custom-id-pattern.ts:scratch':
    'a scratch buffer the synchronous custom_id matcher reuses so that matching allocates nothing; it is overwritten before every read and holds nothing between calls.',
  'packages/rest/src/telemetry/rest-instrumentation.ts:callSpans':
    "the spans of the calls in flight of every client (a WeakSet, emptied as each call ends), so that the one process-wide rate-limit subscriber marks only slashkit's spans.",
  'packages/rest/src/telemetry/rest-instrumentation.ts:hearingRateLimits':
    'whether that one subscriber is on: subscribed once per process, so that a shared limiter heard by many clients marks a span once.',
  'packages/api/src/model/reaction-emoji.ts:unicodeEmoji':
    'a constant pattern compiled on first use rather than at import (its RGI_Emoji set costs ~30 ms): set once, the same for every caller.',
  'packages/emulator/src/cli.ts:[first, ...rest]':
    "the CLI's entry point: the arguments of the one process it runs in, read once.",
};

/** Types of top-level emulator objects that hold no state: a feature is routes over the state. */
const constantTypes = ['EmulatorFeature'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const packages = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'src')),
);

function sources(name: string): SourceText[] {
  return sourceFiles(join(root, 'packages', name, 'src')).map((file) => ({
    path: relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));
}

describe('module-level mutable state in the packages', () => {
  it('checks every package, the emulator strictest', () => {
    expect(packages).toEqual(
      expect.arrayContaining(['api', 'auth', 'builders', 'emulator', 'interactions', 'rest', 'rest-redis']),
    );
  });

  for (const name of packages) {
    it(`${name}: none but the documented exceptions`, () => {
      const offenders = moduleStateOffenders(
        sources(name),
        name === 'emulator' ? 'frozen' : 'unwritten',
        new Set(Object.keys(allowed)),
        constantTypes,
      );
      expect(offenders).toEqual([]);
    });
  }

  it('lists no exception that is gone (the allow-list shrinks as caches go)', () => {
    const stale = Object.keys(allowed).filter((entry) => {
      const [path, name] = entry.split(':') as [string, string];
      return !existsSync(join(root, path)) || !readFileSync(join(root, path), 'utf8').includes(name);
    });
    expect(stale).toEqual([]);
  });

  it('finds each kind of module-level state (the reader is not blind)', () => {
    const file = (path: string, text: string): SourceText => ({ path, text });
    const sample = [
      file(
        'a.ts',
        [
          'let counter = 0;',
          'var legacy = 1;',
          'export const cache = new Map<string, number>();',
          'const seen = new Set<string>();',
          'const list: string[] = [];',
          'const options = { retries: 1 };',
          'const names = Object.keys({ a: 1 });',
          'const frozen = Object.freeze({ a: 1 });',
          'const table = { a: 1 } as const;',
          'const read: readonly string[] = ["a"];',
          'const lookup = new Set(["a"]);',
          'function f() { let local = 1; seen.add("x"); list.push("y"); options.retries = 2; return local; }',
        ].join('\n'),
      ),
      file('b.ts', "import { cache } from './a.js';\nexport const g = () => cache.set('k', 1);"),
    ];
    expect(moduleStateOffenders(sample, 'unwritten')).toEqual([
      'a.ts:1: counter: a top-level let (module-level state)',
      'a.ts:2: legacy: a top-level var (module-level state)',
      'a.ts:3: cache: new Map written to at run time (in b.ts)',
      'a.ts:4: seen: new Set written to at run time (in a.ts)',
      'a.ts:5: list: an array written to at run time (in a.ts)',
      'a.ts:6: options: an object written to at run time (in a.ts)',
    ]);
    expect(moduleStateOffenders(sample, 'frozen', new Set(['a.ts:counter']))).toEqual([
      'a.ts:2: legacy: a top-level var (module-level state)',
      'a.ts:3: cache: new Map that is not frozen (Object.freeze, as const, or a readonly type)',
      'a.ts:4: seen: new Set that is not frozen (Object.freeze, as const, or a readonly type)',
      'a.ts:5: list: an array that is not frozen (Object.freeze, as const, or a readonly type)',
      'a.ts:6: options: an object that is not frozen (Object.freeze, as const, or a readonly type)',
      'a.ts:7: names: the result of Object.keys() that is not frozen (Object.freeze, as const, or a readonly type)',
      'a.ts:11: lookup: new Set that is not frozen (Object.freeze, as const, or a readonly type)',
    ]);
  });
});
