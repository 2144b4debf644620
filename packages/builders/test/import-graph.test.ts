import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The builders must stay cheap to import: nothing on their run-time import graph may load zod or the
// `@slashkit/api/schemas` entry (zod alone costs more than the whole import budget). This walks the value
// imports from src/index.ts, through @slashkit/api's sources, and lists every bare package reached.

const here = dirname(fileURLToPath(import.meta.url));
const apiSource = resolve(here, '../../api/src');
const workspace: Record<string, string> = {
  '@slashkit/api': join(apiSource, 'index.ts'),
  '@slashkit/api/validation': join(apiSource, 'validation/index.ts'),
  '@slashkit/api/schemas': join(apiSource, 'schemas/index.ts'),
};
// Value imports and re-exports; `import type` / `export type` lines are erased at run time.
const specifiers = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else {
        packages.add(specifier);
        const mapped = workspace[specifier];
        if (mapped) visit(mapped);
      }
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the run-time import graph of @slashkit/builders', () => {
  const { files, packages } = reachable(join(here, '../src/index.ts'));

  it('reaches the validation entry of @slashkit/api', () => {
    expect(packages).toContain('@slashkit/api/validation');
    expect(files.size).toBeGreaterThan(20);
  });

  it('never reaches zod or @slashkit/api/schemas', () => {
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(packages).not.toContain('@slashkit/api/schemas');
  });

  it('reaches no package outside the workspace except node built-ins', () => {
    expect(
      [...packages].filter((name) => !name.startsWith('@slashkit/') && !name.startsWith('node:')),
    ).toEqual([]);
  });
});
