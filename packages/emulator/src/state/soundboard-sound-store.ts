import type { Snowflake } from '@slashkit/api';

/** A guild's soundboard sound as the emulator keeps it (its file is in the file store under its id). */
export interface EmulatorSoundboardSound {
  id: Snowflake;
  guildId: Snowflake;
  name: string;
  /** 0-1. */
  volume: number;
  emojiId: Snowflake | null;
  emojiName: string | null;
  /** Who uploaded it. */
  creatorId: Snowflake;
}

/**
 * The guilds' soundboard sounds, by id, in the order they were made. A read hands out the stored sound:
 * an edit changes it in place.
 * @see {@link https://discord.com/developers/docs/resources/soundboard | Soundboard resource}
 */
export class SoundboardSoundStore {
  readonly #sounds = new Map<Snowflake, EmulatorSoundboardSound>();

  /** A store holding the sounds of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorSoundboardSound[]): SoundboardSoundStore {
    const store = new SoundboardSoundStore();
    for (const sound of snapshot) store.add({ ...sound });
    return store;
  }

  /** Stores a new sound. */
  add(sound: EmulatorSoundboardSound): EmulatorSoundboardSound {
    this.#sounds.set(sound.id, sound);
    return sound;
  }

  /** One sound by id. */
  get(id: Snowflake): EmulatorSoundboardSound | undefined {
    return this.#sounds.get(id);
  }

  /** Removes a sound; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#sounds.delete(id);
  }

  /** A guild's sounds, oldest first. */
  ofGuild(guildId: Snowflake): EmulatorSoundboardSound[] {
    return [...this.#sounds.values()].filter((s) => s.guildId === guildId);
  }

  /** Every sound as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorSoundboardSound[] {
    return [...this.#sounds.values()].map((s) => ({ ...s }));
  }
}
