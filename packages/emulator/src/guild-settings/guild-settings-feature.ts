import { Endpoints, PermissionFlags } from '@slashkit/api';
import { validateGuildEditBody, validateGuildIncidentActionsBody } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { editGuild } from './edit-guild.js';
import { guildPreview } from './guild-preview.js';
import { editIncidentActions } from './incident-actions.js';
import { registerIntegrationRoutes } from './integration-routes.js';
import { registerOnboardingRoutes } from './onboarding-routes.js';
import { registerPruneRoutes } from './prune-routes.js';
import { registerWelcomeScreenRoutes } from './welcome-screen-routes.js';
import { registerWidgetRoutes } from './widget-routes.js';

/**
 * A guild's own settings for a bot of an app installed there: the vanity URL (`GET …/vanity-url`, Manage
 * Guild; no guild of the emulator has the VANITY_URL feature, so its code is null and it was used 0
 * times) and `PATCH /guilds/{id}` (Manage Guild: name, description, images, levels, system, rules and AFK
 * channels, mutable features; GUILD_UPDATE and its audit log entry), and the guild's preview (`GET
 * …/preview`, of a guild the bot is in or a DISCOVERABLE one), and the prune count and prune (`…/prune`,
 * Manage Guild and Kick Members), the widget (its settings, and `widget.json` for anyone), the welcome
 * screen (Manage Guild), the onboarding (Manage Guild and Manage Roles), the integrations (Manage
 * Guild: the apps installed there) and the incident actions (Manage Guild: invites and DMs paused).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild | Modify Guild}
 */
export const guildSettingsFeature: EmulatorFeature = {
  name: 'guild-settings',
  setup(router) {
    router
      .add(
        serve(Endpoints.getGuildVanityUrl, (ctx) => {
          const { guild, actor } = botAction(ctx, ctx.params.guildId);
          requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild');
          return jsonResponse(200, { code: null, uses: 0 });
        }),
      )
      .add(
        serve(Endpoints.updateGuild, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const edit = validated(validateGuildEditBody(await readJsonBody(ctx.request)));
          return jsonResponse(200, editGuild(action, edit));
        }),
      )
      .add(
        serve(Endpoints.getGuildPreview, (ctx) =>
          jsonResponse(200, guildPreview(ctx.emulator, requireBot(ctx), ctx.params.guildId)),
        ),
      )
      .add(
        serve(Endpoints.updateGuildIncidentActions, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const now = ctx.emulator.clock.now();
          const data = validated(validateGuildIncidentActionsBody(await readJsonBody(ctx.request), { now }));
          return jsonResponse(200, editIncidentActions(action, data));
        }),
      );
    registerPruneRoutes(router);
    registerWidgetRoutes(router);
    registerWelcomeScreenRoutes(router);
    registerOnboardingRoutes(router);
    registerIntegrationRoutes(router);
  },
};
