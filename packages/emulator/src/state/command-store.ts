import { type APIApplicationCommand, Limits, type Snowflake } from '@slashkit/api';

/** Where a list of commands lives: an application's global commands (`guildId: null`) or those of one guild. */
export interface CommandLocation {
  applicationId: Snowflake;
  guildId: Snowflake | null;
}

/** A {@link CommandStore} as plain JSON, for snapshots: the lists and the daily create times. */
export interface CommandStoreSnapshot {
  /** Each non-empty command list, in the order the lists were first written. */
  lists: (CommandLocation & { commands: APIApplicationCommand[] })[];
  /** The emulator times (epoch ms) of the creates counted toward each list's daily limit. */
  creates: (CommandLocation & { times: number[] })[];
}

/**
 * The emulator's command records, per application and location, in creation order, plus the daily create
 * counters (a rolling 24 h window on the emulator clock). Records are stored as the service returns them
 * from single-command endpoints (dictionaries included); views are derived from them.
 */
export class CommandStore {
  readonly #lists = new Map<string, APIApplicationCommand[]>();
  readonly #creates = new Map<string, number[]>();

  /** A store holding what a snapshot holds (the snapshot was checked; nothing is shared with it). */
  static restore(snapshot: CommandStoreSnapshot): CommandStore {
    const store = new CommandStore();
    for (const { commands, ...at } of snapshot.lists) store.#lists.set(key(at), structuredClone(commands));
    for (const { times, ...at } of snapshot.creates) store.#creates.set(key(at), [...times]);
    return store;
  }

  /** The commands of a location, in creation order (copies are the caller's job). */
  list(at: CommandLocation): readonly APIApplicationCommand[] {
    return this.#lists.get(key(at)) ?? [];
  }

  /** One command of a location by id. */
  get(at: CommandLocation, id: Snowflake): APIApplicationCommand | undefined {
    return this.list(at).find((c) => c.id === id);
  }

  /** The command of a location with this name and type (the upsert key). */
  findByName(at: CommandLocation, name: string, type: number): APIApplicationCommand | undefined {
    return this.list(at).find((c) => c.name === name && c.type === type);
  }

  /** Inserts a command, or replaces the one with the same id in place. */
  put(at: CommandLocation, command: APIApplicationCommand): void {
    const list = this.#mutable(at);
    const index = list.findIndex((c) => c.id === command.id);
    if (index === -1) list.push(command);
    else list[index] = command;
  }

  /** Removes a command; returns whether it existed. */
  delete(at: CommandLocation, id: Snowflake): boolean {
    const list = this.#mutable(at);
    const index = list.findIndex((c) => c.id === id);
    if (index === -1) return false;
    list.splice(index, 1);
    return true;
  }

  /** Replaces a location's whole list. */
  replaceAll(at: CommandLocation, commands: APIApplicationCommand[]): void {
    this.#lists.set(key(at), [...commands]);
  }

  /** How many creates the location made in the 24 h before `now`. */
  createsInLastDay(at: CommandLocation, now: number): number {
    return this.#recentCreates(at, now).length;
  }

  /** Counts `count` creates at `now` toward the daily limit. */
  recordCreates(at: CommandLocation, count: number, now: number): void {
    const recent = this.#recentCreates(at, now);
    for (let i = 0; i < count; i++) recent.push(now);
    this.#creates.set(key(at), recent);
  }

  /** The store as plain JSON (copies); empty lists and counters are left out. */
  snapshot(): CommandStoreSnapshot {
    const lists: CommandStoreSnapshot['lists'] = [];
    for (const [k, commands] of this.#lists)
      if (commands.length > 0) lists.push({ ...location(k), commands: structuredClone(commands) });
    const creates: CommandStoreSnapshot['creates'] = [];
    for (const [k, times] of this.#creates)
      if (times.length > 0) creates.push({ ...location(k), times: [...times] });
    return { lists, creates };
  }

  #recentCreates(at: CommandLocation, now: number): number[] {
    const recent = (this.#creates.get(key(at)) ?? []).filter(
      (time) => time > now - Limits.dailyCommandCreatesWindowMs && time <= now,
    );
    this.#creates.set(key(at), recent);
    return recent;
  }

  #mutable(at: CommandLocation): APIApplicationCommand[] {
    let list = this.#lists.get(key(at));
    if (!list) {
      list = [];
      this.#lists.set(key(at), list);
    }
    return list;
  }
}

function key(at: CommandLocation): string {
  return `${at.applicationId}:${at.guildId ?? 'global'}`;
}

function location(k: string): CommandLocation {
  const [applicationId = '', guildId = 'global'] = k.split(':');
  return { applicationId, guildId: guildId === 'global' ? null : guildId };
}
