import { ChannelType, PermissionFlags } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness, MEMBER, OUTSIDER, OWNER } from '../harness.js';

// Threads, with the Bot token: starting them (from a message, without one, a forum post), their members,
// and the archived and active lists; each a success and a refusal the service makes.

const FORUM = '1250000000000000407';
const UNKNOWN_GUILD = '1250000000000009999';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = 'application/json';
const members = '/channels/{channel_id}/thread-members';

/** Runs `request` while @everyone holds Manage Threads (as a moderator bot's role would), then takes it back. */
async function asModerator<T>(h: Harness, request: () => Promise<T>): Promise<T> {
  const everyone = h.emu.world.guild.roles.find((r) => r.id === GUILD)!;
  const before = everyone.permissions;
  everyone.permissions = (BigInt(before) | PermissionFlags.ManageThreads).toString();
  try {
    return await request();
  } finally {
    everyone.permissions = before;
  }
}

export const threadCases: Case[] = [
  {
    op: 'POST /channels/{channel_id}/messages/{message_id}/threads',
    status: 201,
    as: 'Bot',
    what: 'a public thread from a message',
    run: async (h) => {
      const posted = await h.sdk.messages.createMessage(GENERAL, { content: 'Talk about it here' });
      h.state.starter = posted.id;
      const thread = await h.sdk.threads.startThreadFromMessage(GENERAL, posted.id, {
        name: 'talk',
        auto_archive_duration: 60,
      });
      h.state.thread = thread.id;
      return thread;
    },
  },
  {
    op: 'POST /channels/{channel_id}/messages/{message_id}/threads',
    status: 400,
    code: 160004,
    as: 'Bot',
    what: 'a message that has a thread',
    run: (h) =>
      h.raw('POST', `/channels/${GENERAL}/messages/${h.state.starter}/threads`, {
        authorization: bot(h),
        type: json,
        body: JSON.stringify({ name: 'again' }),
      }),
  },
  {
    op: 'POST /channels/{channel_id}/threads',
    status: 201,
    as: 'Bot',
    what: 'a private thread without a message',
    run: async (h) => {
      const thread = await h.sdk.threads.startThread(GENERAL, {
        name: 'ticket',
        type: ChannelType.PrivateThread,
        invitable: false,
      });
      h.state.privateThread = thread.id;
      return thread;
    },
  },
  {
    op: 'POST /channels/{channel_id}/threads',
    status: 201,
    as: 'Bot',
    what: 'a forum post with its first message',
    run: (h) =>
      h.sdk.threads.startForumThread(FORUM, { name: 'How do I…', message: { content: 'Question' } }),
  },
  {
    op: 'POST /channels/{channel_id}/threads',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an empty name',
    run: (h) =>
      h.raw('POST', `/channels/${GENERAL}/threads`, {
        authorization: bot(h),
        type: json,
        body: JSON.stringify({ name: '' }),
      }),
  },
  {
    op: `PUT ${members}/@me`,
    status: 204,
    as: 'Bot',
    what: 'a thread the bot is in',
    run: (h) => h.sdk.threads.joinThread(h.state.thread!),
  },
  {
    op: `PUT ${members}/@me`,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'a channel that is no thread',
    run: (h) => h.raw('PUT', `/channels/${GENERAL}/thread-members/@me`, { authorization: bot(h) }),
  },
  {
    op: `POST ${members}/@me`,
    status: 204,
    as: 'Bot',
    what: 'the older method of Join Thread',
    run: (h) => h.raw('POST', `/channels/${h.state.thread!}/thread-members/@me`, { authorization: bot(h) }),
  },
  {
    op: `POST ${members}/@me`,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'a channel that is no thread, by the older method',
    run: (h) => h.raw('POST', `/channels/${GENERAL}/thread-members/@me`, { authorization: bot(h) }),
  },
  {
    op: `PUT ${members}/{user_id}`,
    status: 204,
    as: 'Bot',
    what: 'a member of the guild',
    run: (h) => h.sdk.threads.addThreadMember(h.state.thread!, MEMBER),
  },
  {
    op: `PUT ${members}/{user_id}`,
    status: 404,
    code: 10007,
    as: 'Bot',
    what: 'someone who is not in the guild',
    run: (h) =>
      h.raw('PUT', `/channels/${h.state.thread}/thread-members/${OUTSIDER}`, { authorization: bot(h) }),
  },
  {
    op: `GET ${members}/{user_id}`,
    status: 200,
    as: 'Bot',
    what: 'a member with their guild member',
    run: (h) => h.sdk.threads.getThreadMember(h.state.thread!, MEMBER, { withMember: true }),
  },
  {
    op: `GET ${members}/{user_id}`,
    status: 404,
    code: 10007,
    as: 'Bot',
    what: 'someone who is not in the thread',
    run: (h) =>
      h.raw('GET', `/channels/${h.state.thread}/thread-members/${OWNER}`, { authorization: bot(h) }),
  },
  {
    op: `GET ${members}`,
    status: 200,
    as: 'Bot',
    what: 'the members with their guild members',
    run: (h) => h.sdk.threads.listThreadMembers(h.state.thread!, { withMember: true, limit: 10 }),
  },
  {
    op: `GET ${members}`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit past 100',
    run: (h) =>
      h.raw('GET', `/channels/${h.state.thread}/thread-members?limit=101`, { authorization: bot(h) }),
  },
  {
    op: `DELETE ${members}/{user_id}`,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'without Manage Threads',
    run: (h) =>
      h.raw('DELETE', `/channels/${h.state.thread}/thread-members/${MEMBER}`, { authorization: bot(h) }),
  },
  {
    op: `DELETE ${members}/{user_id}`,
    status: 204,
    as: 'Bot',
    what: 'a member, with Manage Threads',
    run: (h) => asModerator(h, () => h.sdk.threads.removeThreadMember(h.state.thread!, MEMBER)),
  },
  {
    op: `DELETE ${members}/@me`,
    status: 204,
    as: 'Bot',
    what: 'a thread the bot is in',
    run: (h) => h.sdk.threads.leaveThread(h.state.thread!),
  },
  {
    op: `DELETE ${members}/@me`,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'a channel that is no thread',
    run: (h) => h.raw('DELETE', `/channels/${GENERAL}/thread-members/@me`, { authorization: bot(h) }),
  },
  {
    op: 'GET /guilds/{guild_id}/threads/active',
    status: 200,
    as: 'Bot',
    what: 'the threads the bot can see',
    run: (h) => h.sdk.threads.listActiveGuildThreads(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/threads/active',
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => h.raw('GET', `/guilds/${UNKNOWN_GUILD}/threads/active`, { authorization: bot(h) }),
  },
  {
    op: 'GET /channels/{channel_id}/threads/archived/public',
    status: 200,
    as: 'Bot',
    what: 'after the bot archived its thread',
    run: async (h) => {
      await h.sdk.channels.editChannel(h.state.thread!, { archived: true });
      return h.sdk.threads.listPublicArchivedThreads(GENERAL, { limit: 10 });
    },
  },
  {
    op: 'GET /channels/{channel_id}/threads/archived/public',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a before that is no time',
    run: (h) =>
      h.raw('GET', `/channels/${GENERAL}/threads/archived/public?before=soon`, { authorization: bot(h) }),
  },
  {
    op: 'GET /channels/{channel_id}/threads/archived/private',
    status: 200,
    as: 'Bot',
    what: 'with Manage Threads',
    run: async (h) => {
      await h.sdk.channels.editChannel(h.state.privateThread!, { archived: true });
      return asModerator(h, () => h.sdk.threads.listPrivateArchivedThreads(GENERAL));
    },
  },
  {
    op: 'GET /channels/{channel_id}/threads/archived/private',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'without Manage Threads',
    run: (h) => h.raw('GET', `/channels/${GENERAL}/threads/archived/private`, { authorization: bot(h) }),
  },
  {
    op: 'GET /channels/{channel_id}/users/@me/threads/archived/private',
    status: 200,
    as: 'Bot',
    what: 'the private threads the bot is in',
    run: (h) => h.sdk.threads.listJoinedPrivateArchivedThreads(GENERAL, { limit: 5 }),
  },
  {
    op: 'GET /channels/{channel_id}/users/@me/threads/archived/private',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a before that is no thread id',
    run: (h) =>
      h.raw('GET', `/channels/${GENERAL}/users/@me/threads/archived/private?before=x`, {
        authorization: bot(h),
      }),
  },
];
