/**
 * What a sticker belongs to: a standard pack (1) or a guild (2).
 * @see {@link https://discord.com/developers/docs/resources/sticker#sticker-object-sticker-types | Sticker types}
 */
export const StickerType = {
  Standard: 1,
  Guild: 2,
} as const;

/** A sticker type value. */
export type StickerType = (typeof StickerType)[keyof typeof StickerType];
