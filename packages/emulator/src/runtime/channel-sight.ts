/**
 * Which channels each app's bot could view in each guild, as the gateway last knew it: what lets the
 * emulator tell a bot of the threads of a channel it has just gained access to (THREAD_LIST_SYNC). Derived
 * from the state and rebuilt from it after a reset or a loaded snapshot, so it never goes into one.
 */
export class ChannelSight {
  readonly #seen = new Map<string, ReadonlySet<string>>();

  /**
   * Records what `applicationId`'s bot views in `guildId` now, answering the ids it views now and did not
   * before (none the first time: nothing was known before).
   */
  update(applicationId: string, guildId: string, viewed: ReadonlySet<string>): string[] {
    const key = `${applicationId}/${guildId}`;
    const before = this.#seen.get(key);
    this.#seen.set(key, viewed);
    return before ? [...viewed].filter((id) => !before.has(id)) : [];
  }

  /** Forgets everything (before the sight of a new state is taken). */
  clear(): void {
    this.#seen.clear();
  }
}
