import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toApiGuild } from '../world/to-api-guild.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Tells the guild's bots (GUILDS intent) that its settings changed: GUILD_UPDATE with the guild as
 * `GET /guilds/{id}` sends it.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-update | Guild Update}
 */
export function publishGuildUpdate(context: EmulatorContext, guild: EmulatorGuild): void {
  const { world, guildProfiles } = context.state;
  const data = toApiGuild(world, guild, guildProfiles.get(guild.id));
  context.events.publish(worldEvent('GUILD_UPDATE', { guildId: guild.id }, data));
}
