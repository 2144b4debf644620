import { Endpoints, FieldErrorCodes } from '@slashkit/api';
import { validateWebhookBody } from '@slashkit/api/validation';
import { botGuild } from '../access/bot-guild.js';
import { toApiWebhook } from '../channel-webhooks/to-api-webhook.js';
import { tokenWebhook } from '../channel-webhooks/token-webhook.js';
import { auditLogReason } from '../http/audit-log-reason.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { invalidForm } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorApplication, EmulatorChannel } from '../world/world.js';
import { botGuildChannel, botWebhook, requireManageWebhooks, showsToken } from './webhook-access.js';
import { createWebhook, deleteWebhook, updateWebhook, type WebhookActor } from './webhook-changes.js';

/**
 * Channel webhooks, as a bot manages them: `POST` and `GET /channels/{id}/webhooks`, `GET
 * /guilds/{id}/webhooks`, `GET`, `PATCH` and `DELETE /webhooks/{id}` (each with Manage Webhooks; an app
 * reads its own webhooks without it), and `PATCH`/`DELETE /webhooks/{id}/{token}` for whoever holds the
 * token. Posting with a webhook and its messages are the token routes the interactions share (one route
 * serves a channel webhook and an interaction's token alike). Every change publishes WEBHOOKS_UPDATE.
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export const webhooksFeature: EmulatorFeature = {
  name: 'webhooks',
  setup(router) {
    router
      .add(
        serve(Endpoints.createWebhook, async (ctx) => {
          const application = requireBot(ctx);
          const place = botGuildChannel(ctx.emulator, application, ctx.params.channelId);
          requireManageWebhooks(place.permissions, `in #${place.channel.name}`);
          const checked = validateWebhookBody(await readJsonBody(ctx.request), 'create');
          if (!checked.success) throw invalidForm(checked.errors);
          const webhook = createWebhook(
            ctx.emulator,
            place.guild,
            place.channel,
            { userId: application.bot.id, applicationId: application.id },
            { ...checked.data, name: checked.data.name ?? '' },
            auditLogReason(ctx.request),
          );
          return jsonResponse(200, toApiWebhook(ctx.emulator, webhook, { withUser: true, withToken: true }));
        }),
      )
      .add(
        serve(Endpoints.listChannelWebhooks, (ctx) => {
          const application = requireBot(ctx);
          const place = botGuildChannel(ctx.emulator, application, ctx.params.channelId);
          requireManageWebhooks(place.permissions, `in #${place.channel.name}`);
          const list = ctx.emulator.state.webhooks.list({ channelId: place.channel.id });
          return jsonResponse(
            200,
            list.map((w) =>
              toApiWebhook(ctx.emulator, w, { withUser: true, withToken: showsToken(w, application) }),
            ),
          );
        }),
      )
      .add(
        serve(Endpoints.getGuildWebhooks, (ctx) => {
          const application = requireBot(ctx);
          const { guild, member } = botGuild(ctx.emulator, application, ctx.params.guildId);
          requireManageWebhooks(memberGuildPermissions(guild, member), `in ${guild.name}`);
          const list = ctx.emulator.state.webhooks.list({ guildId: guild.id });
          return jsonResponse(
            200,
            list.map((w) =>
              toApiWebhook(ctx.emulator, w, { withUser: true, withToken: showsToken(w, application) }),
            ),
          );
        }),
      )
      .add(
        serve(Endpoints.getWebhook, (ctx) => {
          const application = requireBot(ctx);
          const { webhook } = botWebhook(ctx.emulator, application, ctx.params.webhookId, true);
          return jsonResponse(
            200,
            toApiWebhook(ctx.emulator, webhook, {
              withUser: true,
              withToken: showsToken(webhook, application),
            }),
          );
        }),
      )
      .add(
        serve(Endpoints.updateWebhook, async (ctx) => {
          const application = requireBot(ctx);
          const { webhook } = botWebhook(ctx.emulator, application, ctx.params.webhookId, false);
          const checked = validateWebhookBody(await readJsonBody(ctx.request), 'edit');
          if (!checked.success) throw invalidForm(checked.errors);
          const to =
            checked.data.channelId === undefined
              ? undefined
              : movedTo(ctx.emulator, application, webhook.guildId, checked.data.channelId);
          updateWebhook(ctx.emulator, webhook, checked.data, byBot(ctx.request, application.bot.id), to);
          return jsonResponse(
            200,
            toApiWebhook(ctx.emulator, webhook, {
              withUser: true,
              withToken: showsToken(webhook, application),
            }),
          );
        }),
      )
      .add(
        serve(Endpoints.deleteWebhook, (ctx) => {
          const application = requireBot(ctx);
          const { webhook } = botWebhook(ctx.emulator, application, ctx.params.webhookId, false);
          deleteWebhook(ctx.emulator, webhook, byBot(ctx.request, application.bot.id));
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.updateWebhookByToken, async (ctx) => {
          const webhook = tokenWebhook(ctx.emulator, ctx.params.webhookId, ctx.params.webhookToken);
          const checked = validateWebhookBody(await readJsonBody(ctx.request), 'token-edit');
          if (!checked.success) throw invalidForm(checked.errors);
          updateWebhook(ctx.emulator, webhook, checked.data, byToken);
          return jsonResponse(200, toApiWebhook(ctx.emulator, webhook, { withUser: false, withToken: true }));
        }),
      )
      .add(
        serve(Endpoints.deleteWebhookByToken, (ctx) => {
          const webhook = tokenWebhook(ctx.emulator, ctx.params.webhookId, ctx.params.webhookToken);
          deleteWebhook(ctx.emulator, webhook, byToken);
          return jsonResponse(204);
        }),
      );
  },
};

/** A change with a webhook's token: no user acts, and the token routes take no reason. */
const byToken: WebhookActor = Object.freeze({ userId: null, reason: null });

/** A change by an app's bot, with the reason its request gives. */
function byBot(request: Request, botId: string): WebhookActor {
  return { userId: botId, reason: auditLogReason(request) };
}

/** The channel a webhook moves to: one of its guild's that the bot manages webhooks in (400/50035 otherwise). */
function movedTo(
  context: EmulatorContext,
  application: EmulatorApplication,
  guildId: string,
  channelId: string,
): EmulatorChannel {
  const guild = context.findGuild(guildId);
  if (!guild?.channels.some((c) => c.id === channelId))
    throw invalidForm([
      {
        path: ['channel_id'],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown channel ${channelId}: move a webhook within its guild`,
      },
    ]);
  const place = botGuildChannel(context, application, channelId);
  requireManageWebhooks(place.permissions, `in #${place.channel.name}`);
  return place.channel;
}
