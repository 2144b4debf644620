import { type APIStickerItem, RESTJSONErrorCodes, type Snowflake } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { standardStickerPacks } from '../world/standard-sticker-packs.js';

/**
 * The `sticker_items` of a new message from its `sticker_ids` (at most 3, checked by the body's rules),
 * as the service takes them: each a sticker of the guild the message is sent in (`guildId`; none in a DM)
 * or a standard one, else 400/50081 (Invalid sticker sent), nothing sent. Ids given twice count once.
 * @see {@link https://discord.com/developers/docs/resources/message#create-message | Create Message}
 */
export function messageStickerItems(
  emulator: EmulatorContext,
  stickerIds: readonly Snowflake[],
  guildId: Snowflake | null,
): APIStickerItem[] {
  return [...new Set(stickerIds)].map((id) => {
    const own = emulator.state.stickers.get(id);
    if (own && own.guildId === guildId) return { id, name: own.name, format_type: own.formatType };
    const standard = standardStickerPacks.flatMap((pack) => pack.stickers).find((s) => s.id === id);
    if (standard) return { id, name: standard.name, format_type: standard.format_type };
    throw badRequest(
      own
        ? `Invalid sticker sent: sticker ${id} belongs to another guild (a message carries its own guild's stickers or standard ones)`
        : `Invalid sticker sent: no sticker ${id} (a message carries its guild's stickers or standard ones: GET /guilds/{id}/stickers, GET /sticker-packs)`,
      RESTJSONErrorCodes.InvalidStickerSent,
    );
  });
}
