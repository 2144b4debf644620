import type { Snowflake } from '@slashkit/api';
import type { EmulatorEventInput } from './event-bus.js';

/** Where a world event happened: its guild (null in a DM) and the channel whose visibility decides who is told. */
export interface WorldEventPlace {
  guildId: Snowflake | null;
  /** When set, only bots that can view this channel (in a guild) or own this DM are told. */
  channelId?: Snowflake;
  /**
   * When set, only bots holding at least one of these permission bits are told: in `channelId` when given
   * (INVITE_CREATE needs MANAGE_CHANNELS there), else in the guild (GUILD_AUDIT_LOG_ENTRY_CREATE needs
   * VIEW_AUDIT_LOG, GUILD_BAN_ADD needs BAN_MEMBERS or VIEW_AUDIT_LOG).
   */
  permissions?: bigint;
}

/**
 * An event of the world that every app present may be told of (a role created, a member joined, a
 * reaction added…): no `applicationId`, so the gateway sends it to each session whose bot is in the guild
 * (and can view `channelId`, when given, and holds one of `permissions`, when given) and whose intents
 * include the one `GatewayDispatchIntents` names for `type`. `data` is the dispatch payload as the gateway
 * sends it.
 * @example
 * context.events.publish(worldEvent('GUILD_ROLE_CREATE', { guildId }, { guild_id: guildId, role }));
 * @see {@link https://discord.com/developers/docs/events/gateway#list-of-intents | List of intents}
 */
export function worldEvent<Data>(type: string, place: WorldEventPlace, data: Data): EmulatorEventInput<Data> {
  return {
    type,
    applicationId: null,
    guildId: place.guildId,
    ...(place.channelId !== undefined ? { channelId: place.channelId } : {}),
    ...(place.permissions !== undefined ? { permissions: place.permissions.toString() } : {}),
    data,
  };
}
