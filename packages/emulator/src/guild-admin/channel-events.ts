import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { channelActivity } from '../state/channel-activity.js';
import { toApiChannel } from '../world/to-api-channel.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/**
 * Tells the guild's bots that may view the channel (GUILDS intent) that it was created, changed or
 * deleted: CHANNEL_CREATE, CHANNEL_UPDATE or CHANNEL_DELETE with the channel as it is. Publish a delete
 * while the channel is still in the world, so that who could view it is told.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#channel-create | Channel Create}
 */
export function publishChannel(
  context: EmulatorContext,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  kind: 'CREATE' | 'UPDATE' | 'DELETE',
): void {
  const data = toApiChannel(guild, channel, channelActivity(context.state.messages, channel.id));
  context.events.publish(worldEvent(`CHANNEL_${kind}`, { guildId: guild.id, channelId: channel.id }, data));
}
