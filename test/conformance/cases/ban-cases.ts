import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness, OWNER } from '../harness.js';

// A guild's bans (Discord's "Create Guild Ban" and the rest): the primary app's bot holds Ban Members and
// Manage Guild at the top; the second app's bot holds @everyone alone, for the refusals. The member
// cases kicked NEWBIE before: these ban a user of the world who is no member (the later cases need
// every member they had).

const NEWBIE = '1250000000000000205';

const bans = `/guilds/${GUILD}/bans`;
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;

export const banCases: Case[] = [
  {
    op: Endpoints.banUserFromGuild,
    status: 204,
    as: 'Bot',
    what: 'a user banned, an hour of their messages deleted',
    run: (h) =>
      h.sdk.bans.createGuildBan(GUILD, NEWBIE, { deleteMessageSeconds: 3600, reason: 'conformance' }),
  },
  {
    op: Endpoints.banUserFromGuild,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'the owner',
    run: (h) => h.raw('PUT', `${bans}/${OWNER}`, { authorization: bot(h), body: '{}' }),
  },
  {
    op: Endpoints.listGuildBans,
    status: 200,
    as: 'Bot',
    what: 'the first page',
    run: (h) => h.sdk.bans.getGuildBans(GUILD, { limit: 10 }),
  },
  {
    op: Endpoints.listGuildBans,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Ban Members',
    run: (h) => h.raw('GET', bans, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.getGuildBan,
    status: 200,
    as: 'Bot',
    what: 'the ban with its reason',
    run: (h) => h.sdk.bans.getGuildBan(GUILD, NEWBIE),
  },
  {
    op: Endpoints.getGuildBan,
    status: 404,
    code: 10026,
    as: 'Bot',
    what: 'a user who is not banned',
    run: (h) => h.raw('GET', `${bans}/${OWNER}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.unbanUserFromGuild,
    status: 204,
    as: 'Bot',
    what: 'the ban lifted',
    run: (h) => h.sdk.bans.removeGuildBan(GUILD, NEWBIE, { reason: 'conformance' }),
  },
  {
    op: Endpoints.unbanUserFromGuild,
    status: 404,
    code: 10026,
    as: 'Bot',
    what: 'a ban already lifted',
    run: (h) => h.raw('DELETE', `${bans}/${NEWBIE}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.bulkBanUsersFromGuild,
    status: 200,
    as: 'Bot',
    what: 'a user banned again, the owner failed',
    run: (h) => h.sdk.bans.bulkGuildBan(GUILD, [NEWBIE, OWNER], { deleteMessageSeconds: 0 }),
  },
  {
    op: Endpoints.bulkBanUsersFromGuild,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'no user ids',
    run: (h) => h.raw('POST', `/guilds/${GUILD}/bulk-ban`, { authorization: bot(h), body: '{}' }),
  },
];
