import { Endpoints, FieldErrorCodes, RESTJSONErrorCodes } from '@slashkit/api';
import { eventWebhooksUrlProblem } from '../app-endpoints/check-event-webhooks-url.js';
import { checkInteractionsEndpoint } from '../app-endpoints/check-interactions-endpoint.js';
import { toPrivateApplication } from '../app-endpoints/to-private-application.js';
import { removeMember } from '../guild-admin/remove-member.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { HttpError, invalidForm, notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { replaceMedia } from '../media/store-media.js';
import { readApplicationEdit } from './read-application-edit.js';

/**
 * What a bot changes about its own app and itself: `PATCH /applications/@me` (see `readApplicationEdit`;
 * an interactions endpoint URL must answer a signed PING with PONG and refuse a forged one with 401, an
 * event webhooks URL must answer a signed PING (`type: 0`) with 204 and refuse a forged one with 401,
 * enabling Webhook Events takes a URL; nothing is saved when any check fails, 400/50035 at the field), and
 * `DELETE /users/@me/guilds/{guild.id}`: the bot leaves a guild (its role and commands go with it, as an
 * uninstall; GUILD_DELETE to its sessions, GUILD_MEMBER_REMOVE to the guild's other bots; 10004 for a guild
 * it is not in).
 * @see {@link https://discord.com/developers/docs/resources/application#edit-current-application | Edit Current Application}
 * @see {@link https://discord.com/developers/docs/resources/user#leave-guild | Leave Guild}
 */
export const appSettingsFeature: EmulatorFeature = {
  name: 'app-settings',
  setup(router) {
    router
      .add(
        serve(Endpoints.updateMyApplication, async (ctx) => {
          const application = requireBot(ctx);
          const edit = readApplicationEdit(await readJsonBody(ctx.request), application.flags);
          const endpoint = edit.interactions_endpoint_url;
          if (typeof endpoint === 'string')
            try {
              await checkInteractionsEndpoint(ctx.emulator, application, endpoint);
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              throw invalidForm([
                {
                  path: ['interactions_endpoint_url'],
                  code: 'APPLICATION_INTERACTIONS_ENDPOINT_URL_INVALID',
                  message: `The specified interactions endpoint url could not be verified: ${error.message.replace(/^interactionsEndpointUrl: /, '')}`,
                },
              ]);
            }
          const events = edit.event_webhooks_url;
          if (typeof events === 'string') {
            const problem = await eventWebhooksUrlProblem(ctx.emulator, application, events);
            if (problem)
              throw invalidForm([
                {
                  path: ['event_webhooks_url'],
                  code: 'APPLICATION_EVENT_WEBHOOKS_URL_INVALID',
                  message: `The specified event webhooks url could not be verified: ${problem}`,
                },
              ]);
          }
          const url = events !== undefined ? events : application.eventWebhooksUrl;
          if ((edit.event_webhooks_status ?? application.eventWebhooksStatus) === 2 && !url)
            throw invalidForm([
              {
                path: ['event_webhooks_status'],
                code: FieldErrorCodes.InvalidValue,
                message: 'Webhook Events can be enabled only with an event_webhooks_url',
              },
            ]);
          // Every check passed: now the edit is saved, all of it.
          if (edit.description !== undefined) application.description = edit.description;
          if (edit.tags !== undefined) application.tags = edit.tags;
          if (edit.install_params !== undefined) application.installParams = edit.install_params;
          if (edit.flags !== undefined) application.flags = edit.flags;
          if (endpoint !== undefined) application.interactionsEndpointUrl = endpoint;
          if (events !== undefined) application.eventWebhooksUrl = events;
          if (edit.role_connections_verification_url !== undefined)
            application.roleConnectionsVerificationUrl = edit.role_connections_verification_url;
          if (edit.event_webhooks_status !== undefined)
            application.eventWebhooksStatus = edit.event_webhooks_status;
          if (edit.event_webhooks_types !== undefined)
            application.eventWebhooksTypes = edit.event_webhooks_types;
          if (edit.icon !== undefined)
            application.icon = replaceMedia(ctx.emulator, application.icon, edit.icon);
          if (edit.cover_image !== undefined)
            application.coverImage = replaceMedia(ctx.emulator, application.coverImage, edit.cover_image);
          ctx.emulator.applicationChanged(application);
          return jsonResponse(200, toPrivateApplication(ctx.emulator, application));
        }),
      )
      .add(
        serve(Endpoints.leaveGuild, (ctx) => {
          const application = requireBot(ctx);
          const guild = ctx.emulator.findGuild(ctx.params.guildId);
          if (!guild || !application.guildIds.includes(guild.id))
            throw notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
          // The bot leaves as any member does: out of voice, and the guild's other bots hear GUILD_MEMBER_REMOVE.
          removeMember({ context: ctx.emulator, guild }, application.bot.id);
          return jsonResponse(204);
        }),
      );
  },
};
