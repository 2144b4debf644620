import {
  type APIApplicationRoleConnection,
  type APIApplicationRoleConnectionMetadata,
  compareSnowflakes,
  createRecord,
  type Snowflake,
} from '@slashkit/api';

/** One application's Linked Roles as a snapshot holds them: its metadata records and its users' connections. */
export interface RoleConnectionRecord {
  applicationId: Snowflake;
  /** The records the application declared, in its order. */
  metadata: APIApplicationRoleConnectionMetadata[];
  /** What the application stored for each user, by user id. */
  users: ({ userId: Snowflake } & APIApplicationRoleConnection)[];
}

/** The {@link RoleConnectionStore} as plain JSON: the applications with records or connections, by id. */
export type RoleConnectionStoreSnapshot = RoleConnectionRecord[];

/**
 * Linked Roles: the metadata records each application declares (at most 5) and the role connection it
 * stores for each user who connected their account. Everything goes in and out as a copy.
 */
export class RoleConnectionStore {
  readonly #metadata = new Map<Snowflake, APIApplicationRoleConnectionMetadata[]>();
  // application id → user id → connection
  readonly #connections = new Map<Snowflake, Map<Snowflake, APIApplicationRoleConnection>>();

  /** A store holding the records and connections of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: RoleConnectionStoreSnapshot): RoleConnectionStore {
    const store = new RoleConnectionStore();
    for (const record of snapshot) {
      if (record.metadata.length > 0) store.setMetadata(record.applicationId, record.metadata);
      for (const { userId, ...connection } of record.users)
        store.setConnection(record.applicationId, userId, connection);
    }
    return store;
  }

  /** Every application's records and connections as plain JSON, in order of application and user id. */
  snapshot(): RoleConnectionStoreSnapshot {
    const ids = [...new Set([...this.#metadata.keys(), ...this.#connections.keys()])].sort(compareSnowflakes);
    return ids.map((applicationId) => ({
      applicationId,
      metadata: this.metadata(applicationId),
      users: [...(this.#connections.get(applicationId)?.entries() ?? [])]
        .sort(([a], [b]) => compareSnowflakes(a, b))
        .map(([userId, connection]) => ({ userId, ...copyConnection(connection) })),
    }));
  }

  /** The application's records now (copies): none declared, an empty list. */
  metadata(applicationId: Snowflake): APIApplicationRoleConnectionMetadata[] {
    return (this.#metadata.get(applicationId) ?? []).map(copyRecord);
  }

  /** Replaces the application's records (copies are kept); an empty list removes them. */
  setMetadata(applicationId: Snowflake, records: readonly APIApplicationRoleConnectionMetadata[]): void {
    if (records.length === 0) this.#metadata.delete(applicationId);
    else this.#metadata.set(applicationId, records.map(copyRecord));
  }

  /** What the application stored for the user (a copy): nothing stored, nulls and no metadata. */
  connection(applicationId: Snowflake, userId: Snowflake): APIApplicationRoleConnection {
    const stored = this.#connections.get(applicationId)?.get(userId);
    return stored
      ? copyConnection(stored)
      : { platform_name: null, platform_username: null, metadata: createRecord<string>() };
  }

  /** Replaces what the application stored for the user (a copy is kept). */
  setConnection(applicationId: Snowflake, userId: Snowflake, connection: APIApplicationRoleConnection): void {
    const users = this.#connections.get(applicationId) ?? new Map<Snowflake, APIApplicationRoleConnection>();
    users.set(userId, copyConnection(connection));
    this.#connections.set(applicationId, users);
  }

  /** Forgets what the application stored for the user. */
  deleteConnection(applicationId: Snowflake, userId: Snowflake): void {
    const users = this.#connections.get(applicationId);
    users?.delete(userId);
    if (users?.size === 0) this.#connections.delete(applicationId);
  }
}

function copyRecord(record: APIApplicationRoleConnectionMetadata): APIApplicationRoleConnectionMetadata {
  const copy: APIApplicationRoleConnectionMetadata = { ...record };
  if (record.name_localizations) copy.name_localizations = { ...record.name_localizations };
  if (record.description_localizations)
    copy.description_localizations = { ...record.description_localizations };
  return copy;
}

// Metadata keys come from a request: a record without a prototype keeps `__proto__` an ordinary key.
function copyConnection(connection: APIApplicationRoleConnection): APIApplicationRoleConnection {
  return {
    platform_name: connection.platform_name,
    platform_username: connection.platform_username,
    metadata: createRecord(Object.entries(connection.metadata)),
  };
}
