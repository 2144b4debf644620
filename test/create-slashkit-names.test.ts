import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm create slashkit <folder>` takes a folder *name* in the current folder. Whatever else it is given — a
// path up or out, an absolute path, a newline, a shell expansion, a name too long, an existing file — it
// writes nothing and answers one line and exit code 2. What it prints next is quoted.

const bin = fileURLToPath(new URL('../packages/create-slashkit/bin/create-slashkit.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'slashkit-names-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the scaffolder in a fresh folder `work` inside a fresh parent; returns what it did. */
function scaffold(...args: string[]) {
  const parent = mkdtempSync(join(root, 'case-'));
  const work = join(parent, 'work');
  mkdirSync(work);
  const run = spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: 'utf8' });
  return { ...run, work, parent, everything: () => [...readdirSync(parent), ...readdirSync(work)] };
}

describe('create-slashkit folder names', () => {
  it.each([
    ['../x', /is a path/],
    ['ok/../../x', /is a path/],
    [join(root, 'absolute'), /is a path/],
    ['..', /not a folder name/],
    ['C:\\bots\\x', /is a path/],
    ['my\nbot', /not a folder name/],
    ['bot\r\nnpm test', /not a folder name/],
    ['$(touch PWNED)', /not a folder name/],
    ['`touch PWNED`', /not a folder name/],
    ['my bot', /not a folder name/],
    ['.hidden', /not a folder name/],
    ['x'.repeat(300), /300 characters long: use at most 100/],
    ['--help', /unknown option "--help"/],
    ['--tarball', /unknown option "--tarball" \(did you mean --tarballs\?\);/],
    ['--tarbals=.packed', /unknown option "--tarbals=.packed" \(did you mean --tarballs\?\);/],
    ['', /^create-slashkit: usage:/],
  ])('refuses %s with one line and exit code 2, writing nothing', (name, message) => {
    const run = scaffold(name);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/^create-slashkit: /);
    // Nothing beside the working folder, nothing in it: no folder created up, out or here.
    expect(run.everything()).toEqual(['work']);
    expect(existsSync(join(root, 'absolute'))).toBe(false);
  });

  it('refuses no name at all, and a second argument', () => {
    const none = spawnSync(process.execPath, [bin], { cwd: root, encoding: 'utf8' });
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/usage: npm create slashkit@latest <folder-name>/);
    const two = scaffold('a', 'b');
    expect(two.status).toBe(2);
    expect(two.everything()).toEqual(['work']);
  });

  it('refuses an existing file and a folder that is not empty, with one line and exit code 2', () => {
    const file = scaffold('x'); // a fresh place for the next two
    writeFileSync(join(file.work, 'taken'), 'x');
    const onFile = spawnSync(process.execPath, [bin, 'taken'], { cwd: file.work, encoding: 'utf8' });
    expect(onFile.status).toBe(2);
    expect(onFile.stderr).toBe('create-slashkit: "taken" exists and is a file: choose a new folder name\n');
    mkdirSync(join(file.work, 'full'));
    writeFileSync(join(file.work, 'full', 'a'), 'x');
    const onFolder = spawnSync(process.execPath, [bin, 'full'], { cwd: file.work, encoding: 'utf8' });
    expect(onFolder.status).toBe(2);
    expect(onFolder.stderr).toMatch(/already exists and is not empty/);
    expect(readFileSync(join(file.work, 'taken'), 'utf8')).toBe('x');
  });

  it('creates a named folder here and quotes the name in the next steps', () => {
    const run = scaffold('My-Bot.v2');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readdirSync(run.work)).toEqual(['My-Bot.v2']);
    expect(run.stdout).toContain('  cd "My-Bot.v2"\n');
    const manifest = JSON.parse(readFileSync(join(run.work, 'My-Bot.v2', 'package.json'), 'utf8'));
    expect(manifest.name).toBe('my-bot.v2');
  });
});
