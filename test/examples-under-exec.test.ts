// Every example runs under `slashkit-emulator exec` as its README says (the line after `<!-- exec -->`),
// with the variables exec sets and nothing else: the workspace's CLI for `npx slashkit-emulator`, tsx with
// the workspace's sources for `npx tsx`, a free port for 3000. A member of the emulator's world then uses
// the bot through the typed test client (@slashkit/emulator/testing), or the script does its job; a bot
// given a port another process holds says so in one line.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { ids } from './examples-support.js';
import { RunningCommand } from './packaging/running-command.js';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const cli = fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url));
const running: RunningCommand[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((command) => command.kill()));
});

/** A port nothing listens on (found by listening on a free one and closing it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The example README's exec line. */
function execLine(example: string): string {
  const readme = readFileSync(new URL(`../examples/${example}/README.md`, import.meta.url), 'utf8');
  const line = /<!-- exec -->\n```sh\n(npx slashkit-emulator exec [^\n]*)\n```/.exec(readme)?.[1];
  if (line === undefined) throw new Error(`examples/${example}/README.md has no <!-- exec --> line`);
  return line;
}

/**
 * Runs a README line in the example's folder, through the shell as a user's terminal would, with the
 * workspace's CLI and sources standing in for the installed packages.
 */
function runLine(example: string, line: string, port: number): RunningCommand {
  const tsx = `${process.execPath} ${tsxCli} --conditions=@slashkit/source`;
  const command = line
    .replace('npx slashkit-emulator ', `${tsx} ${cli} `)
    .replaceAll('npx tsx ', `${tsx} `)
    .replaceAll('3000', String(port));
  const run = RunningCommand.start('sh', ['-c', command], {
    cwd: fileURLToPath(new URL(`../examples/${example}/`, import.meta.url)),
    env: { ...process.env, PORT: String(port) },
  });
  running.push(run);
  onTestFailed(() => console.error(`${line} printed:\n${run.output}`));
  return run;
}

/** Starts the example's README line; resolves once the emulator is up (and the endpoint saved, if any). */
async function start(example: string): Promise<{ run: RunningCommand; client: TestClient; port: number }> {
  const line = execLine(example);
  const port = await freePort();
  const run = runLine(example, line, port);
  const [, url] = await run.waitForLine(/^\[emulator\] listening on (\S+) /);
  if (line.includes('--endpoint'))
    expect((await run.waitForLine(/^\[emulator\] interactions endpoint saved: (\S+);/))[1]).toBe(
      `http://127.0.0.1:${port}/interactions`,
    );
  return { run, client: await connectTestClient(url!), port };
}

/**
 * While the example holds `port`: the same bot started again on it (under another exec, without
 * --endpoint) says in one line that the port is taken and how to fix it, and exits 1.
 */
async function expectPortInUseLine(example: string, port: number): Promise<void> {
  const again = runLine(example, execLine(example).replace(/--endpoint \S+ /, ''), port);
  await again.waitForLine(new RegExp(`^Port ${port} is already in use .*set PORT to a free port`));
  await again.waitForLine(/^\[emulator\] the command exited with code 1$/);
  expect(again.output).not.toMatch(/^\s+at /m);
}

describe('the examples under slashkit-emulator exec, as their READMEs say', { timeout: 120_000 }, () => {
  it('webhook-bot: /roll is answered; a second one on the same port says to set PORT', async () => {
    const { run, client, port } = await start('webhook-bot');
    const result = await client.user('member').run('roll', { sides: 6 });
    assertAnswered(result);
    expect(result.messages[0]?.content).toMatch(/^🎲 member rolled [1-6] \(d6\)$/);
    await expectPortInUseLine('webhook-bot', port);
    await run.stop('SIGINT');
  });

  it('traced-bot: /roll is answered and its span printed; a second one on the same port says to set PORT', async () => {
    const { run, client, port } = await start('traced-bot');
    const result = await client.user('member').run('roll', { sides: 6 });
    assertAnswered(result);
    expect(result.messages[0]?.content).toMatch(/^🎲 [1-6]$/);
    await run.waitForLine(/name: 'interaction \/roll'/);
    await expectPortInUseLine('traced-bot', port);
    await run.stop('SIGINT');
  });

  it('components-bot: /secret answers with its button; a second one on the same port says to set PORT', async () => {
    const { run, client, port } = await start('components-bot');
    const result = await client.user('member').run('secret');
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('🤫 Only you can see this button');
    await expectPortInUseLine('components-bot', port);
    await run.stop('SIGINT');
  });

  it('express-bot: /status is answered; a second one on the same port says to set PORT', async () => {
    const { run, client, port } = await start('express-bot');
    const result = await client.user('member').run('status');
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('📟 All systems operational');
    await expectPortInUseLine('express-bot', port);
    await run.stop('SIGINT');
  });

  it('fetch-bot: /echo is answered; a second one on the same port says to set PORT', async () => {
    const { run, client, port } = await start('fetch-bot');
    const result = await client.user('member').run('echo', { text: 'hello' });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('hello');
    await expectPortInUseLine('fetch-bot', port);
    await run.stop('SIGINT');
  });

  it('fetch-runtimes: synced, then /fruit is deferred and edited; a second one on the same port says to set PORT', async () => {
    const { run, client, port } = await start('fetch-runtimes');
    const member = client.user('member');
    const result = await member.run('fruit', { name: 'peach' });
    assertAnswered(result);
    expect((await member.waitForEdit(result)).content).toBe('🍑 peach, picked on hono');
    await expectPortInUseLine('fetch-runtimes', port);
    await run.stop('SIGINT');
  });

  it('gateway-bot: connects with no endpoint, and /ping is answered over the gateway', async () => {
    const { run, client } = await start('gateway-bot');
    await run.waitForLine(/^connected to the gateway as \d+ \(shards 0\)$/);
    const result = await client.user('member').run('ping');
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('🏓 Pong! (over the gateway: no endpoint URL needed)');
    await run.stop('SIGINT');
  });

  it('sync-commands: deploys to the emulator’s guild and exits 0', async () => {
    const run = runLine('sync-commands', execLine('sync-commands'), await freePort());
    await run.waitForLine(new RegExp(`^Deploying 7 command\\(s\\) to the guild ${ids.guild}…$`));
    await run.waitForLine(/^Done: 7 change\(s\) written \(7 create, 0 update, 0 delete, 0 unchanged\)\.$/);
    expect(await run.ended()).toEqual({ code: 0, signal: null });
  });

  it('game-login: the player signs in on the emulator’s consent page (approved headlessly) and it exits 0', async () => {
    const run = runLine('game-login', execLine('game-login'), await freePort());
    const [, origin] = await run.waitForLine(/^\[emulator\] listening on (\S+) /);
    const [, url] = await run.waitForLine(/^If no browser opens, visit: (\S+)$/);
    expect(new URL(url!).origin).toBe(origin);
    const consent = await fetch(`${origin}/_emulator/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: ids.member, approve: true, url }),
    });
    expect(consent.status).toBe(200);
    const { redirectUrl } = (await consent.json()) as { redirectUrl: string };
    await (await fetch(redirectUrl)).text();
    await run.waitForLine(/^Signed in\. Scopes granted: openid, sdk\.social_layer$/);
    expect(await run.ended()).toEqual({ code: 0, signal: null });
  });

  it('linked-roles: a member verifies on the emulator’s consent page (approved headlessly) and is told so', async () => {
    const run = runLine('linked-roles', execLine('linked-roles'), await freePort());
    const [, origin] = await run.waitForLine(/^\[emulator\] listening on (\S+) /);
    const [, page] = await run.waitForLine(/^Linked Roles verification page: (\S+)$/);
    const start = await fetch(page!, { redirect: 'manual' });
    const consent = await fetch(`${origin}/_emulator/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: ids.member, approve: true, url: start.headers.get('location') }),
    });
    expect(consent.status).toBe(200);
    const { redirectUrl } = (await consent.json()) as { redirectUrl: string };
    expect(await (await fetch(redirectUrl)).text()).toBe(
      "You're verified, chef-0204! Go back to Discord to claim your roles.",
    );
    await run.waitForLine(/^Verified member as chef-0204: level 12$/);
  });
});
