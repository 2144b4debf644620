import { localizeCommand, RouteTemplates } from '@slashkit/api';
import { apiRoute } from '../http/api-route.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readBooleanQuery } from '../http/read-boolean-query.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireApplication } from '../http/require-application.js';
import { requireGuild } from '../http/require-guild.js';
import type { RouteContext } from '../http/router.js';
import { CommandService } from './command-service.js';
import { requestLocale } from './request-locale.js';

/**
 * The command endpoints, global and guild: list (localized unless `with_localizations=true`), create,
 * get, edit, delete and bulk overwrite. Also keeps each app's automatic entry-point command in step with
 * its settings.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands | Application commands}
 */
export const commandsFeature: EmulatorFeature = {
  name: 'commands',
  setup(router, context) {
    const service = new CommandService(context);
    context.onApplicationChanged((application) => service.syncEntryPoint(application));

    /** The guild id of a guild route (checked), or null on global routes. */
    const scopeOf = (ctx: RouteContext, access: 'read' | 'write') => {
      const application = requireApplication(ctx, access);
      const guildId = ctx.params.guildId === undefined ? null : requireGuild(ctx, application).id;
      return { application, guildId };
    };

    const list = (ctx: RouteContext) => {
      const { application, guildId } = scopeOf(ctx, 'read');
      const withLocalizations = readBooleanQuery(ctx.url, 'with_localizations', false);
      const commands = ctx.emulator.state.commands.list({ applicationId: application.id, guildId });
      if (withLocalizations) return jsonResponse(200, commands);
      const principal = ctx.principal;
      const userLocale =
        principal?.kind === 'bearer' ? ctx.emulator.findUser(principal.token.userId)?.locale : undefined;
      const locale = requestLocale(ctx.request.headers, userLocale);
      return jsonResponse(
        200,
        commands.map((c) => localizeCommand(c, locale)),
      );
    };
    const create = async (ctx: RouteContext) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      const { status, command } = service.create(application, guildId, await readJsonBody(ctx.request));
      return jsonResponse(status, command);
    };
    const bulk = async (ctx: RouteContext) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      return jsonResponse(200, service.bulkOverwrite(application, guildId, await readJsonBody(ctx.request)));
    };
    const get = (ctx: RouteContext) => {
      const { application, guildId } = scopeOf(ctx, 'read');
      return jsonResponse(
        200,
        service.require({ applicationId: application.id, guildId }, ctx.params.commandId ?? ''),
      );
    };
    const edit = async (ctx: RouteContext) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      const body = await readJsonBody(ctx.request);
      return jsonResponse(200, service.edit(application, guildId, ctx.params.commandId ?? '', body));
    };
    const remove = (ctx: RouteContext) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      service.remove(application, guildId, ctx.params.commandId ?? '');
      return jsonResponse(204);
    };

    for (const [path, one, major] of [
      [RouteTemplates.applicationCommands, RouteTemplates.applicationCommand, 'applicationId'],
      [RouteTemplates.applicationGuildCommands, RouteTemplates.applicationGuildCommand, 'guildId'],
    ] as const) {
      const rateLimit = { major };
      router
        .add({ method: 'GET', path: apiRoute(path), handler: list, rateLimit })
        .add({ method: 'POST', path: apiRoute(path), handler: create, rateLimit })
        .add({ method: 'PUT', path: apiRoute(path), handler: bulk, rateLimit })
        .add({ method: 'GET', path: apiRoute(one), handler: get, rateLimit })
        .add({ method: 'PATCH', path: apiRoute(one), handler: edit, rateLimit })
        .add({ method: 'DELETE', path: apiRoute(one), handler: remove, rateLimit });
    }
  },
};
