import type { Snowflake } from '@slashkit/api';

/**
 * A user's place in a guild's voice or stage channel, as the emulator stores it (no audio). Server mute and
 * deafen are the member's (`EmulatorMember.mute`/`deaf`), not the voice state's.
 */
export interface EmulatorVoiceState {
  guildId: Snowflake;
  userId: Snowflake;
  channelId: Snowflake;
  /** The voice session's id, new on each join. */
  sessionId: string;
  selfMute: boolean;
  selfDeaf: boolean;
  selfVideo: boolean;
  selfStream: boolean;
  /** Whether the user may not speak: a stage channel's audience is, until made a speaker. */
  suppress: boolean;
  /** When the user asked to speak on a stage (ISO 8601), or null. */
  requestToSpeakTimestamp: string | null;
}
