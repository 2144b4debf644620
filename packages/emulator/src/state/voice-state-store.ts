import type { Snowflake } from '@slashkit/api';
import type { EmulatorVoiceState } from '../world/voice-state.js';

export type { EmulatorVoiceState } from '../world/voice-state.js';

/**
 * Who is in which voice channel of each guild: at most one voice state per user and guild, in the order
 * they joined.
 * @see {@link https://discord.com/developers/docs/resources/voice#voice-state-object | Voice State object}
 */
export class VoiceStateStore {
  readonly #states = new Map<string, EmulatorVoiceState>();

  /** A store holding the voice states of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorVoiceState[]): VoiceStateStore {
    const store = new VoiceStateStore();
    for (const state of snapshot) store.set({ ...state });
    return store;
  }

  /** Stores a user's voice state in a guild, replacing the one they had there. */
  set(state: EmulatorVoiceState): EmulatorVoiceState {
    this.#states.set(keyOf(state.guildId, state.userId), state);
    return state;
  }

  /** A user's voice state in a guild, if they are in one of its voice channels. */
  get(guildId: Snowflake, userId: Snowflake): EmulatorVoiceState | undefined {
    return this.#states.get(keyOf(guildId, userId));
  }

  /** Removes a user's voice state in a guild (they left); returns it. */
  delete(guildId: Snowflake, userId: Snowflake): EmulatorVoiceState | undefined {
    const key = keyOf(guildId, userId);
    const state = this.#states.get(key);
    this.#states.delete(key);
    return state;
  }

  /** The voice states of a guild, in the order their users joined. */
  ofGuild(guildId: Snowflake): EmulatorVoiceState[] {
    return [...this.#states.values()].filter((s) => s.guildId === guildId);
  }

  /** The voice states of one channel. */
  inChannel(channelId: Snowflake): EmulatorVoiceState[] {
    return [...this.#states.values()].filter((s) => s.channelId === channelId);
  }

  /** Every voice state as plain JSON (copies): the store's snapshot. */
  snapshot(): EmulatorVoiceState[] {
    return [...this.#states.values()].map((s) => ({ ...s }));
  }
}

// Snowflakes hold digits only, so the separator cannot occur in either part.
function keyOf(guildId: Snowflake, userId: Snowflake): string {
  return `${guildId}/${userId}`;
}
