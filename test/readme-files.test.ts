import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The "Files" sections of three package READMEs are test/readme/files.ts in pieces: the same code, and it
// runs against a real emulator (a bot that replies, follows up and edits with files).

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The pieces of test/readme/files.ts: the text between `// --- name` markers (`end` is not shown). */
function pieces(): Map<string, string> {
  const parts = read('./readme/files.ts').split(/^\/\/ --- (\w+)\n/m);
  const found = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2)
    if (parts[i] !== 'end') found.set(parts[i]!, parts[i + 1]!.trim());
  return found;
}

/** The TypeScript block after `<!-- files: name -->` in a README. */
function block(readme: string, name: string): string | undefined {
  return new RegExp(`<!-- files: ${name} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``)
    .exec(read(readme))?.[1]
    ?.trim();
}

describe('README "Files" sections', () => {
  it('show exactly the code of test/readme/files.ts', () => {
    const code = pieces();
    expect([...code.keys()]).toEqual(['interactions', 'rest', 'emulator']);
    expect(block('../packages/interactions/README.md', 'interactions')).toBe(code.get('interactions'));
    expect(block('../packages/rest/README.md', 'rest')).toBe(code.get('rest'));
    expect(block('../packages/emulator/README.md', 'emulator')).toBe(code.get('emulator'));
  });

  it('run: a bot replies, follows up and edits with an image and a text file against a real emulator', async () => {
    await expect(import('./readme/files.js')).resolves.toBeDefined();
  });
});
