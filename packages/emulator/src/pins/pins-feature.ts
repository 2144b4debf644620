import {
  type APIMessage,
  type Endpoint,
  Endpoints,
  PermissionFlags,
  PinLimits,
  type RESTGetAPIChannelMessagesPinsResult,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { type BotChannel, botChannel } from '../access/bot-channel.js';
import { auditLogReason } from '../http/audit-log-reason.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import { type EndpointContext, serve } from '../http/serve.js';
import { botReadMessage } from '../messages/bot-read-message.js';
import { channelPins } from '../messages/channel-pins-update.js';
import { readableMessage } from '../messages/readable-messages.js';
import { botUser } from '../world/to-api-user.js';
import { pinMessage, unpinMessage } from './pin-changes.js';

type PinWrite =
  | typeof Endpoints.createPin
  | typeof Endpoints.deletePin
  | typeof Endpoints.deprecatedCreatePin
  | typeof Endpoints.deprecatedDeletePin;

/** The channel of a pin route as the calling bot sees it (10003, 50001). */
function channelOf(
  ctx: EndpointContext<typeof Endpoints.listPins | typeof Endpoints.deprecatedListPins>,
): BotChannel {
  return botChannel(ctx.emulator, requireBot(ctx), ctx.params.channelId);
}

/**
 * Pinning and unpinning take Pin Messages in a guild (Manage Messages still grants it, as on the service
 * since the two were split); in a DM the bot may pin. Read Message History too, to reach the message.
 */
function requirePinPermission(target: BotChannel): void {
  if (target.kind === 'dm') return;
  const held = target.permissions;
  if (
    (held & PermissionFlags.ReadMessageHistory) === 0n ||
    (held & (PermissionFlags.PinMessages | PermissionFlags.ManageMessages)) === 0n
  )
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      'Missing Permissions: the bot needs Pin Messages (or Manage Messages) and Read Message History in this channel to pin or unpin',
    );
}

/** The handler of a pin or unpin route (both families). */
function pinWrite(pin: boolean) {
  return (ctx: EndpointContext<PinWrite>): Response => {
    const application = requireBot(ctx);
    const target = botChannel(ctx.emulator, application, ctx.params.channelId);
    requirePinPermission(target);
    const message = readableMessage(ctx.emulator, target, ctx.params.messageId);
    const actor = { user: botUser(application), reason: auditLogReason(ctx.request) };
    if (pin) pinMessage(ctx.emulator, message, actor);
    else unpinMessage(ctx.emulator, message, actor);
    return jsonResponse(204);
  };
}

/**
 * The pinned messages of a channel, as the service keeps them: `GET /channels/{id}/messages/pins` (newest
 * pin first; `before` an ISO 8601 time, `limit` 1-50, with `has_more`) and `PUT`/`DELETE
 * /channels/{id}/messages/pins/{message_id}`, and the older `GET /channels/{id}/pins` (an array of the 50
 * newest) with its `PUT`/`DELETE /channels/{id}/pins/{message_id}`. Pinning takes Pin Messages (or Manage
 * Messages) and Read Message History; a channel holds at most {@link PinLimits.perChannel} pins (30003); a
 * system message is never pinned (50021). A pin leaves a notice (type 6) in the channel; every change is
 * a CHANNEL_PINS_UPDATE (GUILDS or DIRECT_MESSAGES intent) and, in a guild, an audit entry (MESSAGE_PIN,
 * MESSAGE_UNPIN, with `X-Audit-Log-Reason`). Without Read Message History the lists are empty.
 * @see {@link https://discord.com/developers/docs/resources/message#get-channel-pins | Get Channel Pins}
 */
export const pinsFeature: EmulatorFeature = {
  name: 'pins',
  setup(router) {
    router
      .add(
        serve(Endpoints.listPins, (ctx) => {
          const target = channelOf(ctx);
          const query = new QueryValues(ctx.url);
          const before = query.time('before');
          const limit = query.integer('limit', PinLimits.pageDefault, 1, PinLimits.pageMax);
          throwIfInvalid(query.errors);
          const result: RESTGetAPIChannelMessagesPinsResult = { items: [], has_more: false };
          if ((target.permissions & PermissionFlags.ReadMessageHistory) === 0n)
            return jsonResponse(200, result);
          const pins = channelPins(ctx.emulator, ctx.params.channelId).filter(
            (pin) => before === undefined || Date.parse(pin.pinnedAt) < before,
          );
          result.items = pins.slice(0, limit).map((pin) => ({
            pinned_at: pin.pinnedAt,
            message: readAs(ctx, target, pin.messageId),
          }));
          result.has_more = pins.length > limit;
          return jsonResponse(200, result);
        }),
      )
      .add(serve(Endpoints.createPin, pinWrite(true)))
      .add(serve(Endpoints.deletePin, pinWrite(false)))
      .add(
        serve(Endpoints.deprecatedListPins, (ctx) => {
          const target = channelOf(ctx);
          if ((target.permissions & PermissionFlags.ReadMessageHistory) === 0n) return jsonResponse(200, []);
          const pins = channelPins(ctx.emulator, ctx.params.channelId).slice(0, PinLimits.pageMax);
          return jsonResponse(
            200,
            pins.map((pin) => readAs(ctx, target, pin.messageId)),
          );
        }),
      )
      .add(serve(Endpoints.deprecatedCreatePin, pinWrite(true)))
      .add(serve(Endpoints.deprecatedDeletePin, pinWrite(false)));
  },
};

/** A pinned message as the calling bot reads it (its reactions' `me`, the reply it answers). */
function readAs(ctx: EndpointContext<Endpoint>, target: BotChannel, messageId: string): APIMessage {
  const message = ctx.emulator.state.messages.get(messageId)!;
  return botReadMessage(ctx.emulator, requireBot(ctx), target, message);
}
