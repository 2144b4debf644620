import type { Snowflake } from '@slashkit/api';

/** One ban as a snapshot holds it: the guild, the banned user, the reason given. */
export interface BanRecord {
  guildId: Snowflake;
  userId: Snowflake;
  reason: string | null;
}

/** The {@link BanStore} as plain JSON: every ban, by guild then user id. */
export type BanStoreSnapshot = BanRecord[];

/** Which page of a guild's bans `GET /guilds/{id}/bans` asks for; `limit` is checked by the route. */
export interface BanPage {
  before?: Snowflake;
  after?: Snowflake;
  limit: number;
}

/**
 * The bans of every guild: who may not come back, and why. A banned user is no member (the ban removes
 * them) and cannot join again until unbanned.
 */
export class BanStore {
  readonly #guilds = new Map<Snowflake, Map<Snowflake, string | null>>();

  /** A store holding the bans of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: BanStoreSnapshot): BanStore {
    const store = new BanStore();
    for (const ban of snapshot) store.add(ban.guildId, ban.userId, ban.reason);
    return store;
  }

  /** Every ban as plain JSON, by guild then user id: the store's snapshot. */
  snapshot(): BanStoreSnapshot {
    const records: BanStoreSnapshot = [];
    for (const [guildId, bans] of this.#guilds)
      for (const [userId, reason] of bans) records.push({ guildId, userId, reason });
    return records.sort((a, b) => compareIds(a.guildId, b.guildId) || compareIds(a.userId, b.userId));
  }

  /** Bans `userId` from the guild (a second ban keeps the first one's reason); false when already banned. */
  add(guildId: Snowflake, userId: Snowflake, reason: string | null): boolean {
    const bans = this.#guilds.get(guildId) ?? new Map<Snowflake, string | null>();
    this.#guilds.set(guildId, bans);
    if (bans.has(userId)) return false;
    bans.set(userId, reason);
    return true;
  }

  /** Lifts a ban; false when there was none. */
  remove(guildId: Snowflake, userId: Snowflake): boolean {
    return this.#guilds.get(guildId)?.delete(userId) ?? false;
  }

  /** The ban of `userId`, or undefined when they are not banned. */
  get(guildId: Snowflake, userId: Snowflake): { reason: string | null } | undefined {
    const bans = this.#guilds.get(guildId);
    return bans?.has(userId) ? { reason: bans.get(userId) ?? null } : undefined;
  }

  /**
   * A page of a guild's bans by user id, as the service pages them: ascending after `after` (or from the
   * start), or the last `limit` before `before` (still ascending); at most `limit`.
   */
  list(guildId: Snowflake, page: BanPage): { userId: Snowflake; reason: string | null }[] {
    const all = [...(this.#guilds.get(guildId) ?? new Map<Snowflake, string | null>())]
      .map(([userId, reason]) => ({ userId, reason }))
      .sort((a, b) => compareIds(a.userId, b.userId));
    if (page.before !== undefined) {
      const before = BigInt(page.before);
      const earlier = all.filter((ban) => BigInt(ban.userId) < before);
      return earlier.slice(Math.max(0, earlier.length - page.limit));
    }
    const after = page.after === undefined ? null : BigInt(page.after);
    return all.filter((ban) => after === null || BigInt(ban.userId) > after).slice(0, page.limit);
  }
}

function compareIds(a: Snowflake, b: Snowflake): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
