// A new user's first hour, from the tarballs, in a fresh project outside the workspace set up exactly as
// the root README's "Install" says until the first release: the `npm install` lines that `pnpm pack:all`
// prints, run as printed. There the README's bot runs under `npx slashkit-emulator exec` exactly as the
// README says and a member's /roll is answered through the installed typed client
// (@slashkit/emulator/testing); then the emulator README's "Testing your bot" example, as the installed
// README shows it, pasted into the project, type-checks and passes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it, onTestFailed } from 'vitest';
import { installedPackages, repoRoot } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';
import { consumerEnv } from './consumer-env.js';
import { freePort } from './free-port.js';
import { RunningCommand } from './running-command.js';

const { tarballs, packOutput } = inject('packaging');
const root = mkdtempSync(join(tmpdir(), 'slashkit-first-hour-'));
const project = join(root, 'my-project');
// The registry's copies of tsx and vitest, from npm's cache when it has them.
const env = { ...consumerEnv(), npm_config_prefer_offline: 'true', npm_config_audit: 'false' };
const running: RunningCommand[] = [];
afterAll(async () => {
  await Promise.all(running.map((command) => command.kill()));
  rmSync(root, { recursive: true, force: true });
});

/** The code block of a README that follows `<!-- marker -->`. */
function readmeBlock(readme: string, marker: string, language = 'ts'): string {
  const block = new RegExp(`<!-- ${marker} -->\\n\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
  if (block === undefined) throw new Error(`no <!-- ${marker} --> code block in the README`);
  return block;
}

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
/** The `npm install` lines `pnpm pack:all` printed, as printed. */
const printedInstalls = packOutput
  .filter((line) => line.startsWith('  npm install '))
  .map((line) => line.trim());

it('prints, with pnpm pack:all as the README says, its two install lines with the tarballs and @slashkit/api', () => {
  expect(readmeBlock(readme, 'install-from-tarballs', 'sh')).toBe(
    'npx --yes pnpm@10 install && npx --yes pnpm@10 pack:all\n',
  );
  // What the packaging setup ran (packAll, with its lines collected) is what the script runs.
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  expect(manifest.scripts['pack:all']).toBe('tsx scripts/pack.ts');
  // The README's "Install" lines, each package name replaced by its tarball, @slashkit/api added first.
  const [dependencies, devDependencies] = /## Install\n\n```sh\n([^\n]*)\n([^\n#]*?)\s*(#[^\n]*)?\n```/
    .exec(readme)!
    .slice(1, 3);
  const withTarballs = (line: string) =>
    line.replace(/@slashkit\/[a-z-]+/g, (name) => tarballs[name] ?? `(no tarball of ${name})`);
  expect(printedInstalls).toEqual([
    withTarballs(dependencies!.replace('npm install ', 'npm install @slashkit/api ')),
    withTarballs(devDependencies!),
  ]);
  expect(installedPackages.dependencies[0]).toBe('@slashkit/api');
});

beforeAll(async () => {
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'my-project', private: true, type: 'module' }, null, 2),
  );
  // The lines as printed, one after the other, as a user pastes them.
  for (const line of printedInstalls) {
    const [npm, ...args] = line.split(' ');
    await runCommand(npm!, args, { cwd: project, env });
  }
  cpSync(join(import.meta.dirname, 'first-hour', 'roll.ts'), join(project, 'roll.ts'));
}, 180_000);

it('runs the README’s bot under slashkit-emulator exec as the README says; a member’s /roll is answered', async () => {
  writeFileSync(join(project, 'bot.ts'), readmeBlock(readme, 'readme-bot'));
  const line = /```sh\n(npx slashkit-emulator exec .*)\n```/.exec(readme)?.[1];
  expect(line).toBe('npx slashkit-emulator exec --endpoint http://127.0.0.1:3000 -- npx tsx bot.ts');
  // The README's command, word for word, on a free port for 3000 (PORT tells the bot, as it would anywhere).
  const port = await freePort();
  const [npx, ...args] = line!.replace('3000', String(port)).split(' ');
  const exec = RunningCommand.start(npx!, args, { cwd: project, env: { ...env, PORT: String(port) } });
  running.push(exec);
  onTestFailed(() => console.error(`${line} printed:\n${exec.output}`));
  const [, url] = await exec.waitForLine(/^\[emulator\] listening on (\S+) /);
  await exec.waitForLine(/^\[emulator\] interactions endpoint saved: /);
  expect(exec.output).toContain(`[emulator] web client: ${url}/_emulator/client/`);
  const processes = await exec.processes();
  expect(processes.map((p) => p.args).join('\n')).toContain('bot.ts');

  const answer = await runCommand('npx', ['tsx', 'roll.ts', url!], { cwd: project, env });
  expect(answer.trim()).toMatch(/^🎲 [1-6]$/);

  // Ctrl+C: every process of the chain ends (npx, exec, npx, tsx, the bot), and exec says how the bot did.
  await exec.stop('SIGINT');
  expect(exec.output).toMatch(/^\[emulator\] the command (exited with code 130|was killed by SIGINT)$/m);
  expect(await RunningCommand.stillRunning(processes)).toEqual([]);
});

it('type-checks and passes the emulator README’s "Testing your bot" example, pasted as the installed README shows it', async () => {
  const installed = readFileSync(join(project, 'node_modules', '@slashkit', 'emulator', 'README.md'), 'utf8');
  const example = readmeBlock(installed, 'testing-your-bot');
  // The workspace runs the same code against the packages' sources (test/readme/testing-your-bot.test.ts,
  // which test/emulator-readme.test.ts keeps identical to the README).
  const inWorkspace = readFileSync(join(repoRoot, 'test', 'readme', 'testing-your-bot.test.ts'), 'utf8');
  expect(example).toBe(inWorkspace.replace(/^(\/\/.*\n)+/, ''));
  // As the README says: vitest beside the packages, the block in test/bot.test.ts.
  expect(installed).toContain('`npm install --save-dev vitest`');
  expect(installed).toContain('pasted into `test/bot.test.ts`');
  await runCommand('npm', ['install', '--save-dev', 'vitest'], { cwd: project, env });
  mkdirSync(join(project, 'test'), { recursive: true });
  writeFileSync(join(project, 'test', 'bot.test.ts'), example);

  // A strict TypeScript project compiles it (the scaffold's versions of typescript and @types/node).
  const template = JSON.parse(
    readFileSync(join(repoRoot, 'packages', 'create-slashkit', 'template', 'package.json'), 'utf8'),
  );
  await runCommand(
    'npm',
    [
      'install',
      '--save-dev',
      `typescript@${template.devDependencies.typescript}`,
      `@types/node@${template.devDependencies['@types/node']}`,
    ],
    { cwd: project, env },
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        types: ['node'],
        strict: true,
        noEmit: true,
      },
      include: ['test'],
    }),
  );
  await runCommand('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: project, env });

  const output = await runCommand('npx', ['vitest', 'run'], { cwd: project, env: { ...env, NO_COLOR: '1' } });
  expect(output).toMatch(/Tests\s+3 passed \(3\)/);
});
