/** What the game knows of a player: how far they got and since when they play. */
export interface Player {
  name: string;
  level: number;
  /** When they started playing (ISO 8601). */
  since: string;
}

/** The game's records, by Discord user id: a stand-in for the game's own database. */
export type PlayerLookup = (discordUserId: string) => Player | undefined | Promise<Player | undefined>;
