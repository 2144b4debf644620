import type { APIAuditLogEntry, AuditLogEvent, Snowflake } from '@slashkit/api';

/** One kept entry of a guild's audit log, as a snapshot holds it. */
export interface AuditLogRecord {
  guildId: Snowflake;
  entry: APIAuditLogEntry;
}

/** The {@link AuditLogStore} as plain JSON: every kept entry, oldest first. */
export type AuditLogStoreSnapshot = AuditLogRecord[];

/** What `GET /guilds/{id}/audit-logs` filters by; `limit` is checked by the route. */
export interface AuditLogFilter {
  userId?: Snowflake;
  actionType?: AuditLogEvent;
  targetId?: Snowflake;
  before?: Snowflake;
  after?: Snowflake;
  limit: number;
}

/** How many entries a guild's log keeps (oldest dropped first): the service keeps 45 days of them. */
export const auditLogCapacityPerGuild = 2000;

/**
 * The audit log of every guild: the administrative actions done there (roles, members, bans, channels,
 * invites…), each with who did it, to what, what changed and the reason given. Entries are appended in
 * id order (ids come from the emulator clock); `recordAuditLogEntry` adds them and tells the gateway.
 */
export class AuditLogStore {
  readonly #guilds = new Map<Snowflake, APIAuditLogEntry[]>();

  /** A store holding the entries of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: AuditLogStoreSnapshot): AuditLogStore {
    const store = new AuditLogStore();
    for (const record of structuredClone(snapshot)) store.add(record.guildId, record.entry);
    return store;
  }

  /** Every kept entry as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): AuditLogStoreSnapshot {
    const records: AuditLogStoreSnapshot = [];
    for (const [guildId, entries] of this.#guilds)
      for (const entry of entries) records.push({ guildId, entry: structuredClone(entry) });
    return records.sort((a, b) => compareIds(a.entry.id, b.entry.id));
  }

  /** Appends an entry to a guild's log. */
  add(guildId: Snowflake, entry: APIAuditLogEntry): void {
    const entries = this.#guilds.get(guildId) ?? [];
    this.#guilds.set(guildId, entries);
    entries.push(entry);
    if (entries.length > auditLogCapacityPerGuild) entries.shift();
  }

  /**
   * A guild's entries as the service lists them: those matching the filter, newest first (`before`, or
   * neither), or, with `after`, the oldest ones after it, oldest first; at most `limit`.
   */
  list(guildId: Snowflake, filter: AuditLogFilter): APIAuditLogEntry[] {
    const before = filter.before === undefined ? null : BigInt(filter.before);
    const after = filter.after === undefined ? null : BigInt(filter.after);
    const matching = (this.#guilds.get(guildId) ?? []).filter(
      (entry) =>
        (filter.userId === undefined || entry.user_id === filter.userId) &&
        (filter.actionType === undefined || entry.action_type === filter.actionType) &&
        (filter.targetId === undefined || entry.target_id === filter.targetId) &&
        (before === null || BigInt(entry.id) < before) &&
        (after === null || BigInt(entry.id) > after),
    );
    const ordered = after === null ? matching.reverse() : matching;
    return structuredClone(ordered.slice(0, filter.limit));
  }
}

function compareIds(a: Snowflake, b: Snowflake): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
