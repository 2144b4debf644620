import type { StickerFormatType } from '../enums/sticker-format-type.js';
import type { StickerType } from '../enums/sticker-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A sticker: one of a guild's (`type` 2, with `guild_id`, `available`, and `user` for those who may manage
 * the guild's expressions) or of a standard pack (`type` 1, with `pack_id` and `sort_value`).
 * @see {@link https://discord.com/developers/docs/resources/sticker#sticker-object | Sticker object}
 */
export interface APISticker {
  id: Snowflake;
  pack_id?: Snowflake;
  name: string;
  description: string | null;
  /** Autocomplete and suggestion tags (a guild's: the name of a unicode emoji). */
  tags: string;
  type: StickerType;
  format_type: StickerFormatType;
  available?: boolean;
  guild_id?: Snowflake;
  user?: APIUser;
  sort_value?: number;
}

export type { APIStickerItem } from './sticker-item.js';

/**
 * A pack of standard stickers.
 * @see {@link https://discord.com/developers/docs/resources/sticker#sticker-pack-object | Sticker pack object}
 */
export interface APIStickerPack {
  id: Snowflake;
  stickers: APISticker[];
  name: string;
  sku_id: Snowflake;
  cover_sticker_id?: Snowflake;
  description: string;
  banner_asset_id?: Snowflake;
}

/** What `GET /sticker-packs` answers. */
export interface RESTGetStickerPacksResult {
  sticker_packs: APIStickerPack[];
}

/**
 * The form fields of `POST /guilds/{guild.id}/stickers` (multipart/form-data, with the file in a part
 * named `file`): a name, tags, an optional description.
 * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
 */
export interface RESTPostAPIGuildStickerFormDataBody {
  name: string;
  /** The name of a unicode emoji that suggests it. */
  tags: string;
  description?: string;
}

/** The body of `PATCH /guilds/{guild.id}/stickers/{sticker.id}`. */
export interface RESTPatchAPIGuildStickerJSONBody {
  name?: string;
  tags?: string;
  description?: string | null;
}

/**
 * GUILD_STICKERS_UPDATE: a guild's stickers changed; `stickers` is the whole new list.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-stickers-update | Guild Stickers Update}
 */
export interface GatewayGuildStickersUpdateData {
  guild_id: Snowflake;
  stickers: APISticker[];
}
