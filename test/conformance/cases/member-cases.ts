import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness, MEMBER, OUTSIDER, OWNER } from '../harness.js';

// A guild's members (Discord's "Modify Guild Member" and the rest): the primary app's bot holds Manage
// Roles, Manage Nicknames, Kick Members and Timeout Members at the top; the second app's bot holds
// @everyone alone, for the refusals.

const NEWBIE = '1250000000000000205';
const MEMBER_ROLE = '1250000000000000303';
const members = `/guilds/${GUILD}/members`;
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, body: JSON.stringify(body) });

export const memberCases: Case[] = [
  {
    op: Endpoints.addGuildMember,
    status: 201,
    as: 'Bot',
    what: 'a user who granted guilds.join, with a nickname (left again by hand after)',
    run: async (h) => {
      const accessToken = await h.userToken(OUTSIDER, ['guilds.join']);
      await h.sdk.members.addGuildMember(GUILD, OUTSIDER, { access_token: accessToken, nick: 'Guest' });
      // The other cases know the outsider as no member.
      await h.admin('POST', `/guilds/${GUILD}/members/${OUTSIDER}/leave`, {});
    },
  },
  {
    op: Endpoints.addGuildMember,
    status: 204,
    as: 'Bot',
    what: 'a user who is a member already',
    run: async (h) =>
      h.sdk.members.addGuildMember(GUILD, MEMBER, {
        access_token: await h.userToken(MEMBER, ['guilds.join']),
      }),
  },
  {
    op: Endpoints.addGuildMember,
    status: 403,
    code: 50025,
    as: 'Bot',
    what: 'a token without guilds.join',
    run: async (h) =>
      json(h, 'PUT', `${members}/${OUTSIDER}`, {
        access_token: await h.userToken(OUTSIDER, ['identify']),
      }),
  },
  {
    op: Endpoints.addGuildMember,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'no access_token',
    run: (h) => json(h, 'PUT', `${members}/${OUTSIDER}`, { nick: 'Guest' }),
  },
  {
    op: Endpoints.searchGuildMembers,
    status: 200,
    as: 'Bot',
    what: 'members whose name starts with "mem"',
    run: (h) => h.sdk.members.searchGuildMembers(GUILD, 'mem', { limit: 5 }),
  },
  {
    op: Endpoints.searchGuildMembers,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'no query',
    run: (h) => h.raw('GET', `${members}/search`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.updateGuildMember,
    status: 200,
    as: 'Bot',
    what: 'a nickname and a timeout',
    run: (h) =>
      h.sdk.members.editGuildMember(
        GUILD,
        NEWBIE,
        { nick: 'Newcomer', communication_disabled_until: '2025-01-01T13:00:00.000Z' },
        { reason: 'conformance' },
      ),
  },
  {
    op: Endpoints.updateGuildMember,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'the owner',
    run: (h) => json(h, 'PATCH', `${members}/${OWNER}`, { nick: 'Boss' }),
  },
  {
    op: Endpoints.updateMyGuildMember,
    status: 200,
    as: 'Bot',
    what: "the bot's own nickname",
    run: (h) => h.sdk.members.editCurrentGuildMember(GUILD, { nick: 'Helper' }),
  },
  {
    op: Endpoints.updateMyGuildMember,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a nickname of 33 characters',
    run: (h) => json(h, 'PATCH', `${members}/@me`, { nick: 'x'.repeat(33) }),
  },
  {
    op: Endpoints.modifyCurrentUserNick,
    status: 200,
    as: 'Bot',
    what: "the bot's own nickname, through the deprecated route",
    run: (h) => json(h, 'PATCH', `${members}/@me/nick`, { nick: 'Old Helper' }),
  },
  {
    op: Endpoints.modifyCurrentUserNick,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a nickname of 33 characters, through the deprecated route',
    run: (h) => json(h, 'PATCH', `${members}/@me/nick`, { nick: 'x'.repeat(33) }),
  },
  {
    op: Endpoints.addGuildMemberRole,
    status: 204,
    as: 'Bot',
    what: 'a role given',
    run: (h) => h.sdk.members.addGuildMemberRole(GUILD, NEWBIE, MEMBER_ROLE, { reason: 'conformance' }),
  },
  {
    op: Endpoints.addGuildMemberRole,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Roles',
    run: (h) => h.raw('PUT', `${members}/${NEWBIE}/roles/${MEMBER_ROLE}`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.deleteGuildMemberRole,
    status: 204,
    as: 'Bot',
    what: 'the role taken back',
    run: (h) => h.sdk.members.removeGuildMemberRole(GUILD, NEWBIE, MEMBER_ROLE),
  },
  {
    op: Endpoints.deleteGuildMemberRole,
    status: 404,
    code: 10011,
    as: 'Bot',
    what: 'an unknown role',
    run: (h) => h.raw('DELETE', `${members}/${NEWBIE}/roles/1250000000000009999`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteGuildMember,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Kick Members',
    run: (h) => h.raw('DELETE', `${members}/${MEMBER}`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.deleteGuildMember,
    status: 204,
    as: 'Bot',
    what: 'a kick',
    run: (h) => h.sdk.members.removeGuildMember(GUILD, NEWBIE, { reason: 'conformance' }),
  },
];
