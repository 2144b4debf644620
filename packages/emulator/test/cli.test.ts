import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SDKVersion } from '@slashkit/api';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator, defaultWorldSeed, loadWorldSeed, writeStateFile } from '../src/index.js';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function runCli(args: string[]): ChildProcess {
  const child = spawn(process.execPath, [tsxCli, '--conditions=@slashkit/source', cliPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code} before printing a line`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    stream.on('data', (chunk) => {
      text += String(chunk);
    });
    stream.on('end', () => resolve(text));
  });
}

// Each test starts the CLI as a child process (tsx compiles it first): seconds on a loaded machine.
describe('CLI', { timeout: 30_000 }, () => {
  it('prints exactly one JSON line with --json, serves the API, and stops cleanly on SIGTERM', async () => {
    const child = runCli(['--json', '--port', '0', '--rate-limits', 'off']);
    const stdout = readAll(child.stdout!);
    const ready = JSON.parse(await firstLine(child));
    expect(Object.keys(ready)).toEqual(
      expect.arrayContaining([
        'url',
        'apiBaseUrl',
        'applicationId',
        'botToken',
        'clientId',
        'clientSecret',
        'publicKey',
        'guildId',
        'users',
      ]),
    );
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ready.apiBaseUrl).toBe(`${ready.url}/api/v10`);
    const general = defaultWorldSeed.guilds[0]!.channels[0]!;
    expect(ready.channels).toContainEqual({
      id: general.id,
      name: general.name,
      type: general.type,
      guildId: defaultWorldSeed.guilds[0]!.id,
    });
    expect(ready.clientUrl).toBe(`${ready.url}/_emulator/client/`);
    expect((await fetch(ready.clientUrl)).headers.get('content-type')).toContain('text/html');
    expect(ready.users.find((u: { username: string }) => u.username === 'moderator')).toEqual({
      id: '1250000000000000203',
      username: 'moderator',
      roles: ['1250000000000000302'],
    });
    const res = await fetch(`${ready.apiBaseUrl}/applications/${ready.applicationId}/commands`, {
      headers: { authorization: `Bot ${ready.botToken}` },
    });
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
    expect((await stdout).trim().split('\n')).toHaveLength(1);
  });

  it('loads a world file with --seed and refuses an invalid one with every problem listed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'slashkit-emulator-'));
    const good = join(dir, 'world.json');
    const seed = structuredClone(defaultWorldSeed);
    seed.applications[0]!.name = 'From a file';
    seed.applications[0]!.botToken = 'file-token';
    await writeFile(good, JSON.stringify(seed));
    const child = runCli(['--json', '--seed', good]);
    const ready = JSON.parse(await firstLine(child));
    expect(ready.botToken).toBe('file-token');
    child.kill('SIGINT');
    expect(await exitCode(child)).toBe(0);

    const bad = join(dir, 'bad.json');
    seed.guilds[0]!.roles = seed.guilds[0]!.roles.slice(1);
    (seed.users[0] as { locale: string }).locale = 'xx';
    await writeFile(bad, JSON.stringify(seed));
    const failing = runCli(['--seed', bad]);
    const stderr = readAll(failing.stderr!);
    expect(await exitCode(failing)).toBe(2);
    const text = await stderr;
    expect(text).toContain(bad);
    expect(text).toContain('users[0].locale');
    expect(text).toContain('@everyone role is missing');
  });

  it('starts from a snapshot with --state, refuses a bad one, and refuses --seed beside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'slashkit-emulator-'));
    const file = join(dir, 'state.json');
    const source = createEmulator({ rateLimits: 'strict' });
    source.context.state.world.application.name = 'From a snapshot';
    await writeStateFile(file, source.exportState());
    const child = runCli(['--json', '--state', file]);
    const ready = JSON.parse(await firstLine(child));
    const state = await (await fetch(`${ready.url}/_emulator/state`)).json();
    expect(state.world.applications[0].name).toBe('From a snapshot');
    // The snapshot's profile holds unless --rate-limits says otherwise.
    expect(state.rateLimits.profile.name).toBe('strict');
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);

    await writeFile(file, JSON.stringify({ ...source.exportState(), tokens: [] }));
    const failing = runCli(['--state', file]);
    const stderr = readAll(failing.stderr!);
    expect(await exitCode(failing)).toBe(2);
    expect(await stderr).toContain(
      `Invalid emulator state file ${file}:\n  - tokens: expected an object, got an array`,
    );

    const both = runCli(['--state', file, '--seed', file]);
    const why = readAll(both.stderr!);
    expect(await exitCode(both)).toBe(2);
    expect(await why).toContain('--seed and --state do not go together');
  });

  it('prints its version with -v (or --version)', async () => {
    const child = runCli(['-v']);
    const stdout = readAll(child.stdout!);
    expect(await exitCode(child)).toBe(0);
    expect((await stdout).trim()).toBe(`slashkit-emulator ${SDKVersion}`);
  });

  it('lists the channel ids in the banner and the --json line', async () => {
    const child = runCli(['--port', '0', '--rate-limits', 'off']);
    const lines = createInterface({ input: child.stdout! });
    const banner: string[] = [];
    for await (const line of lines) {
      if (line === '') break;
      banner.push(line);
    }
    lines.close();
    const text = banner.join('\n');
    for (const channel of defaultWorldSeed.guilds[0]!.channels) {
      expect(text).toContain(`  channel      ${channel.id} #${channel.name} (`);
    }
    expect(text).toContain('(GuildText)');
    child.kill('SIGTERM');
    expect(await exitCode(child)).toBe(0);
  });

  it('never prints "undefined" for a world file with missing or wrong fields', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'slashkit-emulator-'));
    const worlds = [
      {},
      [],
      { applications: [{}], guilds: [{ channels: [{}], members: [{}], roles: [{}] }], users: [{}] },
      { applications: 'x', guilds: null, users: 5 },
      {
        applications: [{ redirectUris: [null], guildIds: [undefined] }],
        guilds: [{ ownerId: 1 }],
        users: [],
      },
    ];
    // What the CLI prints is the loader's message (checked once through the CLI below).
    for (const [i, world] of worlds.entries()) {
      const file = join(dir, `world-${i}.json`);
      await writeFile(file, JSON.stringify(world));
      const error = await loadWorldSeed(file).then(
        () => undefined,
        (failure: Error) => failure,
      );
      expect(error?.message).toContain(file);
      expect(error?.message, JSON.stringify(world)).not.toMatch(/undefined/);
    }
    const failing = runCli(['--seed', join(dir, 'world-2.json')]);
    const stderr = readAll(failing.stderr!);
    expect(await exitCode(failing)).toBe(2);
    const text = await stderr;
    expect(text).toContain('guilds[0].ownerId: missing');
    expect(text).not.toMatch(/undefined/);
  });

  it('refuses bad flags with usage', async () => {
    const child = runCli(['--rate-limits', 'sometimes']);
    const stderr = readAll(child.stderr!);
    expect(await exitCode(child)).toBe(2);
    expect(await stderr).toMatch(/--rate-limits must be on, off or strict/);
  });

  it('names the flag a mistyped one most likely meant', async () => {
    const child = runCli(['--prot', '8787']);
    const stderr = readAll(child.stderr!);
    expect(await exitCode(child)).toBe(2);
    expect((await stderr).split('\n')[0]).toBe(
      'slashkit-emulator: unknown option --prot (did you mean --port?)',
    );
  });

  it('says in one line, with the fix, that --port is taken, and exits 2', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const child = runCli(['--port', String(port)]);
      const stderr = readAll(child.stderr!);
      expect(await exitCode(child)).toBe(2);
      expect(await stderr).toBe(
        `slashkit-emulator: port ${port} is already in use (another process listens there, perhaps an emulator left running): stop it, or choose another with --port (--port 0 picks a free one)\n`,
      );
    } finally {
      taken.close();
    }
  });
});
