// The README's "A bot in 20 lines" is packaging/fixtures/readme-bot.ts, which packaging/typescript.test.ts
// type-checks against the installed tarballs; this keeps the two identical, and runs that very file as the
// README says: under `slashkit-emulator exec --endpoint … -- npx tsx bot.ts`, where a member's /roll is
// answered (driven with @slashkit/emulator/testing, as the web client would send it).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SlashCommandBuilder } from '@slashkit/builders';
import { assertAnswered, connectTestClient } from '@slashkit/emulator/testing';
import { afterAll, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const botFile = fileURLToPath(new URL('./packaging/fixtures/readme-bot.ts', import.meta.url));
const bot = readFileSync(botFile, 'utf8');

it('shows packaging/fixtures/readme-bot.ts in the README, within 20 lines of code', () => {
  const block = /<!-- readme-bot -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBe(bot);
  expect(
    bot.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('//')).length,
  ).toBeLessThanOrEqual(20);
});

const children: ChildProcess[] = [];
// SIGTERM, not SIGKILL: exec then stops its command's whole process group (the bot) before it exits.
afterAll(async () => {
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
    ),
  );
});

/** A port nothing listens on (found by listening on a free one and closing it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

it('runs under slashkit-emulator exec as the README says, and a member’s /roll is answered', async () => {
  const command = /```sh\n(npx slashkit-emulator exec .*)\n```/.exec(readme)?.[1];
  expect(command).toBe('npx slashkit-emulator exec --endpoint http://127.0.0.1:3000 -- npx tsx bot.ts');
  // The README's command, with the workspace's CLI for `npx slashkit-emulator`, the README's file for
  // bot.ts, and a free port for 3000 (PORT tells the bot, as it would anywhere).
  const port = await freePort();
  const args = command!
    .replace('npx slashkit-emulator ', '')
    .replace('3000', String(port))
    .replace('bot.ts', botFile)
    .split(' ');
  const cli = fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const exec = spawn(process.execPath, [tsx, cli, ...args], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    // The workspace's packages are read from their sources, by the CLI and by the bot.
    env: { ...process.env, PORT: String(port), NODE_OPTIONS: '--conditions=@slashkit/source' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(exec);
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => exec.once('close', (code) => resolve(code)));
  const lines = createInterface({ input: exec.stderr! });
  exec.stdout!.on('data', (chunk) => output.push(String(chunk)));
  let url: string | undefined;
  for await (const line of lines) {
    output.push(line);
    url ??= /^\[emulator\] listening on (\S+) /.exec(line)?.[1];
    if (line.startsWith('[emulator] interactions endpoint saved')) break;
    if (/did not answer|the command (ended|exited|was killed)/.test(line))
      throw new Error(`the bot did not come up:\n${output.join('\n')}`);
  }
  expect(output.join('\n')).toContain(`[emulator] web client: ${url}/_emulator/client/`);

  // The same command as the README's, for typed options; the bot registered its own.
  const roll = new SlashCommandBuilder()
    .setName('roll')
    .setDescription('Roll a die')
    .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));
  const client = await connectTestClient(url!);
  const result = await client.user('member').run(roll, { sides: 6 });
  assertAnswered(result);
  expect(result.messages[0]?.content).toMatch(/^🎲 [1-6]$/);

  exec.kill('SIGINT');
  // The bot has no SIGINT handler: it ends by the signal exec forwarded, which exec reports as 128 + 2.
  expect(await exited).toBe(130);
}, 60_000);
