import type { Snowflake } from '@slashkit/api';

/**
 * A custom emoji as the emulator stores it: a guild's (`guildId`) or an application's (`applicationId`),
 * one of the two. Its image is in the file store under its id (`storeMedia`).
 */
export interface EmulatorEmoji {
  id: Snowflake;
  name: string;
  /** The guild it belongs to, or null for an application's emoji. */
  guildId: Snowflake | null;
  /** The application it belongs to, or null for a guild's emoji. */
  applicationId: Snowflake | null;
  /** The roles that may use it (a guild's emoji); empty: everyone. */
  roles: Snowflake[];
  /** Whether its image moves (an animated GIF, APNG or WebP). */
  animated: boolean;
  /** Who uploaded it: a user or an app's bot user. */
  creatorId: Snowflake;
}

/**
 * The custom emojis of the world, by id, in the order they were made: each guild's and each application's.
 * @see {@link https://discord.com/developers/docs/resources/emoji | Emoji resource}
 */
export class EmojiStore {
  readonly #emojis = new Map<Snowflake, EmulatorEmoji>();

  /** A store holding the emojis of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorEmoji[]): EmojiStore {
    const store = new EmojiStore();
    for (const emoji of snapshot) store.add({ ...emoji, roles: [...emoji.roles] });
    return store;
  }

  /** Stores a new emoji. */
  add(emoji: EmulatorEmoji): EmulatorEmoji {
    this.#emojis.set(emoji.id, emoji);
    return emoji;
  }

  /** One emoji by id, whoever it belongs to. */
  get(id: Snowflake): EmulatorEmoji | undefined {
    return this.#emojis.get(id);
  }

  /** Removes an emoji; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#emojis.delete(id);
  }

  /** A guild's emojis, oldest first. */
  ofGuild(guildId: Snowflake): EmulatorEmoji[] {
    return [...this.#emojis.values()].filter((e) => e.guildId === guildId);
  }

  /** An application's emojis, oldest first. */
  ofApplication(applicationId: Snowflake): EmulatorEmoji[] {
    return [...this.#emojis.values()].filter((e) => e.applicationId === applicationId);
  }

  /** Every emoji as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorEmoji[] {
    return [...this.#emojis.values()].map((e) => ({ ...e, roles: [...e.roles] }));
  }
}
