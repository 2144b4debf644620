import { Endpoints } from '@slashkit/api';
import { everyOption, hello, messageCommand, pick, userCommand, withSubcommands } from '../corpus.js';
import { type Case, GUILD } from '../harness.js';

// Commands, global and per guild: every operation with a Bot token (and syncCommands), then the
// client-credentials grant and a read and a create with its Bearer token. The errors are in
// command-error-cases.ts.

export const commandCases: Case[] = [
  {
    op: Endpoints.bulkSetApplicationCommands,
    status: 200,
    as: 'Bot',
    what: 'bulk overwrite with every builder command',
    run: async (h) => {
      const stored = await h.sdk.commands.bulkOverwriteGlobalCommands(h.appId, [
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
    op: Endpoints.createApplicationCommand,
    status: 201,
    as: 'Bot',
    what: 'create',
    run: async (h) => {
      h.state.temp = (
        await h.sdk.commands.upsertGlobalCommand(h.appId, { name: 'temp', description: 'Temp' })
      ).command.id;
    },
  },
  {
    op: Endpoints.createApplicationCommand,
    status: 200,
    as: 'Bot',
    what: 'create over a same-name command',
    run: (h) => h.sdk.commands.createGlobalCommand(h.appId, { name: 'temp', description: 'Temp again' }),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 200,
    as: 'Bot',
    what: 'list, localized',
    run: (h) => h.sdk.commands.getGlobalCommands(h.appId, { locale: 'fr' }),
  },
  {
    op: Endpoints.listApplicationCommands,
    status: 200,
    as: 'Bot',
    what: 'list with_localizations',
    run: (h) => h.sdk.commands.getGlobalCommands(h.appId, { withLocalizations: true }),
  },
  {
    op: Endpoints.getApplicationCommand,
    status: 200,
    as: 'Bot',
    what: 'get',
    run: (h) => h.sdk.commands.getGlobalCommand(h.appId, h.state.conf ?? ''),
  },
  {
    op: Endpoints.updateApplicationCommand,
    status: 200,
    as: 'Bot',
    what: 'edit',
    run: (h) => h.sdk.commands.editGlobalCommand(h.appId, h.state.temp ?? '', { description: 'Edited' }),
  },
  {
    op: Endpoints.deleteApplicationCommand,
    status: 204,
    as: 'Bot',
    what: 'delete',
    run: (h) => h.sdk.commands.deleteGlobalCommand(h.appId, h.state.temp ?? ''),
  },
  {
    op: Endpoints.createGuildApplicationCommand,
    status: 201,
    as: 'Bot',
    what: 'syncCommands: one new command after a read',
    run: (h) =>
      h.sdk.syncCommands({ applicationId: h.appId, guildId: GUILD, commands: [withSubcommands, pick] }),
  },
  {
    op: Endpoints.bulkSetGuildApplicationCommands,
    status: 200,
    as: 'Bot',
    what: 'bulk overwrite',
    run: async (h) => {
      const [stored] = await h.sdk.commands.bulkOverwriteGuildCommands(h.appId, GUILD, [withSubcommands]);
      h.state.guildCommand = stored?.id ?? '';
    },
  },
  {
    op: Endpoints.createGuildApplicationCommand,
    status: 201,
    as: 'Bot',
    what: 'create',
    run: async (h) => {
      h.state.guildTemp = (await h.sdk.commands.upsertGuildCommand(h.appId, GUILD, userCommand)).command.id;
    },
  },
  {
    op: Endpoints.createGuildApplicationCommand,
    status: 200,
    as: 'Bot',
    what: 'create over a same-name command',
    run: (h) => h.sdk.commands.createGuildCommand(h.appId, GUILD, userCommand),
  },
  {
    op: Endpoints.listGuildApplicationCommands,
    status: 200,
    as: 'Bot',
    what: 'list',
    run: (h) => h.sdk.commands.getGuildCommands(h.appId, GUILD),
  },
  {
    op: Endpoints.getGuildApplicationCommand,
    status: 200,
    as: 'Bot',
    what: 'get',
    run: (h) => h.sdk.commands.getGuildCommand(h.appId, GUILD, h.state.guildCommand ?? ''),
  },
  {
    op: Endpoints.updateGuildApplicationCommand,
    status: 200,
    as: 'Bot',
    what: 'edit',
    run: (h) => h.sdk.commands.editGuildCommand(h.appId, GUILD, h.state.guildTemp ?? '', { name: 'Card' }),
  },
  {
    op: Endpoints.deleteGuildApplicationCommand,
    status: 204,
    as: 'Bot',
    what: 'delete',
    run: (h) => h.sdk.commands.deleteGuildCommand(h.appId, GUILD, h.state.guildTemp ?? ''),
  },
  {
    op: Endpoints.exchangeOauth2Token,
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
    op: Endpoints.listApplicationCommands,
    status: 200,
    as: 'client credentials',
    what: 'list',
    run: (h) => h.sdkWith(h.state.clientCredentials ?? '', 'Bearer').commands.getGlobalCommands(h.appId),
  },
  {
    op: Endpoints.createGuildApplicationCommand,
    status: 201,
    as: 'client credentials',
    what: 'create',
    run: (h) =>
      h.sdkWith(h.state.clientCredentials ?? '', 'Bearer').commands.createGuildCommand(h.appId, GUILD, hello),
  },
];
