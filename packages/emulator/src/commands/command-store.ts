import { type APIApplicationCommand, Limits, type Snowflake } from '@slashkit/api';

/** Where commands live: an application's global scope (`guildId: null`) or one guild. */
export interface CommandScope {
  applicationId: Snowflake;
  guildId: Snowflake | null;
}

/**
 * The emulator's command records, per application and scope, in creation order, plus the daily create
 * counters (a rolling 24 h window on the emulator clock). Records are stored as the service returns them
 * from single-command endpoints (dictionaries included); views are derived from them.
 */
export class CommandStore {
  readonly #scopes = new Map<string, APIApplicationCommand[]>();
  readonly #creates = new Map<string, number[]>();

  /** The commands of a scope, in creation order (copies are the caller's job). */
  list(scope: CommandScope): readonly APIApplicationCommand[] {
    return this.#scopes.get(key(scope)) ?? [];
  }

  /** One command of a scope by id. */
  get(scope: CommandScope, id: Snowflake): APIApplicationCommand | undefined {
    return this.list(scope).find((c) => c.id === id);
  }

  /** The command of a scope with this name and type (the upsert key). */
  findByName(scope: CommandScope, name: string, type: number): APIApplicationCommand | undefined {
    return this.list(scope).find((c) => c.name === name && c.type === type);
  }

  /** Inserts a command, or replaces the one with the same id in place. */
  put(scope: CommandScope, command: APIApplicationCommand): void {
    const list = this.#mutable(scope);
    const index = list.findIndex((c) => c.id === command.id);
    if (index === -1) list.push(command);
    else list[index] = command;
  }

  /** Removes a command; returns whether it existed. */
  delete(scope: CommandScope, id: Snowflake): boolean {
    const list = this.#mutable(scope);
    const index = list.findIndex((c) => c.id === id);
    if (index === -1) return false;
    list.splice(index, 1);
    return true;
  }

  /** Replaces a scope's whole list. */
  replaceAll(scope: CommandScope, commands: APIApplicationCommand[]): void {
    this.#scopes.set(key(scope), [...commands]);
  }

  /** How many creates the scope made in the 24 h before `now`. */
  createsInLastDay(scope: CommandScope, now: number): number {
    return this.#recentCreates(scope, now).length;
  }

  /** Counts `count` creates at `now` toward the daily limit. */
  recordCreates(scope: CommandScope, count: number, now: number): void {
    const recent = this.#recentCreates(scope, now);
    for (let i = 0; i < count; i++) recent.push(now);
    this.#creates.set(key(scope), recent);
  }

  /** Forgets every command and counter. */
  clear(): void {
    this.#scopes.clear();
    this.#creates.clear();
  }

  #recentCreates(scope: CommandScope, now: number): number[] {
    const recent = (this.#creates.get(key(scope)) ?? []).filter(
      (at) => at > now - Limits.dailyCommandCreatesWindowMs && at <= now,
    );
    this.#creates.set(key(scope), recent);
    return recent;
  }

  #mutable(scope: CommandScope): APIApplicationCommand[] {
    let list = this.#scopes.get(key(scope));
    if (!list) {
      list = [];
      this.#scopes.set(key(scope), list);
    }
    return list;
  }
}

function key(scope: CommandScope): string {
  return `${scope.applicationId}:${scope.guildId ?? 'global'}`;
}
