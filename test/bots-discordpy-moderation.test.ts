import { fileURLToPath } from 'node:url';
import type { RunningEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  type TestClient,
} from '@slashkit/emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATOR_ROLE, OWNER, startModerationEmulator } from './bots-moderation-support.js';
import { PythonBot } from './bots-python-process.js';
import { GENERAL, MEMBER, NEWBIE } from './bots-support.js';

// A moderation bot written with discord.py (test/bots/discordpy_moderation_bot.py, in the style of
// discord.py's examples), with Debian's python3-discord (scripts/ensure-discord-py.sh), against the
// emulator: a moderator runs its slash commands through the typed test client, and the bot prints what
// discord.py's member cache holds after each gateway event, which each test checks beside the world.

const botFile = fileURLToPath(new URL('./bots/discordpy_moderation_bot.py', import.meta.url));

let emu: RunningEmulator;
let client: TestClient;
let bot: PythonBot;

beforeAll(async () => {
  emu = await startModerationEmulator();
  const app = emu.world.application;
  bot = new PythonBot(botFile, {
    BOT_TOKEN: app.botToken,
    DISCORD_API_URL: emu.apiBaseUrl,
    GUILD_ID: emu.world.guild.id,
  });
  await bot.line(/^synced ban, kick, nick, role, timeout$/);
  // With the members intent discord.py chunks the guild before it is ready: every member is cached (the
  // five users and both apps' bots).
  await bot.line(new RegExp(`^ready as ${app.id} with 7 members$`));
  client = await connectTestClient(emu);
}, 60_000);

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

describe('a discord.py moderation bot', () => {
  it('gives a role: the world and discord.py’s cache hold it', async () => {
    const result = await client.user('admin').run('role', { member: MEMBER, role: MODERATOR_ROLE });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Gave member the moderator role.');
    const [, roles] = (await bot.line(new RegExp(`^cache member ${MEMBER} roles=(\\S*) `)))!;
    expect(roles?.split(',')).toContain(MODERATOR_ROLE);
    expect(emu.world.guild.members.find((m) => m.userId === MEMBER)?.roles).toContain(MODERATOR_ROLE);
  });

  it('changes its own nickname (discord.py’s deprecated route): the world and the cache hold it', async () => {
    const result = await client.user('admin').run('nick', { nick: 'Mod Bot' });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('My nickname is now Mod Bot.');
    const botId = emu.world.application.bot.id;
    await bot.line(new RegExp(`^cache nick ${botId} Mod Bot$`));
    expect(emu.world.guild.members.find((m) => m.userId === botId)?.nick).toBe('Mod Bot');
  });

  it('times out: the cache says so, and the member can no longer post', async () => {
    const result = await client.user('admin').run('timeout', { member: MEMBER, minutes: 10 });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Timed out member for 10 minutes.');
    await bot.line(new RegExp(`^cache member ${MEMBER} .* timed_out=True$`));
    await expect(client.user('member').say('hello?')).rejects.toMatchObject({ status: 403 });
  });

  it('bans: the user’s last hour of messages goes in one bulk delete, and they leave the cache', async () => {
    const spam = await client.user('newbie').say('buy cheap followers');
    const result = await client.user('admin').run('ban', { member: NEWBIE, reason: 'spam' });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Banned newbie.');
    await bot.line(new RegExp(`^cache removed ${NEWBIE} cached=False$`));
    await bot.line(new RegExp(`^bulk delete ${GENERAL} ${spam.id}$`));
    await bot.line(new RegExp(`^banned ${NEWBIE}$`));
    expect(emu.context.state.bans.get(emu.world.guild.id, NEWBIE)?.reason).toBe('spam');
  });

  it('kicks: the member leaves the world and the cache', async () => {
    const result = await client.user('admin').run('kick', { member: MEMBER, reason: 'rude' });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Kicked member.');
    await bot.line(new RegExp(`^cache removed ${MEMBER} cached=False$`));
    expect(emu.world.guild.members.some((m) => m.userId === MEMBER)).toBe(false);
  });

  it('hears the service refuse the owner (50013); a moderator may not run /kick', async () => {
    const result = await client.user('admin').run('kick', { member: OWNER });
    assertAnswered(result);
    expect(result.messages[0]?.content).toMatch(/^I cannot kick owner: 50013 /);
    assertRefused(await client.user('moderator').run('kick', { member: OWNER }), 'MISSING_PERMISSIONS');
  });
});
