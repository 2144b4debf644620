import type { Snowflake } from '@slashkit/api';

/** One pinned message: which, and when it was pinned (ISO 8601). */
export interface StoredPin {
  messageId: Snowflake;
  pinnedAt: string;
}

/** What a snapshot holds of the {@link PinStore}: every pin, oldest first. */
export type PinStoreSnapshot = StoredPin[];

/**
 * Which messages are pinned, and since when. A message's pin goes with it (the message store forgets it
 * when the message is deleted); a message's channel says whose pins it is.
 * @see {@link https://discord.com/developers/docs/resources/message#pin-message | Pin Message}
 */
export class PinStore {
  // In the order pinned, oldest first (a pin again after an unpin is new).
  readonly #pins = new Map<Snowflake, string>();

  /** A store holding a snapshot's pins (checked; nothing is shared with it). */
  static restore(snapshot: PinStoreSnapshot): PinStore {
    const store = new PinStore();
    for (const pin of snapshot) store.#pins.set(pin.messageId, pin.pinnedAt);
    return store;
  }

  /** Whether the message is pinned. */
  has(messageId: Snowflake): boolean {
    return this.#pins.has(messageId);
  }

  /** Pins a message at `pinnedAt`; false when it already was (nothing changes). */
  add(messageId: Snowflake, pinnedAt: string): boolean {
    if (this.#pins.has(messageId)) return false;
    this.#pins.set(messageId, pinnedAt);
    return true;
  }

  /** Unpins a message; false when it was not pinned. */
  remove(messageId: Snowflake): boolean {
    return this.#pins.delete(messageId);
  }

  /** Forgets a deleted message's pin. */
  forget(messageId: Snowflake): boolean {
    return this.remove(messageId);
  }

  /** Every pin of the messages `inChannel` accepts, newest pin first. */
  list(inChannel: (messageId: Snowflake) => boolean): StoredPin[] {
    const found: StoredPin[] = [];
    for (const [messageId, pinnedAt] of this.#pins)
      if (inChannel(messageId)) found.push({ messageId, pinnedAt });
    return found.reverse();
  }

  /** Every pin, oldest first, as plain JSON: the store's snapshot. */
  snapshot(): PinStoreSnapshot {
    return [...this.#pins].map(([messageId, pinnedAt]) => ({ messageId, pinnedAt }));
  }
}
