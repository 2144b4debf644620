import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RunningEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBotEmulator } from './bots-support.js';

// A discord.py bot (test/bots/discordpy_bot.py, written as discord.py's examples write one) against the
// emulator, with Debian's python3-discord (2.2.2; `pnpm check` installs it: scripts/ensure-discord-py.sh):
// its command tree synced to the guild, a view with a button and a select, a modal, and a deferred reply
// completed with a file, each used by a member through the typed test client. discord.py finds the view
// of a reply through the message's deprecated `interaction` field, which the emulator sends beside
// `interaction_metadata` as Discord does.

/** Debian's Python, where python3-discord installs (another `python3` on the PATH may not have it). */
const python = process.env.DISCORD_PY_PYTHON ?? '/usr/bin/python3';
const botFile = fileURLToPath(new URL('./bots/discordpy_bot.py', import.meta.url));

let emu: RunningEmulator;
let client: TestClient;
let bot: ChildProcess;
const output: string[] = [];
const waiting = new Set<() => void>();

/** Resolves with the first line the bot printed (stdout or stderr) that matches; rejects if it exits first. */
function botLine(pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      for (const line of output) {
        const match = pattern.exec(line);
        if (match) {
          waiting.delete(check);
          return resolve(match);
        }
      }
      if (bot.exitCode !== null || bot.signalCode !== null) {
        waiting.delete(check);
        reject(new Error(`the bot exited before printing ${pattern}:\n${output.join('\n')}`));
      }
    };
    waiting.add(check);
    check();
  });
}

beforeAll(async () => {
  if (!existsSync(python))
    throw new Error(`${python} is missing: run scripts/ensure-discord-py.sh (Debian's python3-discord)`);
  emu = await startBotEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  bot = spawn(python, ['-u', botFile], {
    env: {
      ...process.env,
      BOT_TOKEN: app.botToken,
      DISCORD_API_URL: emu.apiBaseUrl,
      GUILD_ID: emu.world.guild.id,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [bot.stdout!, bot.stderr!])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      for (const wake of waiting) wake();
    });
  bot.once('exit', () => {
    for (const wake of waiting) wake();
  });
  await botLine(/^synced feedback, menu, report$/);
  await botLine(new RegExp(`^ready as ${app.id}$`));
  client = await connectTestClient(emu);
}, 60_000);

afterAll(async () => {
  if (bot && bot.exitCode === null && bot.signalCode === null) {
    const exited = new Promise((resolve) => bot.once('exit', resolve));
    bot.kill('SIGTERM');
    await exited;
  }
  await emu?.stop();
});

describe('a discord.py bot against the emulator', () => {
  it('synced its command tree to the guild, with the range of its option', async () => {
    const app = emu.world.application;
    const response = await fetch(
      `${emu.apiBaseUrl}/applications/${app.id}/guilds/${emu.world.guild.id}/commands`,
      { headers: { authorization: `Bot ${app.botToken}` } },
    );
    const commands = (await response.json()) as {
      name: string;
      options?: { name: string; min_value?: number; max_value?: number }[];
    }[];
    expect(commands.map((c) => c.name).sort()).toEqual(['feedback', 'menu', 'report']);
    expect(commands.find((c) => c.name === 'report')?.options).toMatchObject([
      { name: 'week', type: 4, required: true, min_value: 1, max_value: 53 },
    ]);
  });

  it('answers a button and a select of its view, found through the reply’s interaction field', async () => {
    const member = client.user('member');
    const menu = await member.run('menu');
    assertAnswered(menu);
    const [message] = menu.messages;
    expect(message?.content).toBe('What next?');
    expect(message?.interaction).toMatchObject({ id: menu.interactionId, type: 2, name: 'menu' });
    const ping = await member.click(message!, 'menu:ping');
    assertAnswered(ping);
    expect(ping.messages[0]?.content).toBe('Pong, member!');
    const chosen = await member.choose(message!, 'menu:colour', ['blue']);
    assertAnswered(chosen);
    expect(chosen.responseType).toBe(7);
    expect(chosen.message?.content).toBe('You picked blue.');
    expect(chosen.message?.components).toEqual([]);
  });

  it('opens its modal and answers the submission', async () => {
    const member = client.user('member');
    const opened = await member.run('feedback');
    assertAnswered(opened);
    expect(opened.responseType).toBe(9);
    const submitted = await member.submitModal('feedback', { topic: 'the docs' });
    assertAnswered(submitted);
    expect(submitted.messages[0]?.content).toBe('Thanks for your feedback on the docs.');
  });

  it('defers, then completes the reply with a file through its follow-up webhook', async () => {
    const member = client.user('member');
    const deferred = await member.run('report', { week: 47 });
    assertAnswered(deferred);
    expect(deferred.responseType).toBe(5);
    const reply = await member.waitForEdit(deferred);
    expect(reply.content).toBe('Report of week 47.');
    expect(reply.attachments).toMatchObject([{ filename: 'report.csv', size: 19 }]);
    const file = await fetch(reply.attachments[0]!.url);
    expect(await file.text()).toBe('week,members\n47,12\n');
  });
});
