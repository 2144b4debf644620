/**
 * The limits of guild stickers: their fields, their file, and how many a guild holds by boost tier.
 * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
 */
export const StickerLimits = {
  /** A name: 2-30 characters. */
  nameMinLength: 2,
  nameMaxLength: 30,
  /** A description: empty, or 2-100 characters. */
  descriptionMinLength: 2,
  descriptionMaxLength: 100,
  /** The tags: at most 200 characters. */
  tagsMaxLength: 200,
  /** A sticker's file: 512 KiB. */
  fileMaxBytes: 512 * 1024,
  /** Stickers per guild by premium tier 0-3 (JSON code 30039). The emulator's guilds are at tier 0. */
  perGuildByTier: Object.freeze([5, 15, 30, 60] as const),
} as const;
