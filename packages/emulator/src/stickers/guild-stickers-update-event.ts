import type { GatewayGuildStickersUpdateData } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import { toApiSticker } from '../expressions/to-api-sticker.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/**
 * Tells the guild's bots (GUILD_EXPRESSIONS intent) that its stickers changed: GUILD_STICKERS_UPDATE with
 * the whole new list.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-stickers-update | Guild Stickers Update}
 */
export function publishGuildStickersUpdate(context: EmulatorContext, guildId: string): void {
  const { world, stickers } = context.state;
  const data: GatewayGuildStickersUpdateData = {
    guild_id: guildId,
    stickers: stickers.ofGuild(guildId).map((s) => toApiSticker(world, s, false)),
  };
  context.events.publish(worldEvent('GUILD_STICKERS_UPDATE', { guildId }, data));
}
