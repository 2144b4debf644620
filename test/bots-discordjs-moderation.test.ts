import type { RunningEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  type TestClient,
} from '@slashkit/emulator/testing';
import {
  type ChatInputCommandInteraction,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type GuildMember,
  MessageFlags,
  PermissionFlagsBits,
  REST,
  Routes,
  SlashCommandBuilder,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATOR_ROLE, OWNER, startModerationEmulator } from './bots-moderation-support.js';
import { admin, GENERAL, GUILD, MEMBER, NEWBIE } from './bots-support.js';

// A moderation bot written with discord.js v14 as its guide writes one (slash commands deployed with
// REST, default member permissions on each, an InteractionCreate listener that acts through
// GuildMember's methods), against the emulator by its REST `api` option alone. A moderator runs its
// commands through the typed test client; each test checks the emulator's world, what users see, the
// audit log, and that discord.js's own caches followed the gateway's events.

const commands = [
  new SlashCommandBuilder()
    .setName('kick')
    .setDescription('Kicks a member')
    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true))
    .addStringOption((o) => o.setName('reason').setDescription('Why'))
    .setDefaultMemberPermissions(PermissionFlagsBits.KickMembers),
  new SlashCommandBuilder()
    .setName('ban')
    .setDescription('Bans a member and deletes their last hour of messages')
    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true))
    .addStringOption((o) => o.setName('reason').setDescription('Why'))
    .setDefaultMemberPermissions(PermissionFlagsBits.BanMembers),
  new SlashCommandBuilder()
    .setName('timeout')
    .setDescription('Times a member out')
    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true))
    .addIntegerOption((o) =>
      o.setName('minutes').setDescription('How long').setMinValue(1).setMaxValue(40320).setRequired(true),
    )
    .setDefaultMemberPermissions(PermissionFlagsBits.ModerateMembers),
  new SlashCommandBuilder()
    .setName('role')
    .setDescription('Gives a member a role')
    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true))
    .addRoleOption((o) => o.setName('role').setDescription('Which').setRequired(true))
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageRoles),
];

async function onCommand(interaction: ChatInputCommandInteraction<'cached'>): Promise<void> {
  const target = interaction.options.getMember('target') as GuildMember;
  const reason = interaction.options.getString('reason') ?? undefined;
  try {
    switch (interaction.commandName) {
      case 'kick':
        await target.kick(reason);
        await interaction.reply(`Kicked ${target.user.username}.`);
        return;
      case 'ban':
        await interaction.guild.members.ban(target, {
          deleteMessageSeconds: 60 * 60,
          ...(reason === undefined ? {} : { reason }),
        });
        await interaction.reply(`Banned ${target.user.username}.`);
        return;
      case 'timeout': {
        const minutes = interaction.options.getInteger('minutes', true);
        await target.timeout(minutes * 60_000, reason);
        await interaction.reply(`Timed out ${target.user.username} for ${minutes} minutes.`);
        return;
      }
      case 'role': {
        const role = interaction.options.getRole('role', true);
        await target.roles.add(role);
        await interaction.reply(`Gave ${target.user.username} the ${role.name} role.`);
        return;
      }
    }
  } catch (error) {
    // What a moderation bot tells a moderator when the service refuses: the code and message it answered.
    if (!(error instanceof DiscordAPIError)) throw error;
    await interaction.reply({
      content: `I cannot ${interaction.commandName} ${target.user.username}: ${error.code} ${error.message}`,
      flags: MessageFlags.Ephemeral,
    });
  }
}

let emu: RunningEmulator;
let bot: Client;
let client: TestClient;
const errors: unknown[] = [];

/** Resolves when discord.js emits `event` for which `match` holds. */
function emitted<A extends unknown[]>(event: string, match: (...args: A) => boolean): Promise<A> {
  return new Promise((resolve) => {
    const listener = (...args: A) => {
      if (!match(...args)) return;
      bot.off(event, listener as never);
      resolve(args);
    };
    bot.on(event, listener as never);
  });
}

beforeAll(async () => {
  emu = await startModerationEmulator();
  const token = emu.world.application.botToken;
  const api = `${emu.url}/api`;
  await new REST({ api })
    .setToken(token)
    .put(Routes.applicationGuildCommands(emu.world.application.id, GUILD), {
      body: commands.map((c) => c.toJSON()),
    });
  bot = new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMembers,
      GatewayIntentBits.GuildModeration,
      GatewayIntentBits.GuildMessages,
    ],
    rest: { api },
  });
  bot.on(Events.Error, (error) => errors.push(error));
  bot.on(Events.InteractionCreate, async (interaction) => {
    if (!interaction.isChatInputCommand() || !interaction.inCachedGuild()) return;
    await onCommand(interaction).catch((error: unknown) => errors.push(error));
  });
  const ready = new Promise((resolve) => bot.once(Events.ClientReady, resolve));
  await bot.login(token);
  await ready;
  // The members a moderator acts on, in discord.js's cache as a bot with GUILD_MEMBERS fetches them.
  await bot.guilds.cache.get(GUILD)!.members.fetch();
  client = await connectTestClient(emu);
});

afterAll(async () => {
  await bot?.destroy();
  await emu?.stop();
});

const guild = () => bot.guilds.cache.get(GUILD)!;

describe('a discord.js moderation bot', () => {
  it('gives a role: the member holds it, in the world and in the cache', async () => {
    const updated = emitted(Events.GuildMemberUpdate, (_old: GuildMember, now: GuildMember) =>
      now.roles.cache.has(MODERATOR_ROLE),
    );
    const result = await client.user('admin').run('role', { target: MEMBER, role: MODERATOR_ROLE });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Gave member the moderator role.');
    await updated;
    expect(guild().members.cache.get(MEMBER)?.roles.cache.has(MODERATOR_ROLE)).toBe(true);
    expect(emu.world.guild.members.find((m) => m.userId === MEMBER)?.roles).toContain(MODERATOR_ROLE);
    expect(errors).toEqual([]);
  });

  it('times out: the cache shows it, and the member can no longer post', async () => {
    const updated = emitted(Events.GuildMemberUpdate, (_old: GuildMember, now: GuildMember) =>
      now.isCommunicationDisabled(),
    );
    const result = await client.user('admin').run('timeout', { target: MEMBER, minutes: 10 });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Timed out member for 10 minutes.');
    const [, member] = await updated;
    expect((member as GuildMember).communicationDisabledUntilTimestamp).toBeGreaterThan(Date.now());
    await expect(client.user('member').say('can I still talk?')).rejects.toMatchObject({ status: 403 });
    const [entry] = (await guild().fetchAuditLogs({ limit: 1 })).entries.values();
    expect(entry).toMatchObject({ executorId: emu.world.application.bot.id, targetId: MEMBER });
    expect(errors).toEqual([]);
  });

  it("bans with a reason: the user's last hour of messages goes in one bulk delete, the ban is there", async () => {
    const spam = await client.user('newbie').say('buy cheap followers');
    const bulk = emitted<[Map<string, unknown>, { id: string }]>(Events.MessageBulkDelete, () => true);
    const removed = emitted(Events.GuildMemberRemove, (member: GuildMember) => member.id === NEWBIE);
    const result = await client.user('admin').run('ban', { target: NEWBIE, reason: 'spam' });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Banned newbie.');
    const [messages, channel] = await bulk;
    expect([...messages.keys()]).toEqual([spam.id]);
    expect(channel.id).toBe(GENERAL);
    await removed;
    expect(guild().members.cache.has(NEWBIE)).toBe(false);
    expect((await guild().bans.fetch(NEWBIE)).reason).toBe('spam');
    expect((await client.user('admin').messages()).some((m) => m.id === spam.id)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('kicks: the member leaves the world and the cache', async () => {
    const removed = emitted(Events.GuildMemberRemove, (member: GuildMember) => member.id === MEMBER);
    const result = await client.user('admin').run('kick', { target: MEMBER, reason: 'rude' });
    assertAnswered(result);
    await removed;
    expect(guild().members.cache.has(MEMBER)).toBe(false);
    expect(emu.world.guild.members.some((m) => m.userId === MEMBER)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('adds a user who granted guilds.join, as a web login does: GuildMemberManager.add with their token', async () => {
    const OUTSIDER = '1250000000000000206';
    const { body: token } = await admin(emu, 'POST', '/tokens', {
      userId: OUTSIDER,
      scopes: ['guilds.join'],
    });
    const joined = emitted(Events.GuildMemberAdd, (member: GuildMember) => member.id === OUTSIDER);
    const member = await guild().members.add(OUTSIDER, {
      accessToken: token.access_token,
      roles: [MODERATOR_ROLE],
    });
    expect(member?.roles.cache.has(MODERATOR_ROLE)).toBe(true);
    await joined;
    expect(guild().members.cache.has(OUTSIDER)).toBe(true);
    expect(emu.world.guild.members.find((m) => m.userId === OUTSIDER)?.roles).toEqual([MODERATOR_ROLE]);
    const refused = await guild()
      .members.add(NEWBIE, { accessToken: token.access_token, force: true })
      .catch((error: unknown) => error);
    expect([(refused as DiscordAPIError).status, (refused as DiscordAPIError).code]).toEqual([403, 50025]);
    expect(errors).toEqual([]);
  });

  it("refuses what the service refuses: the owner is out of the bot's reach (50013); a moderator may not kick", async () => {
    const result = await client.user('admin').run('kick', { target: OWNER });
    assertAnswered(result);
    expect(result.messages[0]?.content).toMatch(/^I cannot kick owner: 50013 /);
    expect(emu.world.guild.members.some((m) => m.userId === OWNER)).toBe(true);
    assertRefused(await client.user('moderator').run('kick', { target: OWNER }), 'MISSING_PERMISSIONS');
    expect(errors).toEqual([]);
  });
});
