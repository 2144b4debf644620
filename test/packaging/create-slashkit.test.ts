// `npm create slashkit@latest my-bot`, from the scaffolder's tarball: the generated project installs (with
// the slashkit tarballs standing in for the registry's copies of the same names), type-checks, and its own
// tests pass against the emulator.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { runCommand } from '../../scripts/run-command.js';
import { consumerEnv } from './consumer-env.js';

const { tarballs } = inject('packaging');
const root = mkdtempSync(join(tmpdir(), 'slashkit-create-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const env = consumerEnv();
const quiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

it('scaffolds a bot whose tests pass against the emulator', async () => {
  const scaffolder = tarballs['create-slashkit'] ?? '';
  const output = await runCommand(
    'npm',
    ['exec', '--yes', `--package=${scaffolder}`, '--', 'create-slashkit', 'my-bot'],
    {
      cwd: root,
      env,
    },
  );
  expect(output).toContain('npm install');
  const project = join(root, 'my-bot');
  for (const file of [
    'src/commands.ts',
    'src/bot.ts',
    'src/server.ts',
    'scripts/sync.ts',
    '.env.example',
    '.gitignore',
    'test/bot.test.ts',
  ])
    expect(existsSync(join(project, file)), file).toBe(true);

  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
  expect(manifest.name).toBe('my-bot');
  expect(manifest.dependencies['@slashkit/interactions']).toBe('^0.1.0');
  // The packages are not on the registry yet: the tarballs of the same names and versions stand in.
  manifest.overrides = Object.fromEntries(
    Object.entries(tarballs)
      .filter(([name]) => name.startsWith('@slashkit/'))
      .map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  for (const deps of [manifest.dependencies, manifest.devDependencies])
    for (const name of Object.keys(deps))
      if (name in manifest.overrides) deps[name] = manifest.overrides[name];
  writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2));

  await runCommand('npm', ['install', ...quiet], { cwd: project, env });
  await runCommand('npm', ['run', 'typecheck'], { cwd: project, env });
  const tests = await runCommand('npm', ['test'], { cwd: project, env });
  expect(tests).toMatch(/3 passed/);
});

it('refuses a folder that is not empty', async () => {
  const scaffolder = tarballs['create-slashkit'] ?? '';
  writeFileSync(join(root, 'taken'), 'x');
  const error = await runCommand(
    'npm',
    ['exec', '--yes', `--package=${scaffolder}`, '--', 'create-slashkit', '.'],
    {
      cwd: root,
      env,
    },
  ).catch((e: Error) => e.message);
  expect(error).toContain('already exists and is not empty');
});
