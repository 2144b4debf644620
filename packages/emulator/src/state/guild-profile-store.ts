import type { Snowflake } from '@slashkit/api';
import { defaultGuildProfile, type GuildProfile } from '../world/guild-profile.js';

/** One guild's settings as a snapshot holds them. */
export type GuildProfileRecord = { guildId: Snowflake } & GuildProfile;

/** The {@link GuildProfileStore} as plain JSON: the guilds whose settings were changed, by guild id. */
export type GuildProfileStoreSnapshot = GuildProfileRecord[];

/**
 * The settings of every guild beyond what the world file holds (its description, images, levels, system
 * and AFK channels, features, widget): a guild nobody changed has a new guild's settings.
 */
export class GuildProfileStore {
  readonly #profiles = new Map<Snowflake, GuildProfile>();

  /** A store holding the settings of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: GuildProfileStoreSnapshot): GuildProfileStore {
    const store = new GuildProfileStore();
    // A profile written before a setting existed has the new guild's value of it.
    for (const { guildId, ...profile } of snapshot)
      store.set(guildId, { ...defaultGuildProfile(), ...profile });
    return store;
  }

  /** Every changed guild's settings as plain JSON, by guild id: the store's snapshot. */
  snapshot(): GuildProfileStoreSnapshot {
    return [...this.#profiles]
      .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
      .map(([guildId, profile]) => ({ guildId, ...copy(profile) }));
  }

  /** The guild's settings now: a copy, to change and {@link set} back. */
  get(guildId: Snowflake): GuildProfile {
    const profile = this.#profiles.get(guildId);
    return profile ? copy(profile) : defaultGuildProfile();
  }

  /** Replaces the guild's settings (a copy is kept). */
  set(guildId: Snowflake, profile: GuildProfile): void {
    this.#profiles.set(guildId, copy(profile));
  }
}

function copy(profile: GuildProfile): GuildProfile {
  const incidents = profile.incidents_data;
  return { ...profile, features: [...profile.features], incidents_data: incidents ? { ...incidents } : null };
}
