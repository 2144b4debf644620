/**
 * A sticker's file: PNG (1), APNG (2), Lottie (3), GIF (4).
 * @see {@link https://discord.com/developers/docs/resources/sticker#sticker-object-sticker-format-types | Sticker format types}
 */
export const StickerFormatType = {
  PNG: 1,
  APNG: 2,
  Lottie: 3,
  GIF: 4,
} as const;

/** A sticker format type value. */
export type StickerFormatType = (typeof StickerFormatType)[keyof typeof StickerFormatType];
