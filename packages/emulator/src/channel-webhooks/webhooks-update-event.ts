import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/**
 * Publishes WEBHOOKS_UPDATE for a channel whose webhooks changed (made, edited, moved, deleted): sent with
 * GUILD_WEBHOOKS to the bots that can view the channel. It names the channel alone; a bot lists the
 * webhooks to see what changed.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#webhooks-update | Webhooks Update event}
 */
export function publishWebhooksUpdate(context: EmulatorContext, guildId: string, channelId: string): void {
  context.events.publish(
    worldEvent('WEBHOOKS_UPDATE', { guildId, channelId }, { guild_id: guildId, channel_id: channelId }),
  );
}
