// The entries of examples/fetch-runtimes given a port another process holds, as a bot left running from an
// earlier run would hold it: one line that says to set PORT, exit code 1, no stack trace. (Hono's, the one
// its README runs under exec, is checked so in examples-under-exec.test.ts.) Node's entries run with the workspace's tsx, Bun and Deno with the binaries of their npm packages,
// each reading the packages' TypeScript sources as the README says for this repository.

import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { RunningCommand } from './packaging/running-command.js';
import { bunBinary, denoBinary } from './runtimes/readme-commands.js';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const exampleDir = fileURLToPath(new URL('../examples/fetch-runtimes/', import.meta.url));

let holder: Server;
let port: number;
beforeAll(async () => {
  // The other process: it accepts connections on the port, as a running bot would.
  holder = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => holder.close(() => resolve()));
});

/** Each entry as the README runs it in this repository: program, then its arguments. */
const entries: [name: string, command: () => [string, string[]]][] = [
  ...['node-http', 'express', 'fastify'].map((name): [string, () => [string, string[]]] => [
    name,
    () => [process.execPath, [tsxCli, '--conditions=@slashkit/source', `src/${name}.ts`]],
  ]),
  ['bun', () => [bunBinary(), ['--conditions=@slashkit/source', 'src/bun.ts']]],
  [
    'deno',
    () => [
      denoBinary(),
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--sloppy-imports',
        '--conditions=@slashkit/source',
        'src/deno.ts',
      ],
    ],
  ],
];

describe('examples/fetch-runtimes on a port another process holds', { timeout: 60_000 }, () => {
  it.each(entries)('%s says in one line to set PORT, and exits 1', async (_name, command) => {
    const [program, args] = command();
    const run = RunningCommand.start(program, args, {
      cwd: exampleDir,
      env: {
        ...process.env,
        PUBLIC_KEY: '0'.repeat(64),
        APPLICATION_ID: '1',
        DISCORD_API_URL: 'http://127.0.0.1:9/api/v10',
        PORT: String(port),
        NO_COLOR: '1',
      },
    });
    onTestFailed(() => console.error(`${program} ${args.join(' ')} printed:\n${run.output}`));
    expect(await run.ended()).toEqual({ code: 1, signal: null });
    expect(run.output.trim()).toBe(
      `Port ${port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port, e.g. PORT=${port + 1}.`,
    );
  });
});
