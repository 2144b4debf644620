import { Endpoints } from '@slashkit/api';
import { botAction } from '../guild-admin/bot-action.js';
import { jsonResponse } from '../http/json-response.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { deleteIntegration, guildIntegrations } from './guild-integrations.js';

/**
 * A guild's integrations for a bot with Manage Guild: the apps installed there (`GET …/integrations`) and
 * removing one (`DELETE …/integrations/{id}`), its bot with it.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-integrations | Get Guild Integrations}
 */
export function registerIntegrationRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.listGuildIntegrations, (ctx) =>
        jsonResponse(200, guildIntegrations(botAction(ctx, ctx.params.guildId))),
      ),
    )
    .add(
      serve(Endpoints.deleteGuildIntegration, (ctx) => {
        deleteIntegration(botAction(ctx, ctx.params.guildId), ctx.params.integrationId);
        return jsonResponse(204);
      }),
    );
}
