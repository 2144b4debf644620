// What a user receives cites only what a user can read: Discord's developer docs and this project's own
// docs. Every file of every packed tarball (READMEs, CHANGELOGs, the `.d.ts` files the editor and the API
// reference show, the built JavaScript) is read line by line for citations of the maintainers' own notes,
// which are not published.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';

const { tarballs } = inject('packaging');

/** Each unpublished document, as a citation of it is written, and the name a failure gives it. */
const internalCitations: readonly (readonly [RegExp, string])[] = [
  [/service-facts/i, 'the service-facts notes'],
  [/house rules/i, 'the house rules'],
  [/DESIGN\.md/i, 'DESIGN.md'],
  [/application-commands\.md/i, 'the spec file application-commands.md'],
  [/\bspec "/i, 'a section of the spec'],
];

const unpacked = mkdtempSync(join(tmpdir(), 'slashkit-citations-'));
afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `file:line: what it cites: the line` for each line of the tarball's files that cites an unpublished document. */
function internalCitationsIn(name: string, tarball: string): string[] {
  const dir = join(unpacked, name.replace('/', '+'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dir]);
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [pattern, what] of internalCitations)
        if (pattern.test(line))
          found.push(`${relative(dir, file)}:${index + 1}: cites ${what}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

it.each(Object.entries(tarballs))(
  '%s cites no unpublished document (service-facts, house rules, DESIGN.md, the spec)',
  (name, tarball) => {
    const found = internalCitationsIn(name, tarball);
    expect(
      found,
      `${name} points users at documents they do not have; cite Discord's developer docs ` +
        '(https://discord.com/developers/docs/…) or a section of the package README instead',
    ).toEqual([]);
  },
);

it('names the file and line of a citation, in a tarball made with one', () => {
  const source = join(unpacked, 'with-citation-source');
  mkdirSync(join(source, 'package', 'dist'), { recursive: true });
  writeFileSync(join(source, 'package', 'README.md'), '# example\n\nFiles as the service takes them.\n');
  writeFileSync(
    join(source, 'package', 'dist', 'index.d.ts'),
    '/**\n * Sends a file.\n * @see service-facts "Files"\n */\nexport declare function send(): void;\n',
  );
  const tarball = join(unpacked, 'with-citation.tgz');
  execFileSync('tar', ['-czf', tarball, '-C', source, 'package']);
  expect(internalCitationsIn('with-citation', tarball)).toEqual([
    'package/dist/index.d.ts:3: cites the service-facts notes: * @see service-facts "Files"',
  ]);
});
