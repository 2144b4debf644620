import type { StickerFormatType } from '../enums/sticker-format-type.js';
import type { Snowflake } from '../snowflake.js';

/**
 * A sticker as a message carries it (`sticker_items`).
 * @see {@link https://discord.com/developers/docs/resources/sticker#sticker-item-object | Sticker item object}
 */
export interface APIStickerItem {
  id: Snowflake;
  name: string;
  format_type: StickerFormatType;
}
