import type { APIGuildWelcomeScreen, Snowflake } from '@slashkit/api';

/** What one guild shows its new members, as a snapshot holds it (a part never set is absent). */
export interface GuildScreenRecord {
  guildId: Snowflake;
  /** The welcome screen as its managers left it (whether it is on is the guild's WELCOME_SCREEN_ENABLED feature). */
  welcomeScreen?: APIGuildWelcomeScreen;
}

/** The {@link GuildScreenStore} as plain JSON: the guilds whose screens were set, by guild id. */
export type GuildScreenStoreSnapshot = GuildScreenRecord[];

/**
 * What each guild shows the members who join it: its welcome screen. A guild nobody set one for has the
 * service's empty screen.
 */
export class GuildScreenStore {
  readonly #welcome = new Map<Snowflake, APIGuildWelcomeScreen>();

  /** A store holding the screens of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: GuildScreenStoreSnapshot): GuildScreenStore {
    const store = new GuildScreenStore();
    for (const record of snapshot)
      if (record.welcomeScreen) store.setWelcomeScreen(record.guildId, record.welcomeScreen);
    return store;
  }

  /** Every guild's screens as plain JSON, by guild id: the store's snapshot. */
  snapshot(): GuildScreenStoreSnapshot {
    return [...this.#welcome]
      .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
      .map(([guildId, screen]) => ({ guildId, welcomeScreen: copy(screen) }));
  }

  /** The guild's welcome screen now (a copy): none set, no description and no channels. */
  welcomeScreen(guildId: Snowflake): APIGuildWelcomeScreen {
    const screen = this.#welcome.get(guildId);
    return screen ? copy(screen) : { description: null, welcome_channels: [] };
  }

  /** Replaces the guild's welcome screen (a copy is kept). */
  setWelcomeScreen(guildId: Snowflake, screen: APIGuildWelcomeScreen): void {
    this.#welcome.set(guildId, copy(screen));
  }
}

function copy(screen: APIGuildWelcomeScreen): APIGuildWelcomeScreen {
  return { description: screen.description, welcome_channels: screen.welcome_channels.map((c) => ({ ...c })) };
}
