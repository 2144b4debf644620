import { type APISticker, StickerType } from '@slashkit/api';
import type { EmulatorSticker } from '../state/sticker-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { World } from '../world/world.js';

/**
 * A guild's sticker as the service sends it (`type` 2, available); `user` (who uploaded it) when
 * `withUser`: for those who may create or manage the guild's expressions.
 * @see {@link https://discord.com/developers/docs/resources/sticker#sticker-object | Sticker object}
 */
export function toApiSticker(world: World, sticker: EmulatorSticker, withUser: boolean): APISticker {
  const user = withUser ? apiUserOf(world, sticker.creatorId) : undefined;
  return {
    id: sticker.id,
    name: sticker.name,
    tags: sticker.tags,
    type: StickerType.Guild,
    format_type: sticker.formatType,
    description: sticker.description,
    available: true,
    guild_id: sticker.guildId,
    ...(user ? { user } : {}),
  };
}
