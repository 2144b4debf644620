import type {
  APIApplicationCommandPermission,
  APIGuildApplicationCommandPermissions,
  Snowflake,
} from '@slashkit/api';

/**
 * Command permission overwrites per application, guild and target (a command id, or the application id
 * for the app-wide defaults), in the order they were first set.
 */
export class PermissionStore {
  readonly #entries = new Map<string, APIGuildApplicationCommandPermissions>();

  /** A store holding the entries of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(entries: readonly APIGuildApplicationCommandPermissions[]): PermissionStore {
    const store = new PermissionStore();
    for (const entry of entries)
      store.#entries.set(key(entry.application_id, entry.guild_id, entry.id), structuredClone(entry));
    return store;
  }

  /** Every entry as plain JSON (copies), in the order they were first set: the store's snapshot. */
  snapshot(): APIGuildApplicationCommandPermissions[] {
    return structuredClone([...this.#entries.values()]);
  }

  /** The overwrites of one command (or the app-wide ones) in a guild. */
  get(
    applicationId: Snowflake,
    guildId: Snowflake,
    targetId: Snowflake,
  ): APIGuildApplicationCommandPermissions | undefined {
    return this.#entries.get(key(applicationId, guildId, targetId));
  }

  /** Every entry of an application in a guild. */
  list(applicationId: Snowflake, guildId: Snowflake): APIGuildApplicationCommandPermissions[] {
    return [...this.#entries.values()].filter(
      (e) => e.application_id === applicationId && e.guild_id === guildId,
    );
  }

  /** Overwrites an entry; an empty list removes it. Returns the object the service answers with. */
  set(
    applicationId: Snowflake,
    guildId: Snowflake,
    targetId: Snowflake,
    permissions: APIApplicationCommandPermission[],
  ): APIGuildApplicationCommandPermissions {
    const entry: APIGuildApplicationCommandPermissions = {
      id: targetId,
      application_id: applicationId,
      guild_id: guildId,
      permissions: permissions.map((p) => ({ id: p.id, type: p.type, permission: p.permission })),
    };
    if (permissions.length === 0) this.#entries.delete(key(applicationId, guildId, targetId));
    else this.#entries.set(key(applicationId, guildId, targetId), entry);
    return entry;
  }

  /** Deletes a command's overwrites in every guild (command deleted or renamed). */
  deleteForCommand(applicationId: Snowflake, commandId: Snowflake): void {
    for (const [k, entry] of this.#entries) {
      if (entry.application_id === applicationId && entry.id === commandId) this.#entries.delete(k);
    }
  }
}

function key(applicationId: string, guildId: string, targetId: string): string {
  return `${applicationId}:${guildId}:${targetId}`;
}
