import { Endpoints, PermissionFlags } from '@slashkit/api';
import { type Case, GENERAL, type Harness, MEMBER } from '../harness.js';

// The reactions of a message, with the Bot token: the bot's own, the list, and the removals the bot may
// make, each with a refusal the service makes.

const UNKNOWN = '1250000000000009999';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const reactions = (h: Harness) => `/channels/${GENERAL}/messages/${h.state.reacted}/reactions`;
const thumbs = encodeURIComponent('👍');

/** Runs `request` while @everyone holds Manage Messages (as a moderator bot's role would), then takes it back. */
async function asModerator(h: Harness, request: () => Promise<Response>): Promise<Response> {
  const everyone = h.emu.world.guild.roles.find((r) => r.id === h.emu.world.guild.id)!;
  const before = everyone.permissions;
  everyone.permissions = (BigInt(before) | PermissionFlags.ManageMessages).toString();
  try {
    return await request();
  } finally {
    everyone.permissions = before;
  }
}

export const reactionCases: Case[] = [
  {
    op: Endpoints.addMyMessageReaction,
    status: 204,
    as: 'Bot',
    what: 'a unicode emoji',
    run: async (h) => {
      const posted = await h.sdk.messages.createMessage(GENERAL, { content: 'React to me' });
      h.state.reacted = posted.id;
      await h.admin('POST', '/reactions', { userId: MEMBER, messageId: posted.id, emoji: '👍' });
      return h.raw('PUT', `${reactions(h)}/${thumbs}/@me`, { authorization: bot(h) });
    },
  },
  {
    op: Endpoints.addMyMessageReaction,
    status: 400,
    code: 10014,
    as: 'Bot',
    what: 'text that is no emoji',
    run: (h) => h.raw('PUT', `${reactions(h)}/${encodeURIComponent('no')}/@me`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listMessageReactionsByEmoji,
    status: 200,
    as: 'Bot',
    what: 'who reacted, a page of one',
    run: (h) => h.raw('GET', `${reactions(h)}/${thumbs}?limit=1`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listMessageReactionsByEmoji,
    status: 404,
    code: 10008,
    as: 'Bot',
    what: 'an unknown message',
    run: (h) =>
      h.raw('GET', `/channels/${GENERAL}/messages/${UNKNOWN}/reactions/${thumbs}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteMyMessageReaction,
    status: 204,
    as: 'Bot',
    what: 'its own reaction',
    run: (h) => h.raw('DELETE', `${reactions(h)}/${thumbs}/@me`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteMyMessageReaction,
    status: 400,
    code: 10014,
    as: 'Bot',
    what: 'text that is no emoji',
    run: (h) => h.raw('DELETE', `${reactions(h)}/abc/@me`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteUserMessageReaction,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: "a member's reaction without Manage Messages",
    run: (h) => h.raw('DELETE', `${reactions(h)}/${thumbs}/${MEMBER}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteUserMessageReaction,
    status: 204,
    as: 'Bot',
    what: 'its own reaction by its user id',
    run: (h) =>
      h.raw('DELETE', `${reactions(h)}/${thumbs}/${h.emu.world.application.bot.id}`, {
        authorization: bot(h),
      }),
  },
  {
    op: Endpoints.deleteAllMessageReactionsByEmoji,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'one emoji without Manage Messages',
    run: (h) => h.raw('DELETE', `${reactions(h)}/${thumbs}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteAllMessageReactionsByEmoji,
    status: 204,
    as: 'Bot',
    what: 'one emoji with Manage Messages',
    run: (h) => asModerator(h, () => h.raw('DELETE', `${reactions(h)}/${thumbs}`, { authorization: bot(h) })),
  },
  {
    op: Endpoints.deleteAllMessageReactions,
    status: 204,
    as: 'Bot',
    what: 'every reaction with Manage Messages',
    run: async (h) => {
      await h.admin('POST', '/reactions', { userId: MEMBER, messageId: h.state.reacted, emoji: '🎉' });
      return asModerator(h, () => h.raw('DELETE', reactions(h), { authorization: bot(h) }));
    },
  },
  {
    op: Endpoints.deleteAllMessageReactions,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'every reaction without Manage Messages',
    run: (h) => h.raw('DELETE', reactions(h), { authorization: bot(h) }),
  },
];
