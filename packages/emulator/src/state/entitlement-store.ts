import { type APIEntitlement, compareSnowflakes, type Snowflake } from '@slashkit/api';

/** What a snapshot holds of the {@link EntitlementStore}: every entitlement in its wire form, by id. */
export type EntitlementStoreSnapshot = APIEntitlement[];

/**
 * Who holds which SKU of which app: every entitlement in its wire form (deleted ones too, `deleted: true`,
 * as the service lists them on request), in order of id.
 * @see {@link https://discord.com/developers/docs/resources/entitlement#entitlement-object | Entitlement object}
 */
export class EntitlementStore {
  readonly #byId = new Map<Snowflake, APIEntitlement>();

  /** A store holding a snapshot's entitlements (checked; nothing is shared with it). */
  static restore(snapshot: EntitlementStoreSnapshot): EntitlementStore {
    const store = new EntitlementStore();
    for (const entitlement of structuredClone(snapshot)) store.#byId.set(entitlement.id, entitlement);
    return store;
  }

  /** One entitlement of an app, deleted or not. */
  get(applicationId: Snowflake, id: Snowflake): APIEntitlement | undefined {
    const entitlement = this.#byId.get(id);
    return entitlement?.application_id === applicationId ? entitlement : undefined;
  }

  /** An app's entitlements, in order of id. */
  of(applicationId: Snowflake): APIEntitlement[] {
    return [...this.#byId.values()]
      .filter((e) => e.application_id === applicationId)
      .sort((a, b) => compareSnowflakes(a.id, b.id));
  }

  /** Records a new entitlement (ids come from the emulator, so later ones sort after). */
  add(entitlement: APIEntitlement): void {
    this.#byId.set(entitlement.id, entitlement);
  }

  /** Every entitlement, in order of id: what a snapshot holds. */
  snapshot(): EntitlementStoreSnapshot {
    return [...this.#byId.values()].sort((a, b) => compareSnowflakes(a.id, b.id));
  }
}
