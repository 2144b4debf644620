import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorVoiceState } from '../state/voice-state-store.js';
import { toApiVoiceState } from '../world/to-api-voice-state.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Tells the guild's bots (GUILD_VOICE_STATES intent) that someone joined, moved, left (`left`: the state
 * with `channel_id` null) or changed their voice state: VOICE_STATE_UPDATE with the member.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#voice-state-update | Voice State Update}
 */
export function publishVoiceStateUpdate(
  context: EmulatorContext,
  guild: EmulatorGuild,
  state: EmulatorVoiceState,
  left = false,
): void {
  const data = toApiVoiceState(context.state.world, guild, state, left ? null : state.channelId);
  context.events.publish(worldEvent('VOICE_STATE_UPDATE', { guildId: guild.id }, data));
}
