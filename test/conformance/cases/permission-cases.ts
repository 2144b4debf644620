import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness, MEMBER, MODERATOR, OUTSIDER } from '../harness.js';

// Command permissions: edits with a user's Bearer token (service-facts "Authentication"), reads with the
// bot's, and each refusal: a Bot token, a missing scope, a non-member, missing permissions, a bad body, a
// command without permissions, and the disabled batch edit.

const scope = 'applications.commands.permissions.update';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const path = (h: Harness, command = h.state.conf) =>
  `/applications/${h.appId}/guilds/${GUILD}/commands/${command}/permissions`;
const body = JSON.stringify({ permissions: [{ id: GUILD, type: 1, permission: false }] });
const edit = (userId: string, scopes: string[]) => async (h: Harness) =>
  h.raw('PUT', path(h), { authorization: `Bearer ${await h.userToken(userId, scopes)}`, body });

export const permissionCases: Case[] = [
  {
    op: Endpoints.setGuildApplicationCommandPermissions,
    status: 200,
    as: 'user Bearer',
    what: 'edit as a moderator',
    run: async (h) =>
      h.sdk.permissions.editCommandPermissions(
        h.appId,
        GUILD,
        h.state.conf ?? '',
        {
          permissions: [
            { id: GUILD, type: 1, permission: false },
            { id: MEMBER, type: 2, permission: true },
          ],
        },
        { bearerToken: await h.userToken(MODERATOR, [scope]) },
      ),
  },
  {
    op: Endpoints.getGuildApplicationCommandPermissions,
    status: 200,
    as: 'Bot',
    what: 'get',
    run: (h) => h.sdk.permissions.getCommandPermissions(h.appId, GUILD, h.state.conf ?? ''),
  },
  {
    op: Endpoints.listGuildApplicationCommandPermissions,
    status: 200,
    as: 'Bot',
    what: 'list',
    run: (h) => h.sdk.permissions.getGuildCommandPermissions(h.appId, GUILD),
  },
  {
    op: Endpoints.getGuildApplicationCommandPermissions,
    status: 404,
    code: 10066,
    as: 'Bot',
    what: 'a command without permissions',
    run: (h) => h.raw('GET', path(h, h.state.hello), { authorization: bot(h) }),
  },
  {
    op: Endpoints.listGuildApplicationCommandPermissions,
    status: 401,
    code: 0,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', `/applications/${h.appId}/guilds/${GUILD}/commands/permissions`),
  },
  {
    op: Endpoints.setGuildApplicationCommandPermissions,
    status: 403,
    code: 20001,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('PUT', path(h), { authorization: bot(h), body }),
  },
  {
    op: Endpoints.setGuildApplicationCommandPermissions,
    status: 403,
    code: 50001,
    as: 'user Bearer',
    what: `a token without ${scope}`,
    run: edit(MODERATOR, ['identify']),
  },
  {
    op: Endpoints.setGuildApplicationCommandPermissions,
    status: 403,
    code: 50001,
    as: 'user Bearer',
    what: 'a non-member',
    run: edit(OUTSIDER, [scope]),
  },
  {
    op: Endpoints.setGuildApplicationCommandPermissions,
    status: 403,
    code: 50013,
    as: 'user Bearer',
    what: 'a member without MANAGE_GUILD and MANAGE_ROLES',
    run: edit(MEMBER, [scope]),
  },
  {
    op: Endpoints.setGuildApplicationCommandPermissions,
    status: 400,
    code: 50035,
    as: 'user Bearer',
    what: 'an unknown overwrite type',
    run: async (h) =>
      h.raw('PUT', path(h), {
        authorization: `Bearer ${await h.userToken(MODERATOR, [scope])}`,
        body: JSON.stringify({ permissions: [{ id: GUILD, type: 9, permission: true }] }),
      }),
  },
  {
    op: Endpoints.batchEditApplicationCommandPermissions,
    status: 405,
    as: 'Bot',
    what: 'the disabled batch edit',
    run: (h) =>
      h.raw('PUT', `/applications/${h.appId}/guilds/${GUILD}/commands/permissions`, {
        authorization: bot(h),
        body: JSON.stringify([{ id: h.state.conf, permissions: [] }]),
      }),
  },
];
