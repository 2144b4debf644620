import type { Snowflake, StickerFormatType } from '@slashkit/api';

/** A guild's sticker as the emulator stores it; its file is in the file store under its id (`storeMedia`). */
export interface EmulatorSticker {
  id: Snowflake;
  guildId: Snowflake;
  name: string;
  description: string | null;
  tags: string;
  formatType: StickerFormatType;
  /** Who uploaded it: a user or an app's bot user. */
  creatorId: Snowflake;
}

/**
 * The guilds' stickers, by id, in the order they were made (the standard packs are the service's, not
 * state: `standardStickerPacks`).
 * @see {@link https://discord.com/developers/docs/resources/sticker | Sticker resource}
 */
export class StickerStore {
  readonly #stickers = new Map<Snowflake, EmulatorSticker>();

  /** A store holding the stickers of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorSticker[]): StickerStore {
    const store = new StickerStore();
    for (const sticker of snapshot) store.add({ ...sticker });
    return store;
  }

  /** Stores a new sticker. */
  add(sticker: EmulatorSticker): EmulatorSticker {
    this.#stickers.set(sticker.id, sticker);
    return sticker;
  }

  /** One sticker by id. */
  get(id: Snowflake): EmulatorSticker | undefined {
    return this.#stickers.get(id);
  }

  /** Removes a sticker; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#stickers.delete(id);
  }

  /** A guild's stickers, oldest first. */
  ofGuild(guildId: Snowflake): EmulatorSticker[] {
    return [...this.#stickers.values()].filter((s) => s.guildId === guildId);
  }

  /** Every sticker as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorSticker[] {
    return [...this.#stickers.values()].map((s) => ({ ...s }));
  }
}
