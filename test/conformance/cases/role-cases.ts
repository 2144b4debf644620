import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness } from '../harness.js';

// A guild's roles (Discord's "Create Guild Role" and the rest): the primary app's bot holds Manage Roles in
// a role at the top; the second app's bot holds @everyone alone, for the refusals.

const MEMBER_ROLE = '1250000000000000303';
const UNKNOWN = '1250000000000009999';
const roles = `/guilds/${GUILD}/roles`;
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, body: JSON.stringify(body) });

export const roleCases: Case[] = [
  {
    op: Endpoints.createGuildRole,
    status: 200,
    as: 'Bot',
    what: 'a hoisted, coloured role',
    run: async (h) => {
      const created = await h.sdk.roles.createGuildRole(
        GUILD,
        { name: 'helpers', colors: { primary_color: 0x3498db }, hoist: true, mentionable: true },
        { reason: 'conformance' },
      );
      h.state.role = created.id;
    },
  },
  {
    op: Endpoints.createGuildRole,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Roles',
    run: (h) => json(h, 'POST', roles, { name: 'x' }, secondBot(h)),
  },
  {
    op: Endpoints.createGuildRole,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a name of 101 characters',
    run: (h) => json(h, 'POST', roles, { name: 'x'.repeat(101) }),
  },
  {
    op: Endpoints.getGuildRole,
    status: 200,
    as: 'Bot',
    what: 'one role',
    run: (h) => h.sdk.roles.getGuildRole(GUILD, h.state.role!),
  },
  {
    op: Endpoints.getGuildRole,
    status: 404,
    code: 10011,
    as: 'Bot',
    what: 'an unknown role',
    run: (h) => h.raw('GET', `${roles}/${UNKNOWN}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.guildRoleMemberCounts,
    status: 200,
    as: 'Bot',
    what: "each role's members",
    run: (h) => h.sdk.roles.getGuildRoleMemberCounts(GUILD),
  },
  {
    op: Endpoints.guildRoleMemberCounts,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: 'a guild the app is not installed in',
    run: async (h) => {
      const other = await h.admin('POST', '/applications', { name: 'Elsewhere', guildIds: [] });
      return h.raw('GET', `${roles}/member-counts`, { authorization: `Bot ${other.botToken}` });
    },
  },
  {
    op: Endpoints.updateGuildRole,
    status: 200,
    as: 'Bot',
    what: 'a new name and no colour',
    run: (h) => h.sdk.roles.editGuildRole(GUILD, h.state.role!, { name: 'guides', colors: null }),
  },
  {
    op: Endpoints.updateGuildRole,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: "the bot's own role (not below its highest)",
    run: (h) => json(h, 'PATCH', `${roles}/1250000000000000310`, { name: 'mine' }),
  },
  {
    op: Endpoints.bulkUpdateGuildRoles,
    status: 200,
    as: 'Bot',
    what: 'a role moved up',
    run: (h) =>
      h.sdk.roles.editGuildRolePositions(GUILD, [{ id: h.state.role!, position: 2 }], { reason: 'order' }),
  },
  {
    op: Endpoints.bulkUpdateGuildRoles,
    status: 400,
    code: 50028,
    as: 'Bot',
    what: '@everyone moved from 0',
    run: (h) => json(h, 'PATCH', roles, [{ id: GUILD, position: 3 }]),
  },
  {
    op: Endpoints.deleteGuildRole,
    status: 204,
    as: 'Bot',
    what: 'the role made above',
    run: (h) => h.sdk.roles.deleteGuildRole(GUILD, h.state.role!),
  },
  {
    op: Endpoints.deleteGuildRole,
    status: 400,
    code: 50028,
    as: 'Bot',
    what: '@everyone',
    run: (h) => h.raw('DELETE', `${roles}/${GUILD}`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.deleteGuildRole,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Roles',
    run: (h) => h.raw('DELETE', `${roles}/${MEMBER_ROLE}`, { authorization: secondBot(h) }),
  },
];
