import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, type ImportEdge, importCycles, importGraph } from './import-graph.js';

// No import cycle between the packages' source files. A runtime cycle (one that survives into the emitted
// JavaScript) is never allowed: it makes the order of module evaluation decide whether a class exists yet.
// A type-only cycle (`import type` both ways) costs nothing at run time, but it still ties files together,
// so it is allowed only where two types are defined in terms of each other on purpose, each listed below
// with why. A new cycle fails this test with its files; break it (move the shared type to a file of its
// own, or depend on a narrow interface) rather than adding it here.

const root = new URL('..', import.meta.url).pathname;

const sourceFolders = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name, 'src'))
  .filter((folder) => existsSync(folder));

/** The type-level cycles kept on purpose, each one as the sorted list of its files. */
const allowedTypeCycles: { files: string[]; why: string }[] = [
  {
    why: "builders: the registry of option builders by option type (`OptionBuilderOf`), so a setter written once in a base class returns the caller's own class; TypeScript cannot take a generic class as a type argument.",
    files: [
      'attachment-option.ts',
      'boolean-option.ts',
      'channel-option.ts',
      'choice-option-base.ts',
      'integer-option.ts',
      'mentionable-option.ts',
      'number-option.ts',
      'numeric-option-base.ts',
      'option-base.ts',
      'option-builder-of.ts',
      'role-option.ts',
      'string-option.ts',
      'user-option.ts',
    ].map((file) => `packages/builders/src/options/${file}`),
  },
];

const edges = importGraph(root, sourceFolders);
const describeCycle = (files: readonly string[]) => files.join('\n    ');

describe('import cycles between source files', () => {
  it('reads a graph of the packages (the reader is not blind)', () => {
    // Each package's entry imports files of its own, and the SDK packages import @slashkit/api's entry.
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({
      from: 'packages/rest/src/index.ts',
      to: 'packages/rest/src/rest.ts',
      kind: 'runtime',
    } satisfies ImportEdge);
    expect(edges.some((edge) => edge.to === 'packages/api/src/index.ts')).toBe(true);
    expect(edges.some((edge) => edge.kind === 'type')).toBe(true);
  });

  it('finds no runtime cycle', () => {
    const cycles = importCycles(edges.filter((edge) => edge.kind === 'runtime'));
    expect(cycles.map(describeCycle)).toEqual([]);
  });

  it('finds no type-level cycle but the documented ones', () => {
    const allowed = new Set(allowedTypeCycles.map(({ files }) => describeCycle([...files].sort())));
    const unexpected = importCycles(edges)
      .map(describeCycle)
      .filter((cycle) => !allowed.has(cycle));
    expect(unexpected).toEqual([]);
  });

  it('allows a type-level cycle only among the option builders', () => {
    const outside = allowedTypeCycles
      .flatMap(({ files }) => files)
      .filter((file) => !file.startsWith('packages/builders/src/options/'));
    expect(outside).toEqual([]);
  });

  it('lists no allowed cycle that is gone (the allow-list shrinks as cycles are broken)', () => {
    const found = new Set(importCycles(edges).map(describeCycle));
    const stale = allowedTypeCycles
      .map(({ files }) => describeCycle([...files].sort()))
      .filter((cycle) => !found.has(cycle));
    expect(stale).toEqual([]);
  });

  it('finds a cycle of runtime and of type-only imports, and tells them apart', () => {
    const graph: ImportEdge[] = [
      { from: 'a.ts', to: 'b.ts', kind: 'runtime' },
      { from: 'b.ts', to: 'c.ts', kind: 'runtime' },
      { from: 'c.ts', to: 'a.ts', kind: 'type' },
      { from: 'c.ts', to: 'd.ts', kind: 'runtime' },
      { from: 'd.ts', to: 'e.ts', kind: 'runtime' },
      { from: 'e.ts', to: 'd.ts', kind: 'runtime' },
    ];
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['d.ts', 'e.ts'],
    ]);
    expect(importCycles(graph.filter((edge) => edge.kind === 'runtime'))).toEqual([['d.ts', 'e.ts']]);
  });

  it('marks an import type-only only when TypeScript erases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(dir, 'packages'));
      mkdirSync(join(dir, 'src'));
      const files: Record<string, string> = {
        'a.ts': [
          "import type { B } from './b.js';",
          "import { type C } from './c.js';",
          "export type { D } from './d.js';",
          "export * from './e.js';",
          "import './f.js';",
          "type G = import('./g.js').G;",
          "const h = () => import('./h.js');",
          "import { I } from './i/index.js';",
          "import { J } from './j';",
          "import { api } from 'node:fs';",
        ].join('\n'),
      };
      for (const name of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'j']) files[`${name}.ts`] = '';
      mkdirSync(join(dir, 'src', 'i'));
      files['i/index.ts'] = '';
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
      const kinds = Object.fromEntries(
        importGraph(dir, [join(dir, 'src')])
          .filter((edge) => edge.from === 'src/a.ts')
          .map((edge) => [edge.to, edge.kind]),
      );
      expect(kinds).toEqual({
        'src/b.ts': 'type',
        // Under verbatimModuleSyntax `import { type C }` still emits `import {} from './c.js'`.
        'src/c.ts': 'runtime',
        'src/d.ts': 'type',
        'src/e.ts': 'runtime',
        'src/f.ts': 'runtime',
        'src/g.ts': 'type',
        'src/h.ts': 'runtime',
        'src/i/index.ts': 'runtime',
        'src/j.ts': 'runtime',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// House rule 22: folders stand on floors. The emulator's top-level folders (and the files beside them, the
// composition root) import each other one way only, so a feature can be read, changed or added without the
// rest of the house moving under it. A loop fails this test with the imports that make it up; break it by
// moving the shared piece down a floor (a store into state/, a socket into runtime/) or by depending on a
// narrow interface, never by adding an exception.
describe('the floors of the emulator', () => {
  const emulatorSource = 'packages/emulator/src';
  const floors = folderGraph(
    edges.filter((edge) => edge.from.startsWith(`${emulatorSource}/`)),
    emulatorSource,
  );
  const describeLoop = (loop: readonly string[]) =>
    [
      loop.join(', '),
      ...floors
        .filter((edge) => loop.includes(edge.from) && loop.includes(edge.to))
        .map((edge) => `  ${edge.from} -> ${edge.to}: ${edge.via.join(', ')}`),
    ].join('\n');

  it('sees every folder and how they import each other (the reader is not blind)', () => {
    const folders = readdirSync(join(root, emulatorSource), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    expect(folders.length).toBeGreaterThan(10);
    const seen = new Set(floors.flatMap((edge) => [edge.from, edge.to]));
    expect(folders.filter((folder) => !seen.has(folder))).toEqual([]);
    // Runtime and type-only imports both count: a loop of types still ties the floors together.
    expect(floors).toContainEqual(
      expect.objectContaining({ from: 'http/', to: 'runtime/', kinds: ['type'] }),
    );
    expect(floors).toContainEqual(
      expect.objectContaining({
        from: 'channels/',
        to: 'messages/',
        kinds: expect.arrayContaining(['runtime']),
      }),
    );
    expect(floors).toContainEqual(expect.objectContaining({ from: 'index.ts', to: 'create-emulator.ts' }));
  });

  it('finds no two top-level folders that import each other, directly or around a loop', () => {
    expect(importCycles(floors).map(describeLoop)).toEqual([]);
  });

  it('keeps the composition root on top: no folder imports it but the entries', () => {
    const entries = ['cli/', 'features/'];
    const upward = floors.filter(
      (edge) => !edge.to.endsWith('/') && edge.from.endsWith('/') && !entries.includes(edge.from),
    );
    expect(upward.map((edge) => `${edge.from} -> ${edge.to}: ${edge.via.join(', ')}`)).toEqual([]);
  });

  it('reads a loop of folders, of runtime or of type imports', () => {
    const graph: ImportEdge[] = [
      { from: 'src/a/x.ts', to: 'src/b/y.ts', kind: 'runtime' },
      { from: 'src/b/y.ts', to: 'src/b/z.ts', kind: 'runtime' },
      { from: 'src/b/z.ts', to: 'src/a/w.ts', kind: 'type' },
      { from: 'src/c.ts', to: 'src/a/x.ts', kind: 'runtime' },
    ];
    const folders = folderGraph(graph, 'src');
    expect(folders).toEqual([
      { from: 'a/', to: 'b/', kind: 'runtime', kinds: ['runtime'], via: ['a/x.ts -> b/y.ts'] },
      { from: 'b/', to: 'a/', kind: 'type', kinds: ['type'], via: ['b/z.ts -> a/w.ts'] },
      { from: 'c.ts', to: 'a/', kind: 'runtime', kinds: ['runtime'], via: ['c.ts -> a/x.ts'] },
    ]);
    expect(importCycles(folders)).toEqual([['a/', 'b/']]);
  });
});
