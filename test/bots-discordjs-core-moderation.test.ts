import {
  API,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandStringOption,
  type APIApplicationCommandUserOption,
  type APIChatInputApplicationCommandInteraction,
  ApplicationCommandOptionType,
  ChannelType,
  Client,
  GatewayDispatchEvents,
  GatewayIntentBits,
  InteractionType,
  MessageFlags,
  OverwriteType,
  PermissionFlagsBits,
  type RESTPutAPIApplicationGuildCommandsJSONBody,
} from '@discordjs/core';
import { DiscordAPIError, REST } from '@discordjs/rest';
import { WebSocketManager } from '@discordjs/ws';
import { PermissionFlags } from '@slashkit/api';
import type { RunningEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  type TestClient,
} from '@slashkit/emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATOR_ROLE,
  moderationPermissions,
  OWNER,
  startModerationEmulator,
} from './bots-moderation-support.js';
import { ADMIN, admin, GUILD, MEMBER, NEWBIE } from './bots-support.js';

// A moderation bot written with @discordjs/core in the style of its README (a REST and a gateway client
// given to `new Client({ rest, gateway })`, `client.on(GatewayDispatchEvents.InteractionCreate, …)`
// acting through `api.guilds.*`, `api.channels.*` and `api.interactions.*`), its commands deployed with
// `api.applicationCommands`. A moderator runs them through the typed test client; each test checks the
// emulator's world and what users can do there.

const user = (name: string, description: string): APIApplicationCommandUserOption => ({
  type: ApplicationCommandOptionType.User,
  name,
  description,
  required: true,
});
const why: APIApplicationCommandStringOption = {
  type: ApplicationCommandOptionType.String,
  name: 'reason',
  description: 'Why',
};
const commands: RESTPutAPIApplicationGuildCommandsJSONBody = [
  {
    name: 'ban',
    description: 'Bans a member and deletes their last hour of messages',
    options: [user('target', 'Who'), why],
    default_member_permissions: PermissionFlagsBits.BanMembers.toString(),
  },
  {
    name: 'kick',
    description: 'Kicks a member',
    options: [user('target', 'Who'), why],
    default_member_permissions: PermissionFlagsBits.KickMembers.toString(),
  },
  {
    name: 'timeout',
    description: 'Times a member out',
    options: [
      user('target', 'Who'),
      {
        type: ApplicationCommandOptionType.Integer,
        name: 'minutes',
        description: 'How long',
        required: true,
        min_value: 1,
        max_value: 40320,
      },
    ],
    default_member_permissions: PermissionFlagsBits.ModerateMembers.toString(),
  },
  {
    name: 'role',
    description: 'Manages roles',
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'add',
        description: 'Gives a member a role',
        options: [
          user('target', 'Who'),
          { type: ApplicationCommandOptionType.Role, name: 'role', description: 'Which', required: true },
        ],
      },
    ],
    default_member_permissions: PermissionFlagsBits.ManageRoles.toString(),
  },
  { name: 'ticket', description: 'Opens a private channel with the moderators' },
];

type Options = APIApplicationCommandInteractionDataOption[];

/** An option's value by name, in a command's or a subcommand's options. */
function option(options: Options | undefined, name: string): string | number | boolean | undefined {
  const found = options?.find((o) => o.name === name);
  return found && 'value' in found ? found.value : undefined;
}

async function onCommand(interaction: APIChatInputApplicationCommandInteraction, api: API): Promise<void> {
  const guildId = interaction.guild_id!;
  const { name, options, resolved } = interaction.data;
  const reply = (content: string, ephemeral = false) =>
    api.interactions.reply(interaction.id, interaction.token, {
      content,
      ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
    });
  const sub = options?.[0]?.type === ApplicationCommandOptionType.Subcommand ? options[0] : undefined;
  const own = sub && 'options' in sub ? sub.options : options;
  const targetId = option(own, 'target') as string | undefined;
  const target = targetId ? resolved?.users?.[targetId]?.username : undefined;
  const reason = option(own, 'reason') as string | undefined;
  const audit = reason === undefined ? {} : { reason };
  try {
    switch (name) {
      case 'ban':
        await api.guilds.banUser(guildId, targetId!, { delete_message_seconds: 3600 }, audit);
        await reply(`Banned ${target}.`);
        return;
      case 'kick':
        await api.guilds.removeMember(guildId, targetId!, audit);
        await reply(`Kicked ${target}.`);
        return;
      case 'timeout': {
        const minutes = option(own, 'minutes') as number;
        const until = new Date(Date.now() + minutes * 60_000).toISOString();
        await api.guilds.editMember(guildId, targetId!, { communication_disabled_until: until }, audit);
        await reply(`Timed out ${target} for ${minutes} minutes.`);
        return;
      }
      case 'role': {
        const roleId = option(own, 'role') as string;
        await api.guilds.addRoleToMember(guildId, targetId!, roleId, { reason: 'role add' });
        await reply(`Gave ${target} the ${resolved?.roles?.[roleId]?.name} role.`);
        return;
      }
      case 'ticket': {
        const opener = interaction.member!.user;
        const view = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages;
        const channel = await api.guilds.createChannel(
          guildId,
          {
            name: `ticket-${opener.username}`,
            type: ChannelType.GuildText,
            topic: `A ticket of <@${opener.id}>`,
            permission_overwrites: [
              { id: guildId, type: OverwriteType.Role, deny: PermissionFlagsBits.ViewChannel.toString() },
              { id: opener.id, type: OverwriteType.Member, allow: view.toString() },
              { id: MODERATOR_ROLE, type: OverwriteType.Role, allow: view.toString() },
              { id: interaction.application_id, type: OverwriteType.Member, allow: view.toString() },
            ],
          },
          { reason: `ticket of ${opener.username}` },
        );
        await api.channels.createMessage(channel.id, {
          content: `<@${opener.id}>, a moderator will be with you.`,
        });
        await reply(`Opened <#${channel.id}>.`, true);
        return;
      }
    }
  } catch (error) {
    // What a moderation bot tells a moderator when the service refuses: the code and message it answered.
    if (!(error instanceof DiscordAPIError)) throw error;
    await reply(`I cannot ${name} ${target}: ${error.code} ${error.message}`, true);
  }
}

let emu: RunningEmulator;
let gateway: WebSocketManager;
let bot: Client;
let client: TestClient;
const errors: unknown[] = [];

beforeAll(async () => {
  emu = await startModerationEmulator(moderationPermissions | PermissionFlags.ManageChannels);
  const token = emu.world.application.botToken;
  const rest = new REST({ version: '10', api: `${emu.url}/api` }).setToken(token);
  gateway = new WebSocketManager({ token, intents: GatewayIntentBits.Guilds, rest });
  bot = new Client({ rest, gateway });
  await bot.api.applicationCommands.bulkOverwriteGuildCommands(emu.world.application.id, GUILD, commands);
  bot.on(GatewayDispatchEvents.InteractionCreate, async ({ data: interaction, api }) => {
    if (interaction.type !== InteractionType.ApplicationCommand || !interaction.guild_id) return;
    await onCommand(interaction as APIChatInputApplicationCommandInteraction, api).catch((error: unknown) =>
      errors.push(error),
    );
  });
  const ready = new Promise<void>((resolve) => bot.once(GatewayDispatchEvents.GuildCreate, () => resolve()));
  await gateway.connect();
  await ready;
  client = await connectTestClient(emu);
});

afterAll(async () => {
  await gateway?.destroy();
  await emu?.stop();
});

const memberOf = (userId: string) => emu.world.guild.members.find((m) => m.userId === userId);

describe('a @discordjs/core moderation bot', () => {
  it('opens a ticket channel only its opener and the moderators can see', async () => {
    const result = await client.user('member').run('ticket');
    assertAnswered(result);
    const ticket = emu.world.guild.channels.find((c) => c.name === 'ticket-member');
    expect(ticket).toBeDefined();
    expect(result.messages[0]?.content).toBe(`Opened <#${ticket!.id}>.`);
    expect(ticket!.permissionOverwrites.map((o) => [o.id, o.type]).sort()).toEqual(
      [
        [GUILD, 0],
        [MEMBER, 1],
        [MODERATOR_ROLE, 0],
        [emu.world.application.id, 1],
      ].sort(),
    );
    // The test client reads the world again to know the new channel.
    await client.refresh();
    const place = { guildId: GUILD, channelId: ticket!.id };
    const greeting = (await client.user('member').in(place).messages()).map((m) => m.content);
    expect(greeting).toEqual([`<@${MEMBER}>, a moderator will be with you.`]);
    // A moderator reads it too; another member cannot see it.
    expect((await client.user('moderator').in(place).messages()).map((m) => m.content)).toEqual(greeting);
    await expect(client.user('newbie').in(place).messages()).rejects.toMatchObject({ status: 403 });
    expect(errors).toEqual([]);
  });

  it('gives a role with /role add: the member holds it', async () => {
    const result = await client
      .user('admin')
      .run('role', { subcommand: 'add', options: { target: MEMBER, role: MODERATOR_ROLE } });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Gave member the moderator role.');
    expect(memberOf(MEMBER)?.roles).toContain(MODERATOR_ROLE);
    expect(errors).toEqual([]);
  });

  it('times out: the member can no longer post', async () => {
    const result = await client.user('admin').run('timeout', { target: NEWBIE, minutes: 10 });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Timed out newbie for 10 minutes.');
    expect(Date.parse(memberOf(NEWBIE)?.communicationDisabledUntil ?? '')).toBeGreaterThan(Date.now());
    await expect(client.user('newbie').say('can I still talk?')).rejects.toMatchObject({ status: 403 });
    expect(errors).toEqual([]);
  });

  it("bans with a reason: the user's messages of the last hour go, the ban is recorded", async () => {
    const spam = await client.user('member').say('buy cheap followers');
    const result = await client.user('admin').run('ban', { target: MEMBER, reason: 'spam' });
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe('Banned member.');
    expect(memberOf(MEMBER)).toBeUndefined();
    expect(emu.context.state.bans.get(GUILD, MEMBER)?.reason).toBe('spam');
    expect((await client.user('admin').messages()).some((m) => m.id === spam.id)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("reads a guild's voice regions, and with a user's Bearer token that user's member, as a dashboard does", async () => {
    const regions = await bot.api.guilds.getVoiceRegions(GUILD);
    expect(regions.filter((region) => region.optimal)).toHaveLength(1);
    const { body: token } = await admin(emu, 'POST', '/tokens', {
      userId: ADMIN,
      scopes: ['identify', 'guilds.members.read'],
    });
    const userRest = new REST({ version: '10', api: `${emu.url}/api`, authPrefix: 'Bearer' });
    const asUser = new API(userRest.setToken(token.access_token));
    const member = await asUser.users.getGuildMember(GUILD);
    expect([member.user?.id, member.roles]).toEqual([ADMIN, memberOf(ADMIN)!.roles]);
    expect(errors).toEqual([]);
  });

  it('kicks, and refuses what the service refuses: the owner is out of reach (50013)', async () => {
    const kicked = await client.user('admin').run('kick', { target: NEWBIE, reason: 'rude' });
    assertAnswered(kicked);
    expect(kicked.messages[0]?.content).toBe('Kicked newbie.');
    expect(memberOf(NEWBIE)).toBeUndefined();
    const refused = await client.user('admin').run('kick', { target: OWNER });
    assertAnswered(refused);
    expect(refused.messages[0]?.content).toMatch(/^I cannot kick owner: 50013 /);
    expect(memberOf(OWNER)).toBeDefined();
    assertRefused(await client.user('moderator').run('kick', { target: OWNER }), 'MISSING_PERMISSIONS');
    expect(errors).toEqual([]);
  });
});
