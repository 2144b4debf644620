import type { APIAutoModerationRule, Snowflake } from '@slashkit/api';

/**
 * The guilds' AutoMod rules, by id, in the order they were made; each kept in its wire form (what the
 * service answers), so a read hands out a copy.
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation | Auto Moderation resource}
 */
export class AutoModerationRuleStore {
  readonly #rules = new Map<Snowflake, APIAutoModerationRule>();

  /** A store holding the rules of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(snapshot: readonly APIAutoModerationRule[]): AutoModerationRuleStore {
    const store = new AutoModerationRuleStore();
    for (const rule of snapshot) store.put(structuredClone(rule));
    return store;
  }

  /** Stores a new rule, or replaces one of the same id (an edit). */
  put(rule: APIAutoModerationRule): APIAutoModerationRule {
    this.#rules.set(rule.id, rule);
    return rule;
  }

  /** One rule by id. */
  get(id: Snowflake): APIAutoModerationRule | undefined {
    return this.#rules.get(id);
  }

  /** Removes a rule; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#rules.delete(id);
  }

  /** A guild's rules, oldest first. */
  ofGuild(guildId: Snowflake): APIAutoModerationRule[] {
    return [...this.#rules.values()].filter((r) => r.guild_id === guildId);
  }

  /** Every rule as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): APIAutoModerationRule[] {
    return [...this.#rules.values()].map((r) => structuredClone(r));
  }
}
