import { Endpoints } from '@slashkit/api';
import { validateGuildWelcomeScreenBody } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { editWelcomeScreen, welcomeScreen } from './welcome-screen.js';

/**
 * A guild's welcome screen for a bot of an app installed there: read it (`GET …/welcome-screen`; Manage
 * Guild while it is off) and edit it (`PATCH …/welcome-screen`; Manage Guild).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-welcome-screen | Modify Guild Welcome Screen}
 */
export function registerWelcomeScreenRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.getGuildWelcomeScreen, (ctx) =>
        jsonResponse(200, welcomeScreen(botAction(ctx, ctx.params.guildId))),
      ),
    )
    .add(
      serve(Endpoints.updateGuildWelcomeScreen, async (ctx) => {
        const action = botAction(ctx, ctx.params.guildId);
        const edit = validated(validateGuildWelcomeScreenBody(await readJsonBody(ctx.request)));
        return jsonResponse(200, editWelcomeScreen(action, edit));
      }),
    );
}
