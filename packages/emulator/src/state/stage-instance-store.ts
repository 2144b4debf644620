import type { APIStageInstance, Snowflake } from '@slashkit/api';

/**
 * The guilds' live stages, in their wire form: at most one per stage channel, in the order they started. A
 * read hands out the stored instance: changes go through `put`.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance | Stage Instance}
 */
export class StageInstanceStore {
  readonly #byChannel = new Map<Snowflake, APIStageInstance>();

  /** A store holding the instances of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly APIStageInstance[]): StageInstanceStore {
    const store = new StageInstanceStore();
    for (const instance of snapshot) store.put({ ...instance });
    return store;
  }

  /** Stores a channel's instance, replacing the one it had (an edit). */
  put(instance: APIStageInstance): APIStageInstance {
    this.#byChannel.set(instance.channel_id, instance);
    return instance;
  }

  /** The live instance of a stage channel. */
  ofChannel(channelId: Snowflake): APIStageInstance | undefined {
    return this.#byChannel.get(channelId);
  }

  /** Removes a channel's instance (the stage closed); returns it. */
  delete(channelId: Snowflake): APIStageInstance | undefined {
    const instance = this.#byChannel.get(channelId);
    this.#byChannel.delete(channelId);
    return instance;
  }

  /** A guild's live instances, oldest first. */
  ofGuild(guildId: Snowflake): APIStageInstance[] {
    return [...this.#byChannel.values()].filter((i) => i.guild_id === guildId);
  }

  /** Every instance as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): APIStageInstance[] {
    return [...this.#byChannel.values()].map((i) => ({ ...i }));
  }
}
