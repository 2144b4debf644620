import { type APISubscription, compareSnowflakes, type Snowflake } from '@slashkit/api';

/** A subscription with the app whose SKUs it pays for. */
export interface StoredSubscription {
  applicationId: Snowflake;
  subscription: APISubscription;
}

/** What a snapshot holds of the {@link SubscriptionStore}. */
export type SubscriptionStoreSnapshot = StoredSubscription[];

/**
 * Users' subscriptions to apps' SKUs, in order of id; the emulator clock renews and ends them
 * (`settleSubscriptions`).
 * @see {@link https://discord.com/developers/docs/resources/subscription | Subscription resource}
 */
export class SubscriptionStore {
  readonly #byId = new Map<Snowflake, StoredSubscription>();

  /** A store holding a snapshot's subscriptions (checked; nothing is shared with it). */
  static restore(snapshot: SubscriptionStoreSnapshot): SubscriptionStore {
    const store = new SubscriptionStore();
    for (const entry of structuredClone(snapshot)) store.#byId.set(entry.subscription.id, entry);
    return store;
  }

  /** One subscription by id. */
  get(id: Snowflake): StoredSubscription | undefined {
    return this.#byId.get(id);
  }

  /** Every subscription, in order of id. */
  all(): StoredSubscription[] {
    return [...this.#byId.values()].sort((a, b) => compareSnowflakes(a.subscription.id, b.subscription.id));
  }

  /** Records a new subscription. */
  add(entry: StoredSubscription): void {
    this.#byId.set(entry.subscription.id, entry);
  }

  /** Every subscription, in order of id: what a snapshot holds. */
  snapshot(): SubscriptionStoreSnapshot {
    return this.all();
  }
}
