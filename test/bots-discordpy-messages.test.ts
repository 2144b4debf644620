import { fileURLToPath } from 'node:url';
import { ChannelType, PermissionFlags } from '@slashkit/api';
import type { RunningEmulator, WorldSeed } from '@slashkit/emulator';
import { connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ROLE, moderationPermissions, moderationWorld } from './bots-moderation-support.js';
import { PythonBot } from './bots-python-process.js';
import { admin, GENERAL, MEMBER, NEWBIE, nextMessage, startBotEmulator } from './bots-support.js';

// A bot written with discord.py (test/bots/discordpy_messages_bot.py), with Debian's python3-discord
// (scripts/ensure-discord-py.sh), in the style of discord.py's examples: reaction roles through raw
// reaction events, an edit and delete logger, a reply, a ticket flow in private threads, a thread from a
// message, and threads users start. The emulator's test client drives it as users would: they react,
// edit, delete, write commands and start threads; each test checks what discord.py printed beside the
// emulator's state. discord.py 2.2.2 cannot send polls, so there are none.

const botFile = fileURLToPath(new URL('./bots/discordpy_messages_bot.py', import.meta.url));
const MEMBER_ROLE = '1250000000000000303';
/** A text channel where an overwrite takes Manage Threads from the bot: others' private threads are hidden. */
const LOUNGE = '1250000000000000460';

/** The moderation world, the bot's role also managing threads and messages, and #lounge. */
function messagesWorld(): WorldSeed {
  const seed = moderationWorld();
  const guild = seed.guilds[0]!;
  const role = guild.roles.find((r) => r.id === BOT_ROLE)!;
  role.permissions = (moderationPermissions | PermissionFlags.ManageThreads).toString();
  guild.channels.push({
    id: LOUNGE,
    name: 'lounge',
    type: ChannelType.GuildText,
    permissionOverwrites: [
      { id: BOT_ROLE, type: 0, allow: '0', deny: PermissionFlags.ManageThreads.toString() },
    ],
  });
  return seed;
}

let emu: RunningEmulator;
let bot: PythonBot;
let client: TestClient;
let menuId: string;

beforeAll(async () => {
  emu = await startBotEmulator({ seed: messagesWorld(), rateLimits: 'off' });
  bot = new PythonBot(botFile, {
    BOT_TOKEN: emu.world.application.botToken,
    DISCORD_API_URL: emu.apiBaseUrl,
    CHANNEL_ID: GENERAL,
    ROLE_ID: MEMBER_ROLE,
  });
  menuId = (await bot.seen(/^menu (\d+)$/))[1]!;
  client = await connectTestClient(emu.url);
}, 60_000);

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

const rolesOf = (userId: string) =>
  emu.context.state.world.guilds[0]!.members.find((m) => m.userId === userId)?.roles ?? [];
const threadOf = (id: string) => emu.context.state.world.guilds[0]!.channels.find((c) => c.id === id);

describe('a discord.py bot of reactions, loggers, replies and threads', () => {
  it('gives the member role on ✅ and takes it back when the user unreacts', async () => {
    const newbie = client.user(NEWBIE, GENERAL);
    expect(rolesOf(NEWBIE)).not.toContain(MEMBER_ROLE);
    await newbie.react(menuId, '✅');
    await bot.seen(new RegExp(`^gave member to ${NEWBIE}$`));
    expect(rolesOf(NEWBIE)).toContain(MEMBER_ROLE);
    await newbie.unreact(menuId, '✅');
    await bot.seen(new RegExp(`^took member from ${NEWBIE}$`));
    expect(rolesOf(NEWBIE)).not.toContain(MEMBER_ROLE);
  }, 30_000);

  it('logs an edit with the content it cached, and the deletion', async () => {
    const member = client.user(MEMBER, GENERAL);
    const written = await member.say('draft one');
    const edited = nextMessage(emu, (c) => c.startsWith('edit:'));
    await member.edit(written, 'final');
    expect((await edited).content).toBe("edit: 'draft one' -> 'final' by member");
    const deleted = nextMessage(emu, (c) => c.startsWith('delete:'));
    await member.deleteMessage(written);
    expect((await deleted).content).toBe("delete: 'final' by member");
  }, 30_000);

  it('replies to !hello with a reply that references the command', async () => {
    const member = client.user(MEMBER, GENERAL);
    const replied = nextMessage(emu, (c) => c === 'Hello member!');
    const command = await member.say('!hello');
    const reply = await replied;
    expect(reply).toMatchObject({ type: 19, message_reference: { message_id: command.id } });
    await bot.seen(new RegExp(`^replied ${reply.id} to ${command.id}$`));
  }, 30_000);

  it('opens a private ticket thread with its author on !ticket and closes it on !close', async () => {
    const member = client.user(MEMBER, GENERAL);
    await member.say('!ticket printer on fire');
    const [, id] = (await bot.seen(
      new RegExp(`^ticket (\\d+) for ${MEMBER} private_thread invitable=False$`),
    ))!;
    const thread = threadOf(id!)!;
    expect(thread.type).toBe(ChannelType.PrivateThread);
    expect(thread.thread!.members.map((m) => m.userId)).toContain(MEMBER);
    const inTicket = member.inThread(id!);
    expect((await inTicket.messages()).map((m) => m.content)).toContain(
      `<@${MEMBER}> opened a ticket about printer on fire. Say !close when done.`,
    );
    await inTicket.say('!close');
    await bot.seen(new RegExp(`^closed ${id} archived=True locked=True$`));
    expect(thread.thread).toMatchObject({ archived: true, locked: true });
    // Locked: the member's words are refused, and nothing is written.
    await expect(inTicket.say('hello?')).rejects.toThrow();
    expect((await inTicket.messages()).at(-1)?.content).toBe('Ticket closed.');
  }, 30_000);

  it('starts a thread from !discuss, whose first message is the thread starter message', async () => {
    const member = client.user(MEMBER, GENERAL);
    const command = await member.say('!discuss');
    const [, id, type, reference] = (await bot.seen(/^discussion (\d+) first (\w+) -> (\d+)$/))!;
    expect([id, type, reference]).toEqual([command.id, 'thread_starter_message', command.id]);
  }, 30_000);

  it('joins a public thread a user starts and greets it', async () => {
    const member = client.user(MEMBER, GENERAL);
    const greeted = nextMessage(emu, (c) => c === 'I am here to help.');
    const thread = await member.startThread('help desk');
    await bot.seen(new RegExp(`^thread created ${thread.id} help desk by ${MEMBER}$`));
    await bot.seen(new RegExp(`^joined ${thread.id} public_thread$`));
    expect((await greeted).channel_id).toBe(thread.id);
  }, 30_000);

  it('hears of a private thread it could not see once added, and of its removal', async () => {
    const member = client.user(MEMBER, LOUNGE);
    const thread = await member.startThread('secret plans', { type: 12 });
    const added = await admin(
      emu,
      'PUT',
      `/channels/${thread.id}/thread-members/${emu.world.application.id}?by=${MEMBER}`,
    );
    expect(added.status).toBe(204);
    await bot.seen(new RegExp(`^joined ${thread.id} private_thread$`));
    const removed = await admin(
      emu,
      'DELETE',
      `/channels/${thread.id}/thread-members/${emu.world.application.id}?by=${MEMBER}`,
    );
    expect(removed.status).toBe(204);
    await bot.seen(new RegExp(`^removed from ${thread.id}$`));
    // It was never told of the thread's creation: it could not see it then.
    expect(bot.output.some((line) => line.startsWith(`thread created ${thread.id}`))).toBe(false);
  }, 30_000);
});
