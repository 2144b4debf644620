#!/usr/bin/env node
// npm create slashkit@latest <folder>: copies the template into a new folder of the current one, names the
// project after it, and pins the slashkit packages to this scaffolder's version (they are released together).
// The argument is a folder *name*, never a path: nothing is written outside the current folder. Every
// refusal is one line on stderr and exit code 2; a failure while writing is one line and exit code 1.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

/** The longest folder name taken (npm names may be 214 characters; a folder this long is a mistake). */
const maxNameLength = 100;
/** Letters, digits, `.`, `_` and `-`, starting with a letter or a digit: safe in every shell and for npm. */
const folderName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const usage =
  'usage: npm create slashkit@latest <folder-name>   (for example: npm create slashkit@latest my-bot)';

/** Ends the program with one line on stderr. */
function refuse(line, code = 2) {
  process.stderr.write(`create-slashkit: ${line}\n`);
  process.exit(code);
}

/** Shows a name in a message: JSON-quoted and cut, so a newline or an escape code is shown, not obeyed. */
const shown = (name) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** Why `name` is not a folder name to create here, or null (`.` is the current folder, when it is empty). */
function problemWith(name) {
  if (name === undefined || name === '') return usage;
  if (name.startsWith('-')) return `${shown(name)} is an option, not a folder name; ${usage}`;
  if (name === '.') return null;
  if (/[/\\]/.test(name) || /^[A-Za-z]:/.test(name))
    return `${shown(name)} is a path: give the name of a new folder to create here, such as my-bot`;
  if (name.length > maxNameLength)
    return `the folder name is ${name.length} characters long: use at most ${maxNameLength}`;
  if (!folderName.test(name))
    return `${shown(name)} is not a folder name: use letters, digits, ".", "_" and "-", starting with a letter or a digit`;
  return null;
}

const name = process.argv[2];
const problem = problemWith(name);
if (problem !== null) refuse(problem);
if (process.argv.length > 3)
  refuse(`one folder name only (got ${process.argv.length - 2} arguments); ${usage}`);

const dir = resolve(process.cwd(), name);
if (existsSync(dir)) {
  if (!statSync(dir).isDirectory()) refuse(`${shown(name)} exists and is a file: choose a new folder name`);
  if (readdirSync(dir).length > 0) refuse(`${dir} already exists and is not empty: choose a new folder name`);
}

try {
  cpSync(join(here, '..', 'template'), dir, { recursive: true });
  // npm leaves .gitignore files out of tarballs, so the template carries it under another name.
  renameSync(join(dir, '_gitignore'), join(dir, '.gitignore'));
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.name =
    basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '')
      .slice(0, maxNameLength) || 'my-bot';
  for (const deps of [manifest.dependencies, manifest.devDependencies]) {
    for (const dep of Object.keys(deps ?? {})) if (dep.startsWith('@slashkit/')) deps[dep] = `^${version}`;
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
} catch (error) {
  refuse(
    `could not create ${shown(name)}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    1,
  );
}

// The name is checked above; it is quoted all the same, in double quotes that every shell reads alike.
const cd = name === '.' ? '' : `  cd "${name}"\n`;
console.log(`Created a slashkit bot in ${name === '.' ? 'the current folder' : shown(name)}. Next:

${cd}  npm install
  npm run dev           # the bot under a local emulator: open the web client URL it prints
  npm test              # the bot's tests, against the emulator: no account needed
  cp .env.example .env  # then fill in your app's ids and keys
  npm run sync          # register the commands
  npm start             # serve the webhook
`);
