// Shared by test/runtimes/*.test.ts: one emulator per file, the example bot's commands synced to it, a
// runtime started as a child process (its URL read from its first "listening on" line), and the same
// conversation with the bot whichever runtime serves it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient } from '@slashkit/emulator/testing';
import { commands, fruit } from '@slashkit/example-fetch-runtimes';
import { REST, syncCommands } from '@slashkit/rest';
import { expect } from 'vitest';
import { ids } from '../examples-support.js';

/** The repository's root and the example's folder. */
export const root = fileURLToPath(new URL('../..', import.meta.url));
export const exampleDir = join(root, 'examples/fetch-runtimes');

/** Starts an emulator with the example's commands synced to the seeded guild. */
export async function startBotEmulator(): Promise<RunningEmulator> {
  const emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  return emu;
}

/** What a runtime process is told through its environment. */
export function botEnv(emu: RunningEmulator): Record<string, string> {
  const app = emu.world.application;
  return { PUBLIC_KEY: app.publicKey, APPLICATION_ID: app.id, DISCORD_API_URL: emu.apiBaseUrl };
}

const require = createRequire(import.meta.url);

/**
 * The path of a runtime's binary as its npm package ships it: the wrapper package (`bun`, `deno`) depends
 * on one optional package per platform that holds the executable; nothing is downloaded.
 */
export function packagedBinary(wrapper: string, platforms: Record<string, string>, file: string): string {
  const platform = `${process.platform}-${process.arch}`;
  const name = platforms[platform];
  if (name === undefined) throw new Error(`${wrapper} ships no binary for ${platform} in this test's table`);
  const fromWrapper = createRequire(require.resolve(`${wrapper}/package.json`));
  return join(dirname(fromWrapper.resolve(`${name}/package.json`)), file);
}

/** A runtime process serving the bot. */
export interface RuntimeProcess {
  url: string;
  stop(): Promise<void>;
}

// What the entries print (`listening on URL`), and what `deno serve` (`Listening on URL`) and Bun serving a
// default export (`Started development server: URL`) print.
const listening = /(?:listening on|server:) (http:\/\/\S+)/i;

/**
 * Spawns a runtime with PORT=0 and resolves with the URL it prints once it listens; rejects if it exits
 * first. It runs in examples/fetch-runtimes unless `cwd` says otherwise.
 */
export function startRuntime(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string = exampleDir,
): Promise<RuntimeProcess> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, PORT: '0', NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match?.[1]) resolve({ url: match[1].replace(/\/$/, ''), stop });
    };
    child.stdout?.on('data', onData);
    // `deno serve` says where it listens on stderr.
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`${command} exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
}

/**
 * The conversation every runtime must hold, driven by the typed test client: the emulator PINGs the webhook
 * when it is set, autocomplete suggests, and `/fruit` is deferred inline, then edited and followed up
 * through @slashkit/rest.
 */
export async function expectBotWorks(
  emu: RunningEmulator,
  webhookUrl: string,
  runtime: string,
): Promise<void> {
  const client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(webhookUrl);
  const member = client.user('member');
  const suggested = await member.autocomplete(fruit, 'name', 'P');
  assertAnswered(suggested);
  expect(suggested.choices?.map((choice) => choice.value)).toEqual(['peach', 'pear', 'plum']);

  const deferred = await member.run(fruit, { name: 'peach' });
  assertAnswered(deferred);
  expect(deferred).toMatchObject({ responseType: 5, respondedVia: 'inline' });
  const [edited, followUps] = await Promise.all([
    member.waitForEdit(deferred),
    member.waitForFollowUps(deferred),
  ]);
  expect([edited, ...followUps].map((m) => m.content)).toEqual([
    `🍑 peach, picked on ${runtime}`,
    '🧺 9 fruits in the basket',
  ]);
}
