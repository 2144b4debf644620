import type { GatewayGuildEmojisUpdateData } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import { toApiEmoji } from '../expressions/to-api-emoji.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/**
 * Tells the guild's bots (GUILD_EXPRESSIONS intent) that its emojis changed: GUILD_EMOJIS_UPDATE with the
 * whole new list, as the service sends it (no `user`).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-emojis-update | Guild Emojis Update}
 */
export function publishGuildEmojisUpdate(context: EmulatorContext, guildId: string): void {
  const { world, emojis } = context.state;
  const data: GatewayGuildEmojisUpdateData = {
    guild_id: guildId,
    emojis: emojis.ofGuild(guildId).map((e) => toApiEmoji(world, e, false)),
  };
  context.events.publish(worldEvent('GUILD_EMOJIS_UPDATE', { guildId }, data));
}
