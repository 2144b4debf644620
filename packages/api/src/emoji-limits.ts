/**
 * The limits of custom emojis: their names, images, and how many a guild (by boost tier) and an
 * application hold.
 * @see {@link https://discord.com/developers/docs/resources/emoji | Emoji resource}
 */
export const EmojiLimits = {
  /** A name: 2-32 characters, each a letter, digit or underscore. */
  nameMinLength: 2,
  nameMaxLength: 32,
  /** An emoji's image: 256 KiB. */
  imageMaxBytes: 256 * 1024,
  /**
   * Static emojis per guild, and animated ones apart, by premium tier 0-3 (JSON codes 30008 and 30018).
   * The emulator's guilds are at tier 0.
   */
  perGuildByTier: Object.freeze([50, 100, 150, 250] as const),
  /** Emojis per application, static and animated together (JSON code 30008). */
  perApplication: 2000,
} as const;
