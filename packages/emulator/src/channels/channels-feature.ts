import { AttachmentLimits, Endpoints, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { type BotChannel, botChannel } from '../access/bot-channel.js';
import { auditLogReason } from '../http/audit-log-reason.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { readMessageBody } from '../http/read-message-body.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import type { EndpointContext } from '../http/serve.js';
import { serve } from '../http/serve.js';
import { botReadMessage } from '../messages/bot-read-message.js';
import { botChannelId, isReadable, readableMessage } from '../messages/readable-messages.js';
import { toChannelMessage } from '../messages/to-channel-message.js';
import { type WireView, wireView } from '../messages/wire-view.js';
import { channelActivity } from '../state/channel-activity.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiChannel } from '../world/to-api-channel.js';
import { toApiDmChannel } from '../world/to-api-dm-channel.js';
import { bulkDeleteMessages } from './bulk-delete.js';
import { createChannelMessage, deleteChannelMessage, editChannelMessage } from './channel-messages.js';
import { crosspostMessage } from './crosspost.js';
import { messagePage, readMessagePageQuery } from './message-page.js';
import { registerUserMessageRoutes } from './user-message-routes.js';

// Channel messages take files of up to the service's default size (no interaction names another).
const uploadLimits = Object.freeze({ maxFileBytes: AttachmentLimits.defaultSizeLimit });

/**
 * The channel and message routes a bot also calls, judged on the bot's permissions in the world:
 * `GET /channels/{id}`, `GET /channels/{id}/messages` (`limit`, `before`, `after`, `around`; without Read
 * Message History the list is empty, as on the service), `POST /channels/{id}/messages`, and `GET`,
 * `PATCH`, `DELETE /channels/{id}/messages/{id}`, bulk delete (`bulkDeleteMessages`) and crosspost
 * (`crosspostMessage`). A bot whose application lacks the MESSAGE_CONTENT intent
 * (its flags) reads guild messages without their content (`botReadMessage`), as the gateway sends them.
 * What the bot posts, edits or deletes goes on the event bus like every message change, so the web client
 * shows it live; users edit and delete theirs through the admin API (`user-message-routes`). Each route is its row of `Endpoints` (per channel; deletes in their own bucket).
 * @see {@link https://discord.com/developers/docs/resources/message | Messages}
 */
export const channelsFeature: EmulatorFeature = {
  name: 'channels',
  setup(router) {
    router
      .add(
        serve(Endpoints.getChannel, (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          const activity = channelActivity(ctx.emulator.state.messages, ctx.params.channelId);
          if (target.kind === 'guild')
            return jsonResponse(200, toApiChannel(target.guild, target.channel, activity));
          const recipient = apiUserOf(ctx.emulator.state.world, target.recipient.id)!;
          return jsonResponse(200, toApiDmChannel(target.channelId, recipient, activity));
        }),
      )
      .add(
        serve(Endpoints.listMessages, (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          const query = readMessagePageQuery(ctx.url);
          if ((target.permissions & PermissionFlags.ReadMessageHistory) === 0n) return jsonResponse(200, []);
          const page = messagePage(
            ctx.emulator.state.messages.inChannel(botChannelId(target)),
            query,
            isReadable,
          );
          return jsonResponse(
            200,
            page.map((m) => botReadMessage(ctx.emulator, requireBot(ctx), target, m)),
          );
        }),
      )
      .add(
        serve(Endpoints.createMessage, async (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          const { body, files } = await readMessageBody(ctx.request, uploadLimits);
          const message = createChannelMessage(ctx.emulator, requireBot(ctx), target, body, {
            origin: ctx.url.origin,
            files,
          });
          return jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, botView(ctx)));
        }),
      )
      .add(
        serve(Endpoints.getMessage, (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          if ((target.permissions & PermissionFlags.ReadMessageHistory) === 0n)
            throw forbidden(
              RESTJSONErrorCodes.MissingAccess,
              'Missing Access: the bot lacks Read Message History in this channel, so it cannot read its messages',
            );
          const message = readableMessage(ctx.emulator, target, ctx.params.messageId);
          return jsonResponse(200, botReadMessage(ctx.emulator, requireBot(ctx), target, message));
        }),
      )
      .add(
        serve(Endpoints.updateMessage, async (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          const { body, files } = await readMessageBody(ctx.request, uploadLimits);
          const message = editChannelMessage(
            ctx.emulator,
            requireBot(ctx),
            target,
            ctx.params.messageId,
            body,
            { origin: ctx.url.origin, files },
          );
          return jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, botView(ctx)));
        }),
      )
      .add(
        serve(Endpoints.deleteMessage, (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          deleteChannelMessage(ctx.emulator, requireBot(ctx), target, ctx.params.messageId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.bulkDeleteMessages, async (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          const body = await readJsonBody(ctx.request);
          bulkDeleteMessages(ctx.emulator, requireBot(ctx), target, body, auditLogReason(ctx.request));
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.crosspostMessage, (ctx) => {
          const target = resolve(ctx, ctx.params.channelId);
          const message = crosspostMessage(ctx.emulator, requireBot(ctx), target, ctx.params.messageId);
          return jsonResponse(200, botReadMessage(ctx.emulator, requireBot(ctx), target, message));
        }),
      );
    registerUserMessageRoutes(router);
  },
};

/** Messages as the calling bot reads them (its reactions are `me`). */
function botView(ctx: RouteContext | EndpointContext<never>): WireView {
  return wireView(ctx.emulator.state, requireBot(ctx).bot.id);
}

/** The route's channel as the calling bot sees it (401 for a Bearer token). */
function resolve(ctx: RouteContext | EndpointContext<never>, channelId: string): BotChannel {
  return botChannel(ctx.emulator, requireBot(ctx), channelId);
}
