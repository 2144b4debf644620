import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readStateFile } from '../src/index.js';

// `slashkit-emulator exec` as a user runs it: the CLI in its own process, a real command as its child.
// Every wait is on an output line or an exit event.

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const tsxLoader = import.meta.resolve('tsx');
const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const endpointScript = fileURLToPath(new URL('./fixtures/exec-endpoint.mjs', import.meta.url));
const children: ChildProcess[] = [];

// SIGTERM, not SIGKILL: exec then stops its command's whole process group before it exits.
afterEach(async () => {
  await Promise.all(
    children.splice(0).map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
    ),
  );
});

/** A running `slashkit-emulator exec`, its output read line by line. */
interface Exec {
  child: ChildProcess;
  /** Resolves with the first line of stdout (the command's) or stderr (the emulator's) that matches. */
  line(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<RegExpExecArray>;
  /** Resolves with the exit code once it has exited, and everything it printed. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/**
 * Starts `slashkit-emulator exec` from source. tsx's CLI runs the file in a child of its own and relays only
 * SIGINT and SIGTERM to it; `direct` loads tsx into the one process instead (`node --import tsx`), so that
 * any signal the test sends reaches exec itself, as it would the built CLI.
 */
function exec(args: string[], env: Record<string, string> = {}, direct = false): Exec {
  const runner = direct ? ['--import', tsxLoader] : [tsxCli];
  const child = spawn(
    process.execPath,
    [...runner, '--conditions=@slashkit/source', cliPath, 'exec', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  children.push(child);
  const seen = { stdout: [] as string[], stderr: [] as string[] };
  const waiting: { stream: 'stdout' | 'stderr'; pattern: RegExp; resolve: (m: RegExpExecArray) => void }[] =
    [];
  for (const stream of ['stdout', 'stderr'] as const)
    createInterface({ input: child[stream]! }).on('line', (line) => {
      seen[stream].push(line);
      for (const wait of [...waiting]) {
        const match = wait.stream === stream ? wait.pattern.exec(line) : null;
        if (match) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(match);
        }
      }
    });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) =>
      resolve({ code, stdout: seen.stdout.join('\n'), stderr: seen.stderr.join('\n') }),
    ),
  );
  return {
    child,
    exited,
    line: (stream, pattern) => {
      for (const line of seen[stream]) {
        const match = pattern.exec(line);
        if (match) return Promise.resolve(match);
      }
      return new Promise((resolve, reject) => {
        waiting.push({ stream, pattern, resolve });
        void exited.then(({ code, stdout, stderr }) =>
          reject(new Error(`exec exited (${code}) before printing ${pattern}:\n${stdout}\n${stderr}`)),
        );
      });
    },
  };
}

/** A port nothing listens on (found by listening on a free one and closing it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const node = (script: string) => ['--', process.execPath, '-e', script];

// Each case starts the CLI from source through tsx (several seconds on a loaded machine) and often a child.
describe('slashkit-emulator exec', { timeout: 90_000 }, () => {
  it("runs the command with the app's credentials and the emulator's API, and exits with its code", async () => {
    const run = exec(
      node(
        `const e = process.env; console.log(JSON.stringify({ api: e.DISCORD_API_URL, origin: e.SLASHKIT_EMULATOR_URL, app: e.APPLICATION_ID, client: e.CLIENT_ID, guild: e.GUILD_ID, keys: [e.BOT_TOKEN, e.PUBLIC_KEY, e.CLIENT_SECRET].map((v) => typeof v === 'string' && v.length > 0) })); fetch(e.DISCORD_API_URL + '/applications/' + e.APPLICATION_ID + '/commands', { headers: { authorization: 'Bot ' + e.BOT_TOKEN } }).then((r) => process.exit(r.status === 200 ? 7 : 1));`,
      ),
      { BOT_TOKEN: 'a value of the real service, replaced' },
    );
    const [, origin] = await run.line('stderr', /^\[emulator\] listening on (http:\/\/127\.0\.0\.1:\d+) /);
    await run.line('stderr', new RegExp(`^\\[emulator\\] web client: ${origin}/_emulator/client/$`));
    const { code, stdout, stderr } = await run.exited;
    expect(code).toBe(7);
    expect(JSON.parse(stdout)).toEqual({
      api: `${origin}/api/v10`,
      origin,
      app: '1250000000000000001',
      client: '1250000000000000001',
      guild: '1250000000000000100',
      keys: [true, true, true],
    });
    expect(stderr).toContain('[emulator] the command exited with code 7');
    // Stopped with the command: nothing listens there any more.
    await expect(fetch(`${origin}/_emulator/world`)).rejects.toThrow();
  });

  it('saves --endpoint once the command serves it, then forwards SIGTERM and exits 128 + 15', async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}/interactions`;
    const run = exec(['--endpoint', endpoint, '--', process.execPath, endpointScript], {
      PORT: String(port),
    });
    const [, origin] = await run.line('stderr', /^\[emulator\] listening on (http:\/\/127\.0\.0\.1:\d+) /);
    await run.line('stderr', /^\[emulator\] waiting for .* to answer the emulator's PING \(up to 60 s\)/);
    await run.line('stdout', /^endpoint listening$/);
    await run.line(
      'stderr',
      /^\[emulator\] interactions endpoint saved: .*; use the bot from the web client: /,
    );
    const world = await (await fetch(`${origin}/_emulator/world`)).json();
    expect(world.application.interactionsEndpointUrl).toBe(endpoint);
    run.child.kill('SIGTERM');
    const { code, stderr } = await run.exited;
    expect(stderr).toContain('[emulator] the command was killed by SIGTERM');
    expect(code).toBe(143);
  });

  it('forwards SIGINT to the command, which may exit as it likes', async () => {
    const run = exec(
      node(
        "process.on('SIGINT', () => { console.log('got SIGINT'); process.exit(5); }); console.log('ready'); setInterval(() => {}, 1000);",
      ),
    );
    await run.line('stdout', /^ready$/);
    run.child.kill('SIGINT');
    const { code, stdout } = await run.exited;
    expect(stdout).toContain('got SIGINT');
    expect(code).toBe(5);
  });

  it('stops the command and exits 1 when the endpoint never answers, saying what it saw', async () => {
    const port = await freePort();
    const run = exec([
      '--endpoint',
      `http://127.0.0.1:${port}`,
      '--endpoint-timeout',
      '1',
      ...node("console.log('ready'); setInterval(() => {}, 1000);"),
    ]);
    const { code, stderr } = await run.exited;
    expect(code).toBe(1);
    expect(stderr).toContain(
      `error: http://127.0.0.1:${port} did not answer the PING within 1 s (last: nothing listens on 127.0.0.1:${port} yet)`,
    );
    expect(stderr).toContain('[emulator] the command was killed by SIGTERM');
  });

  it('refuses an endpoint another process already serves before the command starts: not saved, not run, exit 1', async () => {
    // A bot left running from an earlier run, on the port the new one is given.
    const earlier = createServer((_req, res) => res.writeHead(200).end('{"type":1}'));
    await new Promise<void>((resolve) => earlier.listen(0, '127.0.0.1', resolve));
    const { port } = earlier.address() as AddressInfo;
    try {
      const run = exec(['--endpoint', `http://127.0.0.1:${port}`, ...node("console.log('ran')")]);
      const { code, stdout, stderr } = await run.exited;
      expect(code).toBe(1);
      expect(stdout).not.toContain('ran');
      expect(stderr).toContain(
        `[emulator] error: 127.0.0.1:${port} is already in use before the command started (another process listens there, perhaps a bot left running from an earlier run), so what answers there would not be the command; the endpoint is not saved and the command is not run. Stop that process, or run the bot on another port (e.g. PORT=${port + 1}) and give it to --endpoint.`,
      );
      expect(stderr).not.toContain('interactions endpoint saved');
    } finally {
      earlier.close();
    }
  });

  it.for(['SIGHUP', 'SIGQUIT'] as const)(
    'on %s, stops the command and what it started (nothing is left holding its port)',
    async (signal) => {
      const port = await freePort();
      // The command starts a server of its own in a child, as `npx` → `tsx` → the bot does.
      const run = exec(
        node(
          `const { spawn } = require('node:child_process'); spawn(process.execPath, ['-e', "require('node:http').createServer().listen(${port}, '127.0.0.1', () => console.log('child listening'))"], { stdio: 'inherit' }); setInterval(() => {}, 1000);`,
        ),
        {},
        true,
      );
      await run.line('stdout', /^child listening$/);
      run.child.kill(signal);
      const { code, stderr } = await run.exited;
      expect(stderr).toContain(`[emulator] the command was killed by ${signal}`);
      expect(code).toBe(128 + (signal === 'SIGHUP' ? 1 : 3));
      // The port is free again: the child is gone too.
      const again = createServer();
      await new Promise<void>((resolve, reject) => {
        again.once('error', reject);
        again.listen(port, '127.0.0.1', resolve);
      });
      again.close();
    },
  );

  it('says in one line, with the fix, that --port is taken, and exits 2', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, stderr } = await exec(['--port', String(port), ...node("console.log('ran')")]).exited;
      expect(code).toBe(2);
      expect(stderr).toBe(
        `slashkit-emulator: port ${port} is already in use (another process listens there, perhaps an emulator left running): stop it, or choose another with --port (--port 0 picks a free one)`,
      );
    } finally {
      taken.close();
    }
  });

  it('says so when the command ends before its endpoint answered, and exits with its code', async () => {
    const port = await freePort();
    const run = exec(['--endpoint', `http://127.0.0.1:${port}`, ...node('process.exit(4)')]);
    const { code, stderr } = await run.exited;
    expect(code).toBe(4);
    expect(stderr).toContain(`the command ended before http://127.0.0.1:${port} answered`);
  });

  it('--keep-open serves until Ctrl+C, and --save-state writes the state as it is then', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'slashkit-exec-')), 'state.json');
    const run = exec(['--keep-open', '--save-state', file, ...node('process.exit(3)')]);
    const [, origin] = await run.line(
      'stderr',
      /^\[emulator\] still running at (http:\/\/\S+); web client: /,
    );
    // A change after the command ended is in the snapshot: it is written on exit.
    const clock = await fetch(`${origin}/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 86_400_000 }),
    });
    expect(clock.status).toBe(200);
    // Files too: the snapshot carries their bytes.
    const form = new FormData();
    form.append('file', new Blob(['saved bytes']), 'saved.txt');
    const upload = await fetch(`${origin}/_emulator/attachments`, {
      method: 'POST',
      headers: { 'x-slashkit-emulator': '1' },
      body: form,
    });
    expect(upload.status).toBe(201);
    run.child.kill('SIGINT');
    const { code, stderr } = await run.exited;
    expect(code).toBe(3);
    expect(stderr).toContain(`[emulator] state saved to ${file}`);
    const saved = await readStateFile(file);
    expect(saved.clock.offsetMs).toBe(86_400_000);
    expect(saved.attachments).toEqual([
      expect.objectContaining({ filename: 'saved.txt', data: Buffer.from('saved bytes').toString('base64') }),
    ]);
  });

  it("--seed: the command gets the file's app and guild, and the emulator serves the file's world", async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'slashkit-exec-')), 'world.json');
    await writeFile(
      file,
      JSON.stringify({
        applications: [{ id: '900000000000000001', name: 'Seeded Bot', ownerId: '900000000000000010' }],
        users: [{ id: '900000000000000010', username: 'seeded-owner' }],
        guilds: [
          {
            id: '900000000000000100',
            name: 'Seeded Guild',
            ownerId: '900000000000000010',
            roles: [{ id: '900000000000000100', name: '@everyone', permissions: '2147486720' }],
            channels: [{ id: '900000000000000300', name: 'seeded-general', type: 0 }],
            members: [{ userId: '900000000000000010' }],
          },
        ],
      }),
    );
    // The command asks the emulator it was given, with the credentials it was given, what it runs against.
    const run = exec([
      '--seed',
      file,
      ...node(
        `const e = process.env; Promise.all([fetch(e.SLASHKIT_EMULATOR_URL + '/_emulator/world').then((r) => r.json()), fetch(e.DISCORD_API_URL + '/guilds/' + e.GUILD_ID, { headers: { authorization: 'Bot ' + e.BOT_TOKEN } }).then((r) => r.json())]).then(([world, guild]) => console.log(JSON.stringify({ app: e.APPLICATION_ID, guildId: e.GUILD_ID, guild: guild.name, appName: world.application.name, users: world.users.map((u) => u.username), channels: world.guild.channels.map((c) => c.name) })));`,
      ),
    ]);
    const { code, stdout, stderr } = await run.exited;
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      app: '900000000000000001',
      guildId: '900000000000000100',
      guild: 'Seeded Guild',
      appName: 'Seeded Bot',
      users: expect.arrayContaining(['seeded-owner']),
      channels: ['seeded-general'],
    });
  });

  it('exits 2 and lists the problems when the --seed file is not a valid world', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'slashkit-exec-')), 'world.json');
    await writeFile(file, JSON.stringify({ applications: [], users: [], guilds: [] }));
    const { code, stdout, stderr } = await exec(['--seed', file, ...node("console.log('ran')")]).exited;
    expect(code).toBe(2);
    expect(stdout).not.toContain('ran');
    expect(stderr).toContain(`Invalid world file ${file}:`);
    expect(stderr).toContain('applications: at least one application is needed');
  });

  it('exits 127 when the command cannot be found', async () => {
    const { code, stderr } = await exec(['--', 'slashkit-no-such-command']).exited;
    expect(code).toBe(127);
    expect(stderr).toContain('could not start: slashkit-no-such-command was not found');
  });

  it.for([
    [[], 'exec needs a command to run after --'],
    [['--'], 'exec needs a command to run after --'],
    [
      ['npx', 'tsx', 'bot.ts'],
      'put the command after --, so that its own flags are not read as the emulator',
    ],
    [['--endpoint', 'ftp://x', '--', 'true'], '--endpoint must be an absolute http(s) URL'],
    [
      ['--endpoint-timeout', '0', '--endpoint', 'http://127.0.0.1:1', '--', 'true'],
      '--endpoint-timeout must be',
    ],
    [['--endpoint-timeout', '5', '--', 'true'], '--endpoint-timeout goes with --endpoint'],
    [['--port', '70000', '--', 'true'], '--port must be an integer from 0 to 65535'],
    [['--bogus', '--', 'true'], 'exec: unknown option --bogus'],
    [['--prot', '3000', '--', 'true'], 'exec: unknown option --prot (did you mean --port?)'],
    [
      ['--endpont', 'http://127.0.0.1:1', '--', 'true'],
      'unknown option --endpont (did you mean --endpoint?)',
    ],
  ] as const)('refuses %j with code 2 and a message', async ([args, message]) => {
    const { code, stderr } = await exec([...args]).exited;
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain('slashkit-emulator exec --help lists the options');
  });

  it('prints its help with --help', async () => {
    const { code, stdout } = await exec(['--help']).exited;
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: slashkit-emulator exec [options] -- <command> [args…]');
    expect(stdout).toContain('DISCORD_API_URL');
  });
});
