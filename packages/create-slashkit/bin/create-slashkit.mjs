#!/usr/bin/env node
// npm create slashkit@latest <folder> [--tarballs <dir>]: copies the template into a new folder of the
// current one, names the project after it, and pins the slashkit packages to this scaffolder's version (they
// are released together) or, with --tarballs (or SLASHKIT_TARBALLS), to the packed tarballs in <dir> until
// the packages are on the registry. The argument is a folder *name*, never a path: nothing is written
// outside the current folder. Every refusal is one line on stderr and exit code 2; a failure while writing
// is one line and exit code 1.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

/** The longest folder name taken (npm names may be 214 characters; a folder this long is a mistake). */
const maxNameLength = 100;
/** Letters, digits, `.`, `_` and `-`, starting with a letter or a digit: safe in every shell and for npm. */
const folderName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const usage =
  'usage: npm create slashkit@latest <folder-name> [-- --tarballs <dir>]   (for example: npm create slashkit@latest my-bot)';

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

/** The arguments: the folder name, and `--tarballs <dir>` (or `--tarballs=<dir>`) anywhere. */
function readArguments(args) {
  const names = [];
  let tarballs = process.env.SLASHKIT_TARBALLS || undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--tarballs' || arg.startsWith('--tarballs=')) {
      const value = arg === '--tarballs' ? args[++i] : arg.slice('--tarballs='.length);
      if (!value)
        refuse(`--tarballs needs the folder of the packed tarballs (pnpm pack:all prints it); ${usage}`);
      tarballs = value;
    } else if (arg.startsWith('--')) {
      const hint = closestOption(arg);
      refuse(`unknown option ${shown(arg)}${hint ? ` (did you mean ${hint}?)` : ''}; ${usage}`);
    } else names.push(arg);
  }
  if (names.length > 1)
    refuse(`one folder name only (got ${names.length}: ${names.map(shown).join(', ')}); ${usage}`);
  return { name: names[0], tarballs };
}

/** `--tarballs` when `arg` is a near miss of it (`--tarball`, `--tarbals`), else undefined. */
function closestOption(arg) {
  const typed = arg.split('=')[0];
  return editDistance(typed, '--tarballs') <= 2 ? '--tarballs' : undefined;
}

/** Levenshtein distance between two short strings. */
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}

/**
 * The packed tarballs in `dir` (what `pnpm pack:all` writes: `slashkit-<name>-<version>.tgz`), by package
 * name, as absolute `file:` specs; refuses when one the project needs is missing. `@slashkit/api` is among
 * them: the other packages depend on it, and npm would look it up on the registry.
 */
function tarballSpecs(dir, needed) {
  const folder = isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    refuse(`--tarballs: ${shown(dir)} is not a folder (give the one pnpm pack:all wrote, e.g. .packed)`);
  const found = new Map();
  for (const file of readdirSync(folder)) {
    const match = /^slashkit-([a-z0-9-]+?)-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\.tgz$/.exec(file);
    if (!match) continue;
    const packageName = `@slashkit/${match[1]}`;
    // Several versions side by side: this scaffolder's own, else the last one listed.
    if (!found.has(packageName) || match[2] === version) found.set(packageName, `file:${join(folder, file)}`);
  }
  const missing = needed.filter((packageName) => !found.has(packageName));
  if (missing.length > 0)
    refuse(
      `--tarballs: no tarball of ${missing.join(', ')} in ${folder} (pnpm pack:all writes every package there)`,
    );
  return found;
}

const { name, tarballs } = readArguments(process.argv.slice(2));
const problem = problemWith(name);
if (problem !== null) refuse(problem);

const dir = resolve(process.cwd(), name);
if (existsSync(dir)) {
  if (!statSync(dir).isDirectory()) refuse(`${shown(name)} exists and is a file: choose a new folder name`);
  if (readdirSync(dir).length > 0) refuse(`${dir} already exists and is not empty: choose a new folder name`);
}

// Checked before anything is written: a missing tarball leaves nothing behind.
const template = JSON.parse(readFileSync(join(here, '..', 'template', 'package.json'), 'utf8'));
const slashkitDeps = [template.dependencies, template.devDependencies].flatMap((deps) =>
  Object.keys(deps ?? {}).filter((dep) => dep.startsWith('@slashkit/')),
);
const specs = tarballs === undefined ? undefined : tarballSpecs(tarballs, ['@slashkit/api', ...slashkitDeps]);

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
    for (const dep of Object.keys(deps ?? {}))
      if (dep.startsWith('@slashkit/')) deps[dep] = specs?.get(dep) ?? `^${version}`;
  }
  // The packages' own dependencies on each other (@slashkit/api above all) resolve to the same tarballs.
  if (specs !== undefined) manifest.overrides = Object.fromEntries(specs);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
} catch (error) {
  refuse(
    `could not create ${shown(name)}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    1,
  );
}

// The name is checked above; it is quoted all the same, in double quotes that every shell reads alike.
const cd = name === '.' ? '' : `  cd "${name}"\n`;
const from =
  tarballs === undefined
    ? ''
    : ` Its @slashkit packages install from the tarballs in ${resolve(process.cwd(), tarballs)}.`;
console.log(`Created a slashkit bot in ${name === '.' ? 'the current folder' : shown(name)}.${from} Next:

${cd}  npm install
  npm run dev           # the bot under a local emulator: open the web client URL it prints
  npm test              # the bot's tests, against the emulator: no account needed
  cp .env.example .env  # then fill in your app's ids and keys
  npm run sync          # register the commands
  npm start             # serve the webhook
`);
