import { beforeAll, describe, expect, it } from 'vitest';
import { compileBlocks, type ReadmeBlock, readmeBlocks, readmeFiles } from './support/readme-blocks.js';

// Every TypeScript code block of every README (the root's, each package's, each example's) compiles, as a
// user's strict project would compile it, with the published package names resolved to the workspace
// sources. Copies of code other tests run (the quick tour, the Files sections, the Components V2 examples,
// "Testing your bot") are left to them; a block marked `<!-- readme: fragment -->` is shown, not compiled
// (see support/readme-blocks.ts).

const blocks: ReadmeBlock[] = readmeFiles().flatMap(readmeBlocks);
const compiled = blocks.filter((block) => !block.fragment && !block.mirrored);
let diagnostics: Map<string, string[]>;

beforeAll(() => {
  diagnostics = compileBlocks(compiled);
}, 300_000);

describe('README code blocks compile', () => {
  it.each(compiled.map((block) => [block.name]))('%s', (name) => {
    expect(diagnostics.get(name)).toEqual([]);
  });

  it('nothing outside the blocks fails, and fragments stay the exception', () => {
    expect(diagnostics.get('(outside the blocks)') ?? []).toEqual([]);
    expect(compiled.length).toBeGreaterThan(60);
    const fragments = blocks.filter((block) => block.fragment).map((block) => block.name);
    expect(fragments.length, fragments.join(', ')).toBeLessThanOrEqual(compiled.length / 10);
  });
});
