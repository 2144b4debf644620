import type { RunningEmulator } from '@slashkit/emulator';
import {
  Client,
  Events,
  GatewayIntentBits,
  type Message,
  type PartialMessage,
  Partials,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModerationEmulator } from './bots-moderation-support.js';
import { admin, GENERAL, GUILD, MEMBER, nextMessage, ScriptedUser } from './bots-support.js';

// A discord.js v14 bot of our own, in the style of the discord.js guide's reaction-role and logging
// samples: it posts a role menu and gives the "member" role to whoever reacts ✅ (and takes it back when
// they unreact), and logs edited and deleted messages to the channel. Users react, edit and delete
// through the admin API; the test checks the member's roles and what the channel shows.

const MEMBER_ROLE = '1250000000000000303';
const NEWCOMER = '1250000000000000205';

let emu: RunningEmulator;
let client: Client;
let menu: Message;

/** What the logger writes of a message as discord.js hands it (partial when it was not cached). */
function describeMessage(message: Message | PartialMessage): string {
  return message.partial ? `(uncached ${message.id})` : `"${message.content}" by ${message.author.username}`;
}

beforeAll(async () => {
  emu = await startModerationEmulator();
  client = new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMembers,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.GuildMessageReactions,
      GatewayIntentBits.MessageContent,
    ],
    partials: [Partials.Message, Partials.Channel, Partials.Reaction],
    rest: { api: `${emu.url}/api` },
  });
  client.on(Events.MessageReactionAdd, async (reaction, user) => {
    if (user.bot || reaction.message.id !== menu?.id || reaction.emoji.name !== '✅') return;
    const member = await reaction.message.guild!.members.fetch(user.id);
    await member.roles.add(MEMBER_ROLE, 'reaction role');
  });
  client.on(Events.MessageReactionRemove, async (reaction, user) => {
    if (user.bot || reaction.message.id !== menu?.id || reaction.emoji.name !== '✅') return;
    const member = await reaction.message.guild!.members.fetch(user.id);
    await member.roles.remove(MEMBER_ROLE, 'reaction role');
  });
  client.on(Events.MessageUpdate, async (before, after) => {
    if (after.author?.bot) return;
    await (after.channel as TextChannel).send(`edit: ${describeMessage(before)} → "${after.content}"`);
  });
  client.on(Events.MessageDelete, async (message) => {
    if (message.author?.bot) return;
    await (message.channel as TextChannel).send(`delete: ${describeMessage(message)}`);
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(emu.world.application.botToken);
  await ready;
  const channel = (await client.channels.fetch(GENERAL)) as TextChannel;
  menu = await channel.send('React with ✅ to get the member role');
  await menu.react('✅');
});

afterAll(async () => {
  await client?.destroy();
  await emu?.stop();
});

/** The roles a member holds now, as the guild answers them. */
async function rolesOf(userId: string): Promise<string[]> {
  const member = await fetch(`${emu.apiBaseUrl}/guilds/${GUILD}/members/${userId}`, {
    headers: { authorization: `Bot ${emu.world.application.botToken}` },
  });
  return ((await member.json()) as { roles: string[] }).roles;
}

/** Resolves once the guild's member `userId` holds (or no longer holds) the member role. */
function roleChange(userId: string, held: boolean): Promise<void> {
  return new Promise((resolve) => {
    const off = emu.context.events.subscribe((event) => {
      const data = event.data as { user?: { id: string }; roles?: string[] };
      if (event.type !== 'GUILD_MEMBER_UPDATE' || data.user?.id !== userId) return;
      if (data.roles?.includes(MEMBER_ROLE) === held) {
        off();
        resolve();
      }
    });
  });
}

describe('a discord.js reaction-role and logging bot', () => {
  it('gives the role on ✅ and takes it back when the user unreacts', async () => {
    expect(await rolesOf(NEWCOMER)).not.toContain(MEMBER_ROLE);
    const given = roleChange(NEWCOMER, true);
    const reacted = await admin(emu, 'POST', '/reactions', {
      userId: NEWCOMER,
      messageId: menu.id,
      emoji: '✅',
    });
    expect(reacted.status).toBe(200);
    await given;
    expect(await rolesOf(NEWCOMER)).toContain(MEMBER_ROLE);
    const taken = roleChange(NEWCOMER, false);
    const removed = await admin(emu, 'POST', '/reactions/remove', {
      userId: NEWCOMER,
      messageId: menu.id,
      emoji: '✅',
    });
    expect(removed.status).toBe(200);
    await taken;
    expect(await rolesOf(NEWCOMER)).not.toContain(MEMBER_ROLE);
  });

  it('logs a member’s edit with the old content it cached, and the deletion', async () => {
    const member = new ScriptedUser(emu, MEMBER);
    const written = await member.write('draft one');
    const edited = nextMessage(emu, (c) => c.startsWith('edit:'));
    expect(
      (await admin(emu, 'PATCH', `/messages/${written.id}`, { userId: MEMBER, content: 'final' })).status,
    ).toBe(200);
    expect((await edited).content).toBe('edit: "draft one" by member → "final"');
    const deleted = nextMessage(emu, (c) => c.startsWith('delete:'));
    expect((await admin(emu, 'POST', `/messages/${written.id}/delete`, { userId: MEMBER })).status).toBe(204);
    expect((await deleted).content).toBe('delete: "final" by member');
  });
});
