import type { APIGuildOnboarding, APIGuildWelcomeScreen, Snowflake } from '@slashkit/api';

/** A guild's onboarding as the store keeps it: the answer's form, without the guild's id. */
export type StoredOnboarding = Omit<APIGuildOnboarding, 'guild_id'>;

/** What one guild shows its new members, as a snapshot holds it (a part never set is absent). */
export interface GuildScreenRecord {
  guildId: Snowflake;
  /** The welcome screen as its managers left it (whether it is on is the guild's WELCOME_SCREEN_ENABLED feature). */
  welcomeScreen?: APIGuildWelcomeScreen;
  /** The onboarding as its managers left it. */
  onboarding?: StoredOnboarding;
}

/** The {@link GuildScreenStore} as plain JSON: the guilds whose screens were set, by guild id. */
export type GuildScreenStoreSnapshot = GuildScreenRecord[];

/**
 * What each guild shows the members who join it: its welcome screen and its onboarding. A guild nobody
 * set them for has the service's empty ones.
 */
export class GuildScreenStore {
  readonly #welcome = new Map<Snowflake, APIGuildWelcomeScreen>();
  readonly #onboarding = new Map<Snowflake, StoredOnboarding>();

  /** A store holding the screens of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: GuildScreenStoreSnapshot): GuildScreenStore {
    const store = new GuildScreenStore();
    for (const record of snapshot) {
      if (record.welcomeScreen) store.setWelcomeScreen(record.guildId, record.welcomeScreen);
      if (record.onboarding) store.setOnboarding(record.guildId, record.onboarding);
    }
    return store;
  }

  /** Every guild's screens as plain JSON, by guild id: the store's snapshot. */
  snapshot(): GuildScreenStoreSnapshot {
    const ids = new Set([...this.#welcome.keys(), ...this.#onboarding.keys()]);
    return [...ids]
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
      .map((guildId) => {
        const record: GuildScreenRecord = { guildId };
        const welcome = this.#welcome.get(guildId);
        const onboarding = this.#onboarding.get(guildId);
        if (welcome) record.welcomeScreen = copyScreen(welcome);
        if (onboarding) record.onboarding = copyOnboarding(onboarding);
        return record;
      });
  }

  /** The guild's welcome screen now (a copy): none set, no description and no channels. */
  welcomeScreen(guildId: Snowflake): APIGuildWelcomeScreen {
    const screen = this.#welcome.get(guildId);
    return screen ? copyScreen(screen) : { description: null, welcome_channels: [] };
  }

  /** Replaces the guild's welcome screen (a copy is kept). */
  setWelcomeScreen(guildId: Snowflake, screen: APIGuildWelcomeScreen): void {
    this.#welcome.set(guildId, copyScreen(screen));
  }

  /** The guild's onboarding now (a copy): none set, off, in the default mode, with nothing in it. */
  onboarding(guildId: Snowflake): StoredOnboarding {
    const onboarding = this.#onboarding.get(guildId);
    return onboarding
      ? copyOnboarding(onboarding)
      : { prompts: [], default_channel_ids: [], enabled: false, mode: 0 };
  }

  /** Whether the guild's onboarding was ever set. */
  hasOnboarding(guildId: Snowflake): boolean {
    return this.#onboarding.has(guildId);
  }

  /** Replaces the guild's onboarding (a copy is kept). */
  setOnboarding(guildId: Snowflake, onboarding: StoredOnboarding): void {
    this.#onboarding.set(guildId, copyOnboarding(onboarding));
  }
}

function copyScreen(screen: APIGuildWelcomeScreen): APIGuildWelcomeScreen {
  return {
    description: screen.description,
    welcome_channels: screen.welcome_channels.map((c) => ({ ...c })),
  };
}

function copyOnboarding(onboarding: StoredOnboarding): StoredOnboarding {
  return {
    prompts: onboarding.prompts.map((p) => ({
      ...p,
      options: p.options.map((o) => ({
        ...o,
        emoji: { ...o.emoji },
        role_ids: [...o.role_ids],
        channel_ids: [...o.channel_ids],
      })),
    })),
    default_channel_ids: [...onboarding.default_channel_ids],
    enabled: onboarding.enabled,
    mode: onboarding.mode,
  };
}
