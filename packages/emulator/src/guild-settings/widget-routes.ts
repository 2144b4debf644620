import { Endpoints } from '@slashkit/api';
import { validateGuildWidgetBody } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { editWidget, guildWidget, widgetSettings } from './guild-widget.js';

/**
 * A guild's widget: its settings for a bot with Manage Guild (`GET`/`PATCH /guilds/{id}/widget`) and the
 * widget itself for anyone (`GET /guilds/{id}/widget.json`, no credentials).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-widget | Get Guild Widget}
 */
export function registerWidgetRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.getGuildWidgetSettings, (ctx) =>
        jsonResponse(200, widgetSettings(botAction(ctx, ctx.params.guildId))),
      ),
    )
    .add(
      serve(Endpoints.updateGuildWidgetSettings, async (ctx) => {
        const action = botAction(ctx, ctx.params.guildId);
        const edit = validated(validateGuildWidgetBody(await readJsonBody(ctx.request)));
        return jsonResponse(200, editWidget(action, edit));
      }),
    )
    .add(
      serve(Endpoints.getGuildWidget, (ctx) =>
        jsonResponse(200, guildWidget(ctx.emulator, ctx.params.guildId)),
      ),
    );
}
