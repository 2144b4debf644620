import { type APIMessageTopLevelComponent, Endpoints } from '@slashkit/api';
import { buttonRow } from '../corpus.js';
import { type Case, GENERAL, GUILD, type Harness, MEMBER, OUTSIDER } from '../harness.js';

// What a slash-command bot also calls, with the Bot token (service-facts "What a slash-command bot also
// calls"): channels and messages, guilds and members, users and DMs, each with a refusal the service makes.

const ANNOUNCEMENTS = '1250000000000000403';
const THREAD = '1250000000000000405';
const STAFF = '1250000000000000408';
const UNKNOWN = '1250000000000009999';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = (h: Harness, method: string, path: string, body: unknown) =>
  h.raw(method, path, { authorization: bot(h), body: JSON.stringify(body) });
const GUILD_MEMBERS = 1 << 14;

export const botResourceCases: Case[] = [
  {
    op: Endpoints.getChannel,
    status: 200,
    as: 'Bot',
    what: 'a text channel',
    run: (h) => h.sdk.channels.getChannel(GENERAL),
  },
  {
    op: Endpoints.getChannel,
    status: 200,
    as: 'Bot',
    what: 'a thread',
    run: (h) => h.sdk.channels.getChannel(THREAD),
  },
  {
    op: Endpoints.getChannel,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: 'a channel the bot cannot view',
    run: (h) => h.sdk.channels.getChannel(STAFF).catch(() => undefined),
  },
  {
    op: Endpoints.getChannel,
    status: 404,
    code: 10003,
    as: 'Bot',
    what: 'an unknown channel',
    run: (h) => h.sdk.channels.getChannel(UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.getChannel,
    status: 401,
    as: 'user Bearer',
    what: 'a Bearer token',
    run: async (h) =>
      h.raw('GET', `/channels/${GENERAL}`, {
        authorization: `Bearer ${await h.userToken(MEMBER, ['identify'])}`,
      }),
  },
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'content, an embed and a button row',
    run: async (h) => {
      const sent = await h.sdk.messages.createMessage(GENERAL, {
        content: `Hello <@${MEMBER}>`,
        embeds: [{ title: 'Title', description: 'Text' }],
        components: [buttonRow.toJSON() as APIMessageTopLevelComponent],
      });
      h.state.channelMessage = sent.id;
    },
  },
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'a reply',
    run: async (h) => {
      const reply = await h.sdk.messages.createMessage(GENERAL, {
        content: 'A reply',
        message_reference: { message_id: h.state.channelMessage! },
        allowed_mentions: { parse: [], replied_user: true },
      });
      h.state.reply = reply.id;
    },
  },
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'Components V2',
    run: (h) =>
      h.sdk.messages.createMessage(THREAD, {
        flags: 1 << 15,
        components: [
          { type: 17, components: [{ type: 10, content: 'In a container' }] },
        ] as unknown as APIMessageTopLevelComponent[],
      }),
  },
  {
    op: Endpoints.createMessage,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'without Send Messages',
    run: (h) => h.sdk.messages.createMessage(ANNOUNCEMENTS, { content: 'x' }).catch(() => undefined),
  },
  {
    op: Endpoints.createMessage,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'parse and users together in allowed_mentions',
    run: (h) =>
      json(h, 'POST', `/channels/${GENERAL}/messages`, {
        content: 'x',
        allowed_mentions: { parse: ['users'], users: [MEMBER] },
      }),
  },
  {
    op: Endpoints.listMessages,
    status: 200,
    as: 'Bot',
    what: 'the newest two',
    run: (h) => h.sdk.messages.getChannelMessages(GENERAL, { limit: 2 }),
  },
  {
    op: Endpoints.listMessages,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit over 100',
    run: (h) => h.raw('GET', `/channels/${GENERAL}/messages?limit=101`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.getMessage,
    status: 200,
    as: 'Bot',
    what: 'a reply with the message replied to',
    run: (h) => h.sdk.messages.getChannelMessage(GENERAL, h.state.reply!),
  },
  {
    op: Endpoints.getMessage,
    status: 404,
    code: 10008,
    as: 'Bot',
    what: 'an unknown message',
    run: (h) => h.sdk.messages.getChannelMessage(GENERAL, UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.updateMessage,
    status: 200,
    as: 'Bot',
    what: 'its own message',
    run: (h) => h.sdk.messages.editMessage(GENERAL, h.state.channelMessage!, { content: 'Edited' }),
  },
  {
    op: Endpoints.updateMessage,
    status: 403,
    code: 50005,
    as: 'Bot',
    what: "someone else's message",
    run: async (h) => {
      const written = await h.admin('POST', '/messages', {
        guildId: GUILD,
        channelId: GENERAL,
        authorId: MEMBER,
        content: 'mine',
      });
      h.state.userMessage = written.id;
      return h.sdk.messages.editMessage(GENERAL, written.id, { content: 'x' }).catch(() => undefined);
    },
  },
  {
    op: Endpoints.deleteMessage,
    status: 204,
    as: 'Bot',
    what: 'its own message',
    run: (h) => h.sdk.messages.deleteMessage(GENERAL, h.state.reply!),
  },
  {
    op: Endpoints.deleteMessage,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: "someone else's message without Manage Messages",
    run: (h) => h.sdk.messages.deleteMessage(GENERAL, h.state.userMessage!).catch(() => undefined),
  },
  {
    op: Endpoints.getGuild,
    status: 200,
    as: 'Bot',
    what: 'with counts',
    run: (h) => h.sdk.guilds.getGuild(GUILD, { withCounts: true }),
  },
  {
    op: Endpoints.getGuild,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => h.sdk.guilds.getGuild(UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.listGuildChannels,
    status: 200,
    as: 'Bot',
    what: 'every channel but threads',
    run: (h) => h.sdk.guilds.getGuildChannels(GUILD),
  },
  {
    op: Endpoints.listGuildChannels,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => h.sdk.guilds.getGuildChannels(UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.listGuildRoles,
    status: 200,
    as: 'Bot',
    what: 'the roles',
    run: (h) => h.sdk.roles.getGuildRoles(GUILD),
  },
  {
    op: Endpoints.listGuildRoles,
    status: 401,
    as: 'user Bearer',
    what: 'a Bearer token',
    run: async (h) =>
      h.raw('GET', `/guilds/${GUILD}/roles`, {
        authorization: `Bearer ${await h.userToken(MEMBER, ['guilds'])}`,
      }),
  },
  {
    op: Endpoints.getGuildMember,
    status: 200,
    as: 'Bot',
    what: 'a member',
    run: (h) => h.sdk.members.getGuildMember(GUILD, MEMBER),
  },
  {
    op: Endpoints.getGuildMember,
    status: 404,
    code: 10007,
    as: 'Bot',
    what: 'someone who is not a member',
    run: (h) => h.sdk.members.getGuildMember(GUILD, OUTSIDER).catch(() => undefined),
  },
  {
    op: Endpoints.listGuildMembers,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: 'without the GUILD_MEMBERS flag',
    run: (h) => h.sdk.members.getGuildMembers(GUILD).catch(() => undefined),
  },
  {
    op: Endpoints.listGuildMembers,
    status: 200,
    as: 'Bot',
    what: 'with the GUILD_MEMBERS flag',
    run: async (h) => {
      await h.admin('PATCH', `/applications/${h.appId}`, { flags: GUILD_MEMBERS });
      const members = await h.sdk.members.getGuildMembers(GUILD, { limit: 1000 });
      await h.admin('PATCH', `/applications/${h.appId}`, { flags: 0 });
      return members;
    },
  },
  {
    op: Endpoints.getUser,
    status: 200,
    as: 'Bot',
    what: 'a user',
    run: (h) => h.sdk.users.getUser(MEMBER),
  },
  {
    op: Endpoints.getUser,
    status: 404,
    code: 10013,
    as: 'Bot',
    what: 'nobody',
    run: (h) => h.sdk.users.getUser(UNKNOWN).catch(() => undefined),
  },
  {
    op: Endpoints.listMyGuilds,
    status: 200,
    as: 'Bot',
    what: "the bot's guilds with counts",
    run: (h) => h.sdk.users.getCurrentUserGuilds({ withCounts: true }),
  },
  {
    op: Endpoints.listMyGuilds,
    status: 200,
    as: 'user Bearer',
    what: 'with the guilds scope',
    run: async (h) => h.sdkWith(await h.userToken(MEMBER, ['guilds']), 'Bearer').users.getCurrentUserGuilds(),
  },
  {
    op: Endpoints.listMyGuilds,
    status: 401,
    as: 'user Bearer',
    what: 'without the guilds scope',
    run: async (h) =>
      h.raw('GET', '/users/@me/guilds', {
        authorization: `Bearer ${await h.userToken(MEMBER, ['identify'])}`,
      }),
  },
  {
    op: Endpoints.createDm,
    status: 200,
    as: 'Bot',
    what: 'a DM with a member',
    run: (h) => h.sdk.users.createDM(MEMBER),
  },
  {
    op: Endpoints.createDm,
    status: 404,
    code: 10013,
    as: 'Bot',
    what: 'nobody',
    run: (h) => h.sdk.users.createDM(UNKNOWN).catch(() => undefined),
  },
];
