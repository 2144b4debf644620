import { RESTJSONErrorCodes } from '@slashkit/api';
import { notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/** Where a channel webhook posts: its guild and channel. */
export interface WebhookPlace {
  guild: EmulatorGuild;
  channel: EmulatorChannel;
}

/** The guild and channel of a webhook; 404/10003 when its channel is gone. */
export function webhookPlace(context: EmulatorContext, webhook: EmulatorWebhook): WebhookPlace {
  const guild = context.findGuild(webhook.guildId);
  const channel = guild?.channels.find((c) => c.id === webhook.channelId);
  if (!guild || !channel)
    throw notFound(
      RESTJSONErrorCodes.UnknownChannel,
      `Unknown Channel: the channel of webhook ${webhook.id} is gone`,
    );
  return { guild, channel };
}
