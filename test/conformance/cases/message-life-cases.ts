import { Endpoints, PermissionFlags } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness, MEMBER } from '../harness.js';

// Pins (both route families), bulk delete and crossposts, with the Bot token: each a success and a
// refusal the service makes.

const ANNOUNCEMENTS = '1250000000000000403';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = 'application/json';
const pins = `/channels/${GENERAL}/messages/pins`;
const oldPins = `/channels/${GENERAL}/pins`;

/**
 * Runs `request` while @everyone holds Pin Messages and Manage Messages (as a moderator bot's role would)
 * and the bot may post in #announcements, then takes it back.
 */
async function asModerator<T>(h: Harness, request: () => Promise<T>): Promise<T> {
  const everyone = h.emu.world.guild.roles.find((r) => r.id === GUILD)!;
  const news = h.emu.world.guild.channels.find((c) => c.id === ANNOUNCEMENTS)!;
  const [permissions, overwrites] = [everyone.permissions, news.permissionOverwrites];
  everyone.permissions = (
    BigInt(permissions) |
    PermissionFlags.ManageMessages |
    PermissionFlags.PinMessages
  ).toString();
  news.permissionOverwrites = [
    ...overwrites,
    {
      id: h.emu.world.application.bot.id,
      type: 1,
      allow: PermissionFlags.SendMessages.toString(),
      deny: '0',
    },
  ];
  try {
    return await request();
  } finally {
    everyone.permissions = permissions;
    news.permissionOverwrites = overwrites;
  }
}

export const messageLifeCases: Case[] = [
  {
    op: Endpoints.guildSearch,
    status: 200,
    as: 'Bot',
    what: "a member's messages, newest first",
    run: async (h) => {
      await h.admin('POST', '/messages', {
        guildId: GUILD,
        channelId: GENERAL,
        authorId: MEMBER,
        content: 'search me',
      });
      return h.sdk.messages.searchGuildMessages(GUILD, { author_id: [MEMBER], has: ['-file'], limit: 5 });
    },
  },
  {
    op: Endpoints.guildSearch,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit above 25',
    run: (h) =>
      h.raw('GET', `/guilds/${GUILD}/messages/search?limit=26`, {
        authorization: bot(h),
      }),
  },
  {
    op: Endpoints.createPin,
    status: 204,
    as: 'Bot',
    what: 'a message, with Pin Messages',
    run: async (h) => {
      const posted = await h.sdk.messages.createMessage(GENERAL, { content: 'Pin me' });
      h.state.pinned = posted.id;
      return asModerator(h, () => h.sdk.messages.pinMessage(GENERAL, posted.id, { reason: 'rules' }));
    },
  },
  {
    op: Endpoints.createPin,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'without Pin Messages',
    run: (h) => h.raw('PUT', `${pins}/${h.state.pinned}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listPins,
    status: 200,
    as: 'Bot',
    what: 'a page of one',
    run: (h) => h.sdk.messages.getPinnedMessages(GENERAL, { limit: 1 }),
  },
  {
    op: Endpoints.listPins,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit past 50',
    run: (h) => h.raw('GET', `${pins}?limit=51`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deprecatedListPins,
    status: 200,
    as: 'Bot',
    what: 'the older list',
    run: (h) => h.raw('GET', oldPins, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deprecatedListPins,
    status: 404,
    code: 10003,
    as: 'Bot',
    what: 'an unknown channel',
    run: (h) => h.raw('GET', '/channels/1250000000000009999/pins', { authorization: bot(h) }),
  },
  {
    op: Endpoints.deletePin,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'without Pin Messages',
    run: (h) => h.raw('DELETE', `${pins}/${h.state.pinned}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deletePin,
    status: 204,
    as: 'Bot',
    what: 'with Pin Messages',
    run: (h) => asModerator(h, () => h.sdk.messages.unpinMessage(GENERAL, h.state.pinned!)),
  },
  {
    op: Endpoints.deprecatedCreatePin,
    status: 204,
    as: 'Bot',
    what: 'through the older route',
    run: (h) => asModerator(h, () => h.raw('PUT', `${oldPins}/${h.state.pinned}`, { authorization: bot(h) })),
  },
  {
    op: Endpoints.deprecatedCreatePin,
    status: 404,
    code: 10008,
    as: 'Bot',
    what: 'an unknown message',
    run: (h) =>
      asModerator(h, () => h.raw('PUT', `${oldPins}/1250000000000009999`, { authorization: bot(h) })),
  },
  {
    op: Endpoints.deprecatedDeletePin,
    status: 204,
    as: 'Bot',
    what: 'through the older route',
    run: (h) =>
      asModerator(h, () => h.raw('DELETE', `${oldPins}/${h.state.pinned}`, { authorization: bot(h) })),
  },
  {
    op: Endpoints.deprecatedDeletePin,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'without Pin Messages',
    run: (h) => h.raw('DELETE', `${oldPins}/${h.state.pinned}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.bulkDeleteMessages,
    status: 204,
    as: 'Bot',
    what: "two messages, one of them a member's",
    run: async (h) => {
      const mine = await h.sdk.messages.createMessage(GENERAL, { content: 'Delete me' });
      const theirs = await h.admin('POST', '/messages', {
        guildId: GUILD,
        channelId: GENERAL,
        authorId: MEMBER,
        content: 'and me',
      });
      return asModerator(h, () =>
        h.sdk.messages.bulkDeleteMessages(GENERAL, [mine.id, theirs.id], { reason: 'cleanup' }),
      );
    },
  },
  {
    op: Endpoints.bulkDeleteMessages,
    status: 400,
    code: 50016,
    as: 'Bot',
    what: 'one message',
    run: (h) =>
      asModerator(h, () =>
        h.raw('POST', `/channels/${GENERAL}/messages/bulk-delete`, {
          authorization: bot(h),
          type: json,
          body: JSON.stringify({ messages: [h.state.pinned] }),
        }),
      ),
  },
  {
    op: Endpoints.crosspostMessage,
    status: 200,
    as: 'Bot',
    what: 'an announcement',
    run: (h) =>
      asModerator(h, async () => {
        const news = await h.sdk.messages.createMessage(ANNOUNCEMENTS, { content: 'News' });
        h.state.published = news.id;
        return h.sdk.messages.crosspostMessage(ANNOUNCEMENTS, news.id);
      }),
  },
  {
    op: Endpoints.crosspostMessage,
    status: 400,
    code: 40033,
    as: 'Bot',
    what: 'an announcement published already',
    run: (h) =>
      asModerator(h, () =>
        h.raw('POST', `/channels/${ANNOUNCEMENTS}/messages/${h.state.published}/crosspost`, {
          authorization: bot(h),
        }),
      ),
  },
  {
    op: Endpoints.createMessage,
    status: 200,
    as: 'Bot',
    what: 'a poll',
    run: async (h) => {
      const poll = {
        question: { text: 'Lunch?' },
        answers: [{ poll_media: { text: 'Pizza', emoji: { name: '🍕' } } }, { poll_media: { text: 'Soup' } }],
        duration: 1,
        allow_multiselect: true,
      };
      const posted = await h.sdk.messages.createMessage(GENERAL, { poll });
      h.state.poll = posted.id;
      await h.admin('POST', '/polls/votes', { userId: MEMBER, messageId: posted.id, answerIds: [1, 2] });
      return posted;
    },
  },
  {
    op: Endpoints.getAnswerVoters,
    status: 200,
    as: 'Bot',
    what: 'who voted for an answer',
    run: (h) => h.sdk.polls.getAnswerVoters(GENERAL, h.state.poll!, 1, { limit: 10 }),
  },
  {
    op: Endpoints.getAnswerVoters,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit past 100',
    run: (h) =>
      h.raw('GET', `/channels/${GENERAL}/polls/${h.state.poll}/answers/1?limit=101`, {
        authorization: bot(h),
      }),
  },
  {
    op: Endpoints.pollExpire,
    status: 200,
    as: 'Bot',
    what: "the bot's own poll",
    run: (h) => h.sdk.polls.expirePoll(GENERAL, h.state.poll!),
  },
  {
    op: Endpoints.pollExpire,
    status: 400,
    code: 520001,
    as: 'Bot',
    what: 'a poll that has ended',
    run: (h) => h.raw('POST', `/channels/${GENERAL}/polls/${h.state.poll}/expire`, { authorization: bot(h) }),
  },
];
