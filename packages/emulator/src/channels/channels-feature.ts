import {
  type APIMessage,
  AttachmentLimits,
  PermissionFlags,
  PrivilegedIntentFlags,
  RESTJSONErrorCodes,
  RouteTemplates,
} from '@slashkit/api';
import { type BotChannel, botChannel } from '../access/bot-channel.js';
import { apiRoute } from '../http/api-route.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readMessageBody } from '../http/read-message-body.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { withoutContentFor } from '../messages/message-content-access.js';
import { readableMessage, readableMessages } from '../messages/readable-messages.js';
import { toChannelMessage } from '../messages/to-channel-message.js';
import { type WireView, wireView } from '../messages/wire-view.js';
import { channelActivity } from '../state/channel-activity.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiChannel } from '../world/to-api-channel.js';
import { toApiDmChannel } from '../world/to-api-dm-channel.js';
import { createChannelMessage, deleteChannelMessage, editChannelMessage } from './channel-messages.js';
import { messagePage, readMessagePageQuery } from './message-page.js';

// Channel messages take files of up to the service's default size (no interaction names another).
const uploadLimits = Object.freeze({ maxFileBytes: AttachmentLimits.defaultSizeLimit });

// Per channel, as the service limits `/channels/{id}/…`; deletes of messages get their own bucket (the
// default bucket is the method and template, so DELETE is apart from GET and PATCH).
const perChannel = { rateLimit: { major: 'channelId' } } as const;

/**
 * The channel and message routes a bot also calls, judged on the bot's permissions in the world:
 * `GET /channels/{id}`, `GET /channels/{id}/messages` (`limit`, `before`, `after`, `around`; without Read
 * Message History the list is empty, as on the service), `POST /channels/{id}/messages`, and `GET`,
 * `PATCH`, `DELETE /channels/{id}/messages/{id}`. A bot whose application lacks the MESSAGE_CONTENT intent
 * (its flags) reads guild messages without their content (`withoutContentFor`), as the gateway sends them. What the bot posts, edits or deletes goes on the event
 * bus like every message change, so the web client shows it live.
 * @see {@link https://discord.com/developers/docs/resources/message | Messages}
 */
export const channelsFeature: EmulatorFeature = {
  name: 'channels',
  setup(router) {
    router
      .add({
        ...perChannel,
        method: 'GET',
        path: apiRoute(RouteTemplates.channel),
        handler: (ctx) => {
          const target = resolve(ctx);
          const activity = channelActivity(ctx.emulator.state.messages, ctx.params.channelId ?? '');
          if (target.kind === 'guild')
            return jsonResponse(200, toApiChannel(target.guild, target.channel, activity));
          const recipient = apiUserOf(ctx.emulator.state.world, target.recipient.id)!;
          return jsonResponse(200, toApiDmChannel(target.channelId, recipient, activity));
        },
      })
      .add({
        ...perChannel,
        method: 'GET',
        path: apiRoute(RouteTemplates.channelMessages),
        handler: (ctx) => {
          const target = resolve(ctx);
          const query = readMessagePageQuery(ctx.url);
          if ((target.permissions & PermissionFlags.ReadMessageHistory) === 0n) return jsonResponse(200, []);
          const { messages } = ctx.emulator.state;
          const page = messagePage(readableMessages(ctx.emulator, target), query);
          return jsonResponse(
            200,
            page.map((m) => readAs(ctx, target, toChannelMessage(m, messages, botView(ctx)))),
          );
        },
      })
      .add({
        ...perChannel,
        method: 'POST',
        path: apiRoute(RouteTemplates.channelMessages),
        handler: async (ctx) => {
          const target = resolve(ctx);
          const { body, files } = await readMessageBody(ctx.request, uploadLimits);
          const message = createChannelMessage(ctx.emulator, requireBot(ctx), target, body, {
            origin: ctx.url.origin,
            files,
          });
          return jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, botView(ctx)));
        },
      })
      .add({
        ...perChannel,
        method: 'GET',
        path: apiRoute(RouteTemplates.channelMessage),
        handler: (ctx) => {
          const target = resolve(ctx);
          if ((target.permissions & PermissionFlags.ReadMessageHistory) === 0n)
            throw forbidden(
              RESTJSONErrorCodes.MissingAccess,
              'Missing Access: the bot lacks Read Message History in this channel, so it cannot read its messages',
            );
          const message = readableMessage(ctx.emulator, target, ctx.params.messageId ?? '');
          return jsonResponse(
            200,
            readAs(ctx, target, toChannelMessage(message, ctx.emulator.state.messages, botView(ctx))),
          );
        },
      })
      .add({
        ...perChannel,
        method: 'PATCH',
        path: apiRoute(RouteTemplates.channelMessage),
        handler: async (ctx) => {
          const target = resolve(ctx);
          const { body, files } = await readMessageBody(ctx.request, uploadLimits);
          const message = editChannelMessage(
            ctx.emulator,
            requireBot(ctx),
            target,
            ctx.params.messageId ?? '',
            body,
            { origin: ctx.url.origin, files },
          );
          return jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, botView(ctx)));
        },
      })
      .add({
        ...perChannel,
        method: 'DELETE',
        path: apiRoute(RouteTemplates.channelMessage),
        handler: (ctx) => {
          const target = resolve(ctx);
          deleteChannelMessage(ctx.emulator, requireBot(ctx), target, ctx.params.messageId ?? '');
          return jsonResponse(204);
        },
      });
  },
};

/** Messages as the calling bot reads them (its reactions are `me`). */
function botView(ctx: RouteContext): WireView {
  return wireView(ctx.emulator.state, requireBot(ctx).bot.id);
}

/** The route's channel as the calling bot sees it (401 for a Bearer token). */
function resolve(ctx: RouteContext): BotChannel {
  return botChannel(ctx.emulator, requireBot(ctx), ctx.params.channelId ?? '');
}

/**
 * A message as the calling bot reads it: in a guild channel without the MESSAGE_CONTENT intent in its
 * application's flags, without its content unless it is the bot's own or mentions it; whole in DMs.
 */
function readAs(ctx: RouteContext, target: BotChannel, message: APIMessage): APIMessage {
  const application = requireBot(ctx);
  if (target.kind === 'dm' || (application.flags & PrivilegedIntentFlags.MessageContent) !== 0)
    return message;
  return withoutContentFor(message, application.bot.id);
}
