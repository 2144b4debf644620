import type { APIEmoji, APISticker, Snowflake } from '@slashkit/api';
import type { EmojiStore } from '../state/emoji-store.js';
import type { StickerStore } from '../state/sticker-store.js';
import type { World } from '../world/world.js';
import { toApiEmoji } from './to-api-emoji.js';
import { toApiSticker } from './to-api-sticker.js';

/** A guild's custom emojis and stickers as the guild object carries them. */
export interface GuildExpressions {
  /** The guild's emojis, oldest first. */
  emojis: APIEmoji[];
  /** The guild's stickers, oldest first. */
  stickers: APISticker[];
}

/**
 * The `emojis` and `stickers` of a guild object (`GET /guilds/{id}`, GUILD_CREATE, GUILD_UPDATE): every
 * emoji and sticker of the guild, without `user` (the service names the uploader only in the expression
 * routes, to those who may manage them).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object | Guild object}
 */
export function guildExpressions(
  stores: { world: World; emojis: Pick<EmojiStore, 'ofGuild'>; stickers: Pick<StickerStore, 'ofGuild'> },
  guildId: Snowflake,
): GuildExpressions {
  return {
    emojis: stores.emojis.ofGuild(guildId).map((e) => toApiEmoji(stores.world, e, false)),
    stickers: stores.stickers.ofGuild(guildId).map((s) => toApiSticker(stores.world, s, false)),
  };
}
