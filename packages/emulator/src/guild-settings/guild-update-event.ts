import { worldEvent } from '../events/world-event.js';
import { guildExpressions } from '../expressions/guild-expressions.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toApiGuild } from '../world/to-api-guild.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Tells the guild's bots (GUILDS intent) that its settings changed: GUILD_UPDATE with the guild as
 * `GET /guilds/{id}` sends it.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-update | Guild Update}
 */
export function publishGuildUpdate(context: EmulatorContext, guild: EmulatorGuild): void {
  const { state } = context;
  const profile = state.guildProfiles.get(guild.id);
  const data = toApiGuild(state.world, guild, profile, false, guildExpressions(state, guild.id));
  context.events.publish(worldEvent('GUILD_UPDATE', { guildId: guild.id }, data));
}
