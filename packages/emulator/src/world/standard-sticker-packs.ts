import { type APIStickerPack, StickerFormatType, StickerType } from '@slashkit/api';

// The emulator's catalogue of standard stickers: one small pack, so that bots that list packs, read a
// standard sticker by id or send one have something to find. The service's own packs are not copied.
const pack = '1250000000000090000';

/**
 * The standard sticker packs the emulator offers (`GET /sticker-packs`): fixed, the same in every world.
 * @see {@link https://discord.com/developers/docs/resources/sticker#list-sticker-packs | List Sticker Packs}
 */
export const standardStickerPacks: readonly APIStickerPack[] = Object.freeze([
  {
    id: pack,
    name: 'Emulator Basics',
    sku_id: '1250000000000090100',
    cover_sticker_id: '1250000000000090001',
    description: 'Stickers every emulated world has.',
    stickers: [
      {
        id: '1250000000000090001',
        pack_id: pack,
        name: 'Wave',
        description: 'Hello there',
        tags: 'wave, hello',
        type: StickerType.Standard,
        format_type: StickerFormatType.PNG,
        sort_value: 1,
      },
      {
        id: '1250000000000090002',
        pack_id: pack,
        name: 'Thumbs up',
        description: 'Looks good',
        tags: 'thumbsup, ok',
        type: StickerType.Standard,
        format_type: StickerFormatType.PNG,
        sort_value: 2,
      },
    ],
  },
]);
