// A new user's first hour, from the tarballs, in a fresh project outside the workspace set up as the root
// README's "Install" says (the packages, the emulator; tsx and vitest from the registry): the README's bot
// runs under `npx slashkit-emulator exec` exactly as the README says and a member's /roll is answered
// through the installed typed client (@slashkit/emulator/testing); then the emulator README's "Testing
// your bot" example, as the installed README shows it, passes there as a test of examples/webhook-bot.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it, onTestFailed } from 'vitest';
import { repoRoot } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';
import { consumerEnv } from './consumer-env.js';
import { freePort } from './free-port.js';
import { RunningCommand } from './running-command.js';

const { tarballs } = inject('packaging');
const root = mkdtempSync(join(tmpdir(), 'slashkit-first-hour-'));
const project = join(root, 'my-project');
const env = consumerEnv();
const running: RunningCommand[] = [];
afterAll(async () => {
  await Promise.all(running.map((command) => command.kill()));
  rmSync(root, { recursive: true, force: true });
});

/** The code block of a README that follows `<!-- marker -->`. */
function readmeBlock(readme: string, marker: string): string {
  const block = new RegExp(`<!-- ${marker} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
  if (block === undefined) throw new Error(`no <!-- ${marker} --> code block in the README`);
  return block;
}

beforeAll(async () => {
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'my-project', private: true, type: 'module' }, null, 2),
  );
  // examples/webhook-bot, which the "Testing your bot" example tests, copied in as a local package of the
  // same name: its sources as they are, its dependencies found in the project's node_modules.
  const example = join(repoRoot, 'examples', 'webhook-bot');
  const { name, type, exports } = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'));
  cpSync(join(example, 'src'), join(project, 'webhook-bot', 'src'), { recursive: true });
  writeFileSync(
    join(project, 'webhook-bot', 'package.json'),
    JSON.stringify({ name, private: true, type, exports }, null, 2),
  );
  // The versions of tsx and vitest a scaffolded project gets.
  const template = JSON.parse(
    readFileSync(join(repoRoot, 'packages', 'create-slashkit', 'template', 'package.json'), 'utf8'),
  );
  const packages = ['api', 'builders', 'interactions', 'rest', 'emulator'].map(
    (pkg) => tarballs[`@slashkit/${pkg}`] ?? '',
  );
  await runCommand(
    'npm',
    [
      'install',
      ...['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      ...packages,
      `tsx@${template.devDependencies.tsx}`,
      `vitest@${template.devDependencies.vitest}`,
      './webhook-bot',
    ],
    { cwd: project, env },
  );
  cpSync(join(import.meta.dirname, 'first-hour', 'roll.ts'), join(project, 'roll.ts'));
}, 120_000);

it('runs the README’s bot under slashkit-emulator exec as the README says; a member’s /roll is answered', async () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
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

it('passes the emulator README’s "Testing your bot" example, as the installed README shows it', async () => {
  const readme = readFileSync(join(project, 'node_modules', '@slashkit', 'emulator', 'README.md'), 'utf8');
  const example = readmeBlock(readme, 'testing-your-bot');
  // The workspace runs the same code against the packages' sources (test/readme/testing-your-bot.test.ts,
  // which test/emulator-readme.test.ts keeps identical to the README).
  const inWorkspace = readFileSync(join(repoRoot, 'test', 'readme', 'testing-your-bot.test.ts'), 'utf8');
  expect(example).toBe(inWorkspace.replace(/^(\/\/.*\n)+/, ''));
  mkdirSync(join(project, 'test'), { recursive: true });
  writeFileSync(join(project, 'test', 'testing-your-bot.test.ts'), example);
  const output = await runCommand('npx', ['vitest', 'run'], { cwd: project, env: { ...env, NO_COLOR: '1' } });
  expect(output).toMatch(/Tests\s+3 passed \(3\)/);
});
