/**
 * The limits of guild soundboard sounds.
 * @see {@link https://discord.com/developers/docs/resources/soundboard | Soundboard resource}
 */
export const SoundboardLimits = {
  /** A name: 2-32 characters. */
  nameMinLength: 2,
  nameMaxLength: 32,
  /** A standard emoji's `emoji_name`: 1-32 characters. */
  emojiNameMaxLength: 32,
  /** A sound's file: MP3 or Ogg of at most 512 KiB. */
  soundMaxBytes: 512 * 1024,
  /** A guild's sound slots by boost level (0-3); JSON code 30045 beyond. */
  perGuildByTier: [8, 24, 36, 48],
  /** `volume` runs from 0 to 1; a new sound's is 1. */
  volumeMax: 1,
} as const;
