import { Endpoints, localizeCommand } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readBooleanQuery } from '../http/read-boolean-query.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireApplication } from '../http/require-application.js';
import { requireGuild } from '../http/require-guild.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { CommandService } from './command-service.js';
import { requestLocale } from './request-locale.js';

/** The context of a command route, global (no `guildId`) or of one guild. */
type CommandsContext = Omit<RouteContext, 'params'> & {
  readonly params: { readonly applicationId: string; readonly guildId?: string };
};

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

    /** The app and the guild id of a guild route (both checked), or null on global routes. */
    const scopeOf = (ctx: CommandsContext, access: 'read' | 'write') => {
      const application = requireApplication(ctx, access);
      const { guildId } = ctx.params;
      return {
        application,
        guildId: guildId === undefined ? null : requireGuild({ ...ctx, params: { guildId } }, application).id,
      };
    };

    const list = (ctx: CommandsContext) => {
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
    const create = async (ctx: CommandsContext) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      const { status, command } = service.create(application, guildId, await readJsonBody(ctx.request));
      return jsonResponse(status, command);
    };
    const bulk = async (ctx: CommandsContext) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      return jsonResponse(200, service.bulkOverwrite(application, guildId, await readJsonBody(ctx.request)));
    };
    const get = (ctx: CommandsContext, commandId: string) => {
      const { application, guildId } = scopeOf(ctx, 'read');
      return jsonResponse(200, service.require({ applicationId: application.id, guildId }, commandId));
    };
    const edit = async (ctx: CommandsContext, commandId: string) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      const body = await readJsonBody(ctx.request);
      return jsonResponse(200, service.edit(application, guildId, commandId, body));
    };
    const remove = (ctx: CommandsContext, commandId: string) => {
      const { application, guildId } = scopeOf(ctx, 'write');
      service.remove(application, guildId, commandId);
      return jsonResponse(204);
    };

    router
      .add(serve(Endpoints.listApplicationCommands, list))
      .add(serve(Endpoints.createApplicationCommand, create))
      .add(serve(Endpoints.bulkSetApplicationCommands, bulk))
      .add(serve(Endpoints.getApplicationCommand, (ctx) => get(ctx, ctx.params.commandId)))
      .add(serve(Endpoints.updateApplicationCommand, (ctx) => edit(ctx, ctx.params.commandId)))
      .add(serve(Endpoints.deleteApplicationCommand, (ctx) => remove(ctx, ctx.params.commandId)))
      .add(serve(Endpoints.listGuildApplicationCommands, list))
      .add(serve(Endpoints.createGuildApplicationCommand, create))
      .add(serve(Endpoints.bulkSetGuildApplicationCommands, bulk))
      .add(serve(Endpoints.getGuildApplicationCommand, (ctx) => get(ctx, ctx.params.commandId)))
      .add(serve(Endpoints.updateGuildApplicationCommand, (ctx) => edit(ctx, ctx.params.commandId)))
      .add(serve(Endpoints.deleteGuildApplicationCommand, (ctx) => remove(ctx, ctx.params.commandId)));
  },
};
