/**
 * The DM (or private channel) ids between apps and users: one stable id per app, user and context, made on
 * first use from the emulator's id source.
 */
export class DmChannels {
  readonly #ids = new Map<string, string>();
  readonly #nextId: () => string;

  /** @param nextId the emulator's snowflake source */
  constructor(nextId: () => string) {
    this.#nextId = nextId;
  }

  /** The channel id between an app and a user in a context (1 BOT_DM, 2 PRIVATE_CHANNEL). */
  idOf(applicationId: string, userId: string, context: 1 | 2): string {
    const key = `${applicationId}:${userId}:${context}`;
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.#nextId();
      this.#ids.set(key, id);
    }
    return id;
  }

  /** Forgets every channel (emulator reset). */
  clear(): void {
    this.#ids.clear();
  }
}
