#!/usr/bin/env node
// npm create slashkit@latest <folder>: copies the template into a new folder, names the project after it,
// and pins the slashkit packages to this scaffolder's version (they are released together).
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
const target = process.argv[2];

if (!target || target.startsWith('-')) {
  console.error(
    'Usage: npm create slashkit@latest <folder>   (for example: npm create slashkit@latest my-bot)',
  );
  process.exit(1);
}
const dir = resolve(target);
if (existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(`${dir} already exists and is not empty: choose a new folder name.`);
  process.exit(1);
}

cpSync(join(here, '..', 'template'), dir, { recursive: true });
// npm leaves .gitignore files out of tarballs, so the template carries it under another name.
renameSync(join(dir, '_gitignore'), join(dir, '.gitignore'));

const manifestPath = join(dir, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
manifest.name = basename(dir)
  .toLowerCase()
  .replace(/[^a-z0-9._-]+/g, '-');
for (const deps of [manifest.dependencies, manifest.devDependencies]) {
  for (const name of Object.keys(deps ?? {})) if (name.startsWith('@slashkit/')) deps[name] = `^${version}`;
}
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

const where = relative(process.cwd(), dir) || '.';
console.log(`Created a slashkit bot in ${where}. Next:

  cd ${where}
  npm install
  npm test              # the bot against a local emulator: no account needed
  cp .env.example .env  # then fill in your app's ids and keys
  npm run sync          # register the commands
  npm start             # serve the webhook
`);
