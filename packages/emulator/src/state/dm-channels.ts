/** The app and user a DM (or private channel) is between, and which of the two it is. */
export interface DmChannelOwner {
  applicationId: string;
  userId: string;
  context: 1 | 2;
}

/** A DM (or private channel) and whose it is: one entry of a {@link DmChannels} snapshot. */
export interface DmChannel extends DmChannelOwner {
  channelId: string;
}

/**
 * The DM (or private channel) ids between apps and users: one stable id per app, user and context, made on
 * first use from the emulator's id source.
 */
export class DmChannels {
  readonly #ids = new Map<string, string>();
  readonly #owners = new Map<string, DmChannelOwner>();
  readonly #nextId: () => string;

  /** @param nextId the emulator's snowflake source */
  constructor(nextId: () => string) {
    this.#nextId = nextId;
  }

  /** A store holding the channels of a snapshot (checked), in their order; new ids come from `nextId`. */
  static restore(channels: readonly DmChannel[], nextId: () => string): DmChannels {
    const store = new DmChannels(nextId);
    for (const { channelId, ...owner } of channels) {
      store.#ids.set(`${owner.applicationId}:${owner.userId}:${owner.context}`, channelId);
      store.#owners.set(channelId, { ...owner });
    }
    return store;
  }

  /** Every channel with its owners, as plain JSON, oldest first: the store's snapshot. */
  snapshot(): DmChannel[] {
    return [...this.#owners].map(([channelId, owner]) => ({ channelId, ...owner }));
  }

  /** The channel id between an app and a user in a context (1 BOT_DM, 2 PRIVATE_CHANNEL). */
  idOf(applicationId: string, userId: string, context: 1 | 2): string {
    const key = `${applicationId}:${userId}:${context}`;
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.#nextId();
      this.#ids.set(key, id);
      this.#owners.set(id, { applicationId, userId, context });
    }
    return id;
  }

  /** Whose conversation with which app a channel is, or undefined for a guild channel. */
  ownerOf(channelId: string): DmChannelOwner | undefined {
    return this.#owners.get(channelId);
  }
}
