import { Endpoints } from '@slashkit/api';
import { validateGuildOnboardingBody } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { editOnboarding, guildOnboarding } from './guild-onboarding.js';

/**
 * A guild's onboarding for a bot of an app installed there: read it (`GET …/onboarding`) and set it
 * (`PUT …/onboarding`; Manage Guild and Manage Roles).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-onboarding | Modify Guild Onboarding}
 */
export function registerOnboardingRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.getGuildsOnboarding, (ctx) =>
        jsonResponse(200, guildOnboarding(botAction(ctx, ctx.params.guildId))),
      ),
    )
    .add(
      serve(Endpoints.putGuildsOnboarding, async (ctx) => {
        const action = botAction(ctx, ctx.params.guildId);
        const edit = validated(validateGuildOnboardingBody(await readJsonBody(ctx.request)));
        return jsonResponse(200, editOnboarding(action, edit));
      }),
    );
}
