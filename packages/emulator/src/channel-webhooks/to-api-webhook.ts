import { type APIWebhook, WebhookType } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import { botUser } from '../world/to-api-user.js';

/** How a webhook is shown: to a bot that may see its token and its maker, or to a holder of its token. */
export interface WebhookView {
  /** With `user` (who made it): the bot routes; never when read with its token. */
  withUser: boolean;
  /** With `token`: for the app that made it, and for a user's webhook; never another app's. */
  withToken: boolean;
}

/**
 * A channel webhook as the service sends it (INCOMING, type 1): its ids, name, avatar hash, owner app and,
 * as `view` says, its maker and its token.
 * @see {@link https://discord.com/developers/docs/resources/webhook#webhook-object | Webhook object}
 */
export function toApiWebhook(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  view: WebhookView,
): APIWebhook {
  const wire: APIWebhook = {
    id: webhook.id,
    type: WebhookType.Incoming,
    guild_id: webhook.guildId,
    channel_id: webhook.channelId,
    name: webhook.name,
    avatar: webhook.avatar,
    application_id: webhook.applicationId,
  };
  if (view.withUser) {
    const app = context.state.world.applications.find((a) => a.bot.id === webhook.creatorId);
    const user = app ? botUser(app) : apiUserOf(context.state.world, webhook.creatorId);
    if (user) wire.user = user;
  }
  if (view.withToken) wire.token = webhook.token;
  return wire;
}
