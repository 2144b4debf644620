import type { Snowflake } from '@slashkit/api';
import type { EmulatorEventInput } from './event-bus.js';

/** The events an app's bot joining and leaving a guild publish on the event bus. */
export const GuildEventTypes = { CREATE: 'GUILD_CREATE', DELETE: 'GUILD_DELETE' } as const;

/**
 * The event of `applicationId`'s bot joining (`CREATE`: the app was installed into the guild) or leaving
 * (`DELETE`: removed from it) guild `guildId`. Its data holds the guild's id only: the gateway builds each
 * session's GUILD_CREATE from the state while handling the event, as it does for message events.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-create | Guild Create event}
 */
export function guildMembershipEvent(
  kind: keyof typeof GuildEventTypes,
  applicationId: Snowflake,
  guildId: Snowflake,
): EmulatorEventInput<{ id: Snowflake }> {
  return { type: GuildEventTypes[kind], applicationId, guildId, data: { id: guildId } };
}
