import type { GatewayChannelPinsUpdateData, Snowflake } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { StoredPin } from '../state/pin-store.js';

/** The pins of a channel, newest first (a pin whose message is gone, or elsewhere, is not one of them). */
export function channelPins(emulator: EmulatorContext, channelId: Snowflake): StoredPin[] {
  const { messages, pins } = emulator.state;
  return pins.list((id) => messages.get(id)?.channel_id === channelId);
}

/**
 * Tells bots that a channel's pins changed (CHANNEL_PINS_UPDATE, GUILDS or DIRECT_MESSAGES intent), with
 * the time of the newest pin left: after a pin, an unpin, or the deletion of a pinned message.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#channel-pins-update | Channel Pins Update}
 */
export function publishChannelPinsUpdate(
  emulator: EmulatorContext,
  channelId: Snowflake,
  guildId: Snowflake | null,
): void {
  const data: GatewayChannelPinsUpdateData = {
    ...(guildId !== null ? { guild_id: guildId } : {}),
    channel_id: channelId,
    last_pin_timestamp: channelPins(emulator, channelId)[0]?.pinnedAt ?? null,
  };
  emulator.events.publish(worldEvent('CHANNEL_PINS_UPDATE', { guildId, channelId }, data));
}
