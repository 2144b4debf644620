import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The tour's pieces: the text between `// --- name` markers, without the file's own header comment. */
function tourPieces(): Map<string, string> {
  const source = read('./readme/quick-tour.ts').replace(/^(\/\/.*\n)+/, '');
  const pieces = new Map<string, string>();
  const parts = source.split(/^\/\/ --- (\w+)\n/m);
  pieces.set('setup', parts[0]!.trim());
  for (let i = 1; i < parts.length; i += 2) pieces.set(parts[i]!, parts[i + 1]!.trim());
  return pieces;
}

/** The README's TypeScript blocks that follow a `<!-- tour: name -->` marker. */
function readmeBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of read('../README.md').matchAll(/<!-- tour: (\w+) -->\n```ts\n([\s\S]*?)```/g))
    blocks.set(match[1]!, match[2]!.trim());
  return blocks;
}

describe('README quick tour', () => {
  it('shows exactly the code of test/readme/quick-tour.ts, piece by piece', () => {
    const pieces = tourPieces();
    expect([...readmeBlocks().keys()]).toEqual([...pieces.keys()]);
    for (const [name, code] of readmeBlocks()) expect(code, `README piece "${name}"`).toBe(pieces.get(name));
  });

  it('runs: every assertion in it holds against a real emulator', async () => {
    await expect(import('./readme/quick-tour.js')).resolves.toBeDefined();
  });
});
