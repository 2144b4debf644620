import { Endpoints } from '@slashkit/api';
import { hello } from '../corpus.js';
import { type Case, GUILD, type Harness, MEMBER } from '../harness.js';

// The errors of the command routes that service-facts names ("Authentication", "Error bodies"): no or a bad
// token, another app's token, a Bearer token without the scope, bad bodies, unknown commands and guilds.

const global = '/applications/{application_id}/commands';
const guild = '/applications/{application_id}/guilds/{guild_id}/commands';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const globalPath = (h: Harness) => `/applications/${h.appId}/commands`;
const guildPath = (h: Harness) => `/applications/${h.appId}/guilds/${GUILD}/commands`;

export const commandErrorCases: Case[] = [
  {
    op: Endpoints.createApplicationCommand,
    status: 201,
    as: 'Bot',
    what: 'integer fields as strings, an integer bit set, null integration_types and contexts (lenient)',
    run: (h) =>
      h.raw('POST', globalPath(h), {
        authorization: bot(h),
        body: JSON.stringify({
          type: '1',
          name: 'lenient',
          description: 'Lenient numbers',
          default_member_permissions: 32,
          integration_types: null,
          contexts: null,
          options: [{ type: '4', name: 'n', description: 'n', min_value: '1' }],
        }),
      }),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 200,
    as: 'Bot',
    what: 'with_localizations=True',
    run: (h) => h.raw('GET', `${globalPath(h)}?with_localizations=True`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 400,
    as: 'Bot',
    code: 50035,
    what: 'with_localizations=yes (not a boolean)',
    run: (h) => h.raw('GET', `${globalPath(h)}?with_localizations=yes`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 401,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', globalPath(h)),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 401,
    as: 'bad token',
    what: 'unknown bot token',
    run: (h) => h.raw('GET', globalPath(h), { authorization: 'Bot not-a-token' }),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 403,
    as: 'Bot',
    code: 20012,
    what: "another app's token",
    run: (h) =>
      h.raw('GET', globalPath(h), { authorization: `Bot ${h.emu.world.applications[1]?.botToken}` }),
  },
  {
    op: Endpoints.createApplicationCommand,
    status: 400,
    as: 'Bot',
    code: 50035,
    what: 'invalid form body (field errors)',
    run: (h) =>
      h.raw('POST', globalPath(h), {
        authorization: bot(h),
        body: JSON.stringify({ name: 'Bad Name!', options: [{ type: 3, name: 'x' }] }),
      }),
  },
  {
    op: Endpoints.createApplicationCommand,
    status: 400,
    as: 'Bot',
    code: 50109,
    what: 'unparsable JSON',
    run: (h) => h.raw('POST', globalPath(h), { authorization: bot(h), body: '{"name":' }),
  },
  {
    op: Endpoints.createApplicationCommand,
    status: 400,
    as: 'Bot',
    code: 50035,
    what: 'a form body instead of JSON (errors._errors)',
    run: (h) =>
      h.raw('POST', globalPath(h), {
        authorization: bot(h),
        type: 'application/x-www-form-urlencoded',
        body: 'name=form',
      }),
  },
  {
    op: Endpoints.updateApplicationCommand,
    status: 400,
    as: 'Bot',
    code: 40041,
    what: 'rename onto an existing name',
    run: (h) =>
      h.raw('PATCH', `${globalPath(h)}/${h.state.conf}`, {
        authorization: bot(h),
        body: JSON.stringify({ name: 'hello' }),
      }),
  },
  {
    op: Endpoints.createApplicationCommand,
    status: 403,
    as: 'user Bearer',
    code: 50001,
    what: 'a Bearer token without applications.commands.update',
    run: async (h) =>
      h.raw('POST', globalPath(h), {
        authorization: `Bearer ${await h.userToken(MEMBER, ['identify'])}`,
        body: JSON.stringify({ name: 'nope', description: 'Nope' }),
      }),
  },
  {
    op: Endpoints.listGuildApplicationCommands,
    status: 404,
    as: 'Bot',
    code: 10004,
    what: 'an unknown guild',
    run: (h) =>
      h.raw('GET', `/applications/${h.appId}/guilds/1250000000000009999/commands`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listGuildApplicationCommands,
    status: 403,
    as: 'Bot',
    code: 50001,
    what: 'an app not installed in the guild',
    run: async (h) => {
      const app = await h.admin('POST', '/applications', { name: 'Elsewhere', guildIds: [] });
      return h.raw('GET', `/applications/${app.id}/guilds/${GUILD}/commands`, {
        authorization: `Bot ${app.botToken}`,
      });
    },
  },
  {
    op: Endpoints.bulkSetApplicationCommands,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'two commands with one name',
    run: (h) =>
      h.raw('PUT', globalPath(h), {
        authorization: bot(h),
        body: JSON.stringify([hello.toJSON(), hello.toJSON()]),
      }),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).flatMap((method): Case[] => [
    {
      op: `${method} ${global}/{command_id}`,
      status: 404,
      code: 10063,
      as: 'Bot',
      what: 'an unknown command',
      run: (h) =>
        h.raw(method, `${globalPath(h)}/1250000000000009999`, {
          authorization: bot(h),
          ...(method === 'PATCH' ? { body: '{"description":"x"}' } : {}),
        }),
    },
    {
      op: `${method} ${guild}/{command_id}`,
      status: 404,
      code: 10063,
      as: 'Bot',
      what: 'an unknown command',
      run: (h) =>
        h.raw(method, `${guildPath(h)}/1250000000000009999`, {
          authorization: bot(h),
          ...(method === 'PATCH' ? { body: '{"description":"x"}' } : {}),
        }),
    },
  ]),
  {
    op: Endpoints.createGuildApplicationCommand,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a description over 100 characters',
    run: (h) =>
      h.raw('POST', guildPath(h), {
        authorization: bot(h),
        body: JSON.stringify({ name: 'long', description: 'x'.repeat(101) }),
      }),
  },
  {
    op: Endpoints.bulkSetGuildApplicationCommands,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a body that is not an array',
    run: (h) => h.raw('PUT', guildPath(h), { authorization: bot(h), body: '{"name":"x"}' }),
  },
];
