// The Deno and Bun commands of the examples' READMEs, run as they are written: each is read from the README's
// `sh` blocks and run by `sh` in the example's folder, with `deno`/`bun` on PATH as the binaries of their npm
// packages. Also the fetch-bot's conversation, and the check that a webhook listens on loopback only.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { commands } from '@slashkit/example-fetch-bot';
import { REST, syncCommands } from '@slashkit/rest';
import { expect } from 'vitest';
import { ids, invoke, messagesOf, nextRequest, setInteractionsEndpoint } from '../examples-support.js';
import { packagedBinary, type RuntimeProcess, root, startRuntime } from './support.js';

/** The Bun binary of the `bun` npm package (a dev dependency of test/). */
export const bunBinary = (): string =>
  packagedBinary(
    'bun',
    {
      'linux-x64': '@oven/bun-linux-x64',
      'linux-arm64': '@oven/bun-linux-aarch64',
      'darwin-x64': '@oven/bun-darwin-x64',
      'darwin-arm64': '@oven/bun-darwin-aarch64',
    },
    'bin/bun',
  );

/** The Deno binary of the `deno` npm package (a dev dependency of test/). */
export const denoBinary = (): string =>
  packagedBinary(
    'deno',
    {
      'linux-x64': '@deno/linux-x64-glibc',
      'linux-arm64': '@deno/linux-arm64-glibc',
      'darwin-x64': '@deno/darwin-x64',
      'darwin-arm64': '@deno/darwin-arm64',
    },
    'deno',
  );

/** What a README command needs inside this repository only, to read the packages' TypeScript sources. */
export const workspaceFlags = / --sloppy-imports| --conditions=@slashkit\/source/g;

/** The lines of a README's ```sh blocks, each backslash-continued command joined into one line. */
function shellLines(readmePath: string): string[] {
  const text = readFileSync(join(root, readmePath), 'utf8');
  const lines: string[] = [];
  for (const block of text.matchAll(/```sh\n([\s\S]*?)```/g))
    lines.push(...(block[1] ?? '').replace(/\\\n\s*/g, '').split('\n'));
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** The one command of a README's `sh` blocks that runs `program` (throws unless there is exactly one). */
export function readmeCommand(readmePath: string, program: string): string {
  const found = shellLines(readmePath).filter((line) => line.startsWith(`${program} `));
  if (found.length !== 1)
    throw new Error(
      `${readmePath}: expected one \`${program} …\` line in its sh blocks, found ${found.length}`,
    );
  return found[0]!;
}

/**
 * Runs a README command line in `cwd` through `sh -c 'exec …'` (the runtime replaces the shell, so stopping
 * it stops the runtime), with `program` on PATH as `binary`.
 */
export async function startReadmeCommand(
  line: string,
  options: { program: string; binary: string; cwd: string; env: Record<string, string> },
): Promise<RuntimeProcess> {
  const bin = mkdtempSync(join(tmpdir(), `slashkit-${options.program}-`));
  symlinkSync(options.binary, join(bin, options.program));
  const path = `${bin}${delimiter}${process.env.PATH ?? ''}`;
  try {
    const runtime = await startRuntime(
      'sh',
      ['-c', `exec ${line}`],
      { ...options.env, PATH: path },
      options.cwd,
    );
    return {
      url: runtime.url,
      stop: async () => {
        await runtime.stop();
        rmSync(bin, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(bin, { recursive: true, force: true });
    throw error;
  }
}

/** Starts an emulator with examples/fetch-bot's commands synced to the seeded guild. */
export async function startFetchBotEmulator(): Promise<RunningEmulator> {
  const emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  await syncCommands(rest, { applicationId: app.id, guildId: ids.guild, commands });
  return emu;
}

/**
 * The fetch-bot's conversation: the emulator PINGs the webhook when it is set, `/echo` answers inline and
 * sends its repeat as a follow-up through the API base URL the entry read from DISCORD_API_URL.
 */
export async function expectFetchBotWorks(emu: RunningEmulator, webhookUrl: string): Promise<void> {
  await setInteractionsEndpoint(emu, webhookUrl);
  const followUp = nextRequest(emu, 'POST', /^\/api\/v10\/webhooks\//);
  const outcome = await invoke(emu, { userId: ids.member, name: 'echo', options: { text: 'hi', times: 2 } });
  expect(outcome).toMatchObject({ status: 'answered', respondedVia: 'inline' });
  expect(outcome.response).toEqual({ type: 4, data: { content: 'hi' } });
  await followUp;
  const messages = await messagesOf(emu, outcome.interactionId ?? '');
  expect(messages.map((m) => m.content)).toEqual(['hi', 'hi']);
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Checks that a server printed a 127.0.0.1 URL and refuses connections on this machine's other IPv4
 * addresses (when it has any), so a development webhook is not reachable from the network.
 */
export async function expectLoopbackOnly(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  expect(hostname).toBe('127.0.0.1');
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);
  for (const address of others) expect(await accepts(address, Number(port)), address).toBe(false);
}
