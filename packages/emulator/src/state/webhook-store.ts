import type { Snowflake } from '@slashkit/api';

/**
 * A channel webhook as the emulator stores it: an incoming webhook (type 1) of a guild channel, made by a
 * user or an app's bot. Its token is the secret that executes it: never logged, never shown.
 */
export interface EmulatorWebhook {
  id: Snowflake;
  /** 1 INCOMING (the only kind a channel gets from its members and apps). */
  type: 1;
  guildId: Snowflake;
  channelId: Snowflake;
  name: string;
  /** The avatar's hash: the id of its stored image (`state.attachments`), or null for the default avatar. */
  avatar: string | null;
  token: string;
  /** The app whose bot made it (it may send interactive components), or null for a user's webhook. */
  applicationId: Snowflake | null;
  /** The user (or app's bot user) who made it. */
  creatorId: Snowflake;
}

/**
 * The channel webhooks of the world, by id, in the order they were made. Tokens are compared as a whole:
 * a webhook's token opens that webhook alone.
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export class WebhookStore {
  readonly #webhooks = new Map<Snowflake, EmulatorWebhook>();

  /** A store holding the webhooks of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly EmulatorWebhook[]): WebhookStore {
    const store = new WebhookStore();
    for (const webhook of snapshot) store.add({ ...webhook });
    return store;
  }

  /** Stores a new webhook. */
  add(webhook: EmulatorWebhook): EmulatorWebhook {
    this.#webhooks.set(webhook.id, webhook);
    return webhook;
  }

  /** One webhook by id. */
  get(id: Snowflake): EmulatorWebhook | undefined {
    return this.#webhooks.get(id);
  }

  /** Removes a webhook; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#webhooks.delete(id);
  }

  /** The webhooks of a channel or of a guild, oldest first. */
  list(filter: { channelId?: Snowflake; guildId?: Snowflake }): EmulatorWebhook[] {
    return [...this.#webhooks.values()].filter(
      (w) =>
        (filter.channelId === undefined || w.channelId === filter.channelId) &&
        (filter.guildId === undefined || w.guildId === filter.guildId),
    );
  }

  /** Whether `token` is the token of a webhook: a secret no log line may show. */
  hasToken(token: string): boolean {
    for (const webhook of this.#webhooks.values()) if (webhook.token === token) return true;
    return false;
  }

  /** Every webhook as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorWebhook[] {
    return [...this.#webhooks.values()].map((w) => ({ ...w }));
  }
}
