import { everyOption, hello, messageCommand, pick, userCommand, withSubcommands } from '../corpus.js';
import { type Case, GUILD, type Harness, MEMBER } from '../harness.js';

// Commands, global and per guild: every operation with a Bot token, the reads and a create with a
// client-credentials Bearer token, and the errors service-facts names ("Authentication", "Error bodies").

const global = '/applications/{application_id}/commands';
const guild = '/applications/{application_id}/guilds/{guild_id}/commands';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const globalPath = (h: Harness) => `/applications/${h.appId}/commands`;
const guildPath = (h: Harness) => `/applications/${h.appId}/guilds/${GUILD}/commands`;

export const commandCases: Case[] = [
  {
    op: `PUT ${global}`,
    status: 200,
    as: 'Bot',
    what: 'bulk overwrite with every builder command',
    run: async (h) => {
      const stored = await h.sdk.bulkOverwriteGlobalCommands(h.appId, [
        everyOption,
        withSubcommands,
        hello,
        pick,
        userCommand,
        messageCommand,
      ]);
      h.state.conf = stored.find((c) => c.name === 'conf')?.id ?? '';
      h.state.hello = stored.find((c) => c.name === 'hello')?.id ?? '';
    },
  },
  {
    op: `POST ${global}`,
    status: 201,
    as: 'Bot',
    what: 'create',
    run: async (h) => {
      h.state.temp = (
        await h.sdk.upsertGlobalCommand(h.appId, { name: 'temp', description: 'Temp' })
      ).command.id;
    },
  },
  {
    op: `POST ${global}`,
    status: 200,
    as: 'Bot',
    what: 'create over a same-name command',
    run: (h) => h.sdk.createGlobalCommand(h.appId, { name: 'temp', description: 'Temp again' }),
  },
  {
    op: `GET ${global}`,
    status: 200,
    as: 'Bot',
    what: 'list, localized',
    run: (h) => h.sdk.getGlobalCommands(h.appId, { locale: 'fr' }),
  },
  {
    op: `GET ${global}`,
    status: 200,
    as: 'Bot',
    what: 'list with_localizations',
    run: (h) => h.sdk.getGlobalCommands(h.appId, { withLocalizations: true }),
  },
  {
    op: `GET ${global}/{command_id}`,
    status: 200,
    as: 'Bot',
    what: 'get',
    run: (h) => h.sdk.getGlobalCommand(h.appId, h.state.conf ?? ''),
  },
  {
    op: `PATCH ${global}/{command_id}`,
    status: 200,
    as: 'Bot',
    what: 'edit',
    run: (h) => h.sdk.editGlobalCommand(h.appId, h.state.temp ?? '', { description: 'Edited' }),
  },
  {
    op: `DELETE ${global}/{command_id}`,
    status: 204,
    as: 'Bot',
    what: 'delete',
    run: (h) => h.sdk.deleteGlobalCommand(h.appId, h.state.temp ?? ''),
  },
  {
    op: `POST ${guild}`,
    status: 201,
    as: 'Bot',
    what: 'syncCommands: one new command after a read',
    run: (h) =>
      h.sdk.syncCommands({ applicationId: h.appId, guildId: GUILD, commands: [withSubcommands, pick] }),
  },
  {
    op: `PUT ${guild}`,
    status: 200,
    as: 'Bot',
    what: 'bulk overwrite',
    run: async (h) => {
      const [stored] = await h.sdk.bulkOverwriteGuildCommands(h.appId, GUILD, [withSubcommands]);
      h.state.guildCommand = stored?.id ?? '';
    },
  },
  {
    op: `POST ${guild}`,
    status: 201,
    as: 'Bot',
    what: 'create',
    run: async (h) => {
      h.state.guildTemp = (await h.sdk.upsertGuildCommand(h.appId, GUILD, userCommand)).command.id;
    },
  },
  {
    op: `POST ${guild}`,
    status: 200,
    as: 'Bot',
    what: 'create over a same-name command',
    run: (h) => h.sdk.createGuildCommand(h.appId, GUILD, userCommand),
  },
  {
    op: `GET ${guild}`,
    status: 200,
    as: 'Bot',
    what: 'list',
    run: (h) => h.sdk.getGuildCommands(h.appId, GUILD),
  },
  {
    op: `GET ${guild}/{command_id}`,
    status: 200,
    as: 'Bot',
    what: 'get',
    run: (h) => h.sdk.getGuildCommand(h.appId, GUILD, h.state.guildCommand ?? ''),
  },
  {
    op: `PATCH ${guild}/{command_id}`,
    status: 200,
    as: 'Bot',
    what: 'edit',
    run: (h) => h.sdk.editGuildCommand(h.appId, GUILD, h.state.guildTemp ?? '', { name: 'Card' }),
  },
  {
    op: `DELETE ${guild}/{command_id}`,
    status: 204,
    as: 'Bot',
    what: 'delete',
    run: (h) => h.sdk.deleteGuildCommand(h.appId, GUILD, h.state.guildTemp ?? ''),
  },
  {
    op: 'POST /oauth2/token',
    status: 200,
    as: 'client credentials',
    what: 'client_credentials grant with applications.commands.update',
    run: async (h) => {
      const app = h.emu.world.application;
      const response = await h.raw('POST', '/oauth2/token', {
        authorization: `Basic ${btoa(`${app.clientId}:${app.clientSecret}`)}`,
        type: 'application/x-www-form-urlencoded',
        body: 'grant_type=client_credentials&scope=applications.commands.update',
      });
      h.state.clientCredentials = ((await response.json()) as { access_token: string }).access_token;
    },
  },
  {
    op: `GET ${global}`,
    status: 200,
    as: 'client credentials',
    what: 'list',
    run: (h) => h.sdkWith(h.state.clientCredentials ?? '', 'Bearer').getGlobalCommands(h.appId),
  },
  {
    op: `POST ${guild}`,
    status: 201,
    as: 'client credentials',
    what: 'create',
    run: (h) =>
      h.sdkWith(h.state.clientCredentials ?? '', 'Bearer').createGuildCommand(h.appId, GUILD, hello),
  },
  {
    op: `GET ${global}`,
    status: 401,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', globalPath(h)),
  },
  {
    op: `GET ${global}`,
    status: 401,
    as: 'bad token',
    what: 'unknown bot token',
    run: (h) => h.raw('GET', globalPath(h), { authorization: 'Bot not-a-token' }),
  },
  {
    op: `GET ${global}`,
    status: 403,
    as: 'Bot',
    code: 20012,
    what: "another app's token",
    run: (h) =>
      h.raw('GET', globalPath(h), { authorization: `Bot ${h.emu.world.applications[1]?.botToken}` }),
  },
  {
    op: `POST ${global}`,
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
    op: `POST ${global}`,
    status: 400,
    as: 'Bot',
    code: 50109,
    what: 'unparsable JSON',
    run: (h) => h.raw('POST', globalPath(h), { authorization: bot(h), body: '{"name":' }),
  },
  {
    op: `POST ${global}`,
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
    op: `PATCH ${global}/{command_id}`,
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
    op: `POST ${global}`,
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
    op: `GET ${guild}`,
    status: 404,
    as: 'Bot',
    code: 10004,
    what: 'an unknown guild',
    run: (h) =>
      h.raw('GET', `/applications/${h.appId}/guilds/1250000000000009999/commands`, { authorization: bot(h) }),
  },
  {
    op: `GET ${guild}`,
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
    op: `PUT ${global}`,
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
    op: `POST ${guild}`,
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
    op: `PUT ${guild}`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a body that is not an array',
    run: (h) => h.raw('PUT', guildPath(h), { authorization: bot(h), body: '{"name":"x"}' }),
  },
];
