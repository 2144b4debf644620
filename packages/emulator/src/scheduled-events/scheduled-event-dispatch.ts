import type { Snowflake } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorScheduledEvent } from '../state/scheduled-event-store.js';
import { toApiScheduledEvent } from './to-api-scheduled-event.js';

/**
 * Tells the guild's bots (intent GUILD_SCHEDULED_EVENTS; for an event in a channel, those that can view
 * it) that an event was made, edited or deleted: GUILD_SCHEDULED_EVENT_CREATE, _UPDATE or _DELETE with the
 * event (as it was, for a deletion).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-scheduled-event-create | Guild Scheduled Event Create}
 */
export function publishScheduledEventChange(
  context: EmulatorContext,
  kind: 'CREATE' | 'UPDATE' | 'DELETE',
  record: EmulatorScheduledEvent,
): void {
  const { event } = record;
  const place = { guildId: event.guild_id, ...(event.channel_id ? { channelId: event.channel_id } : {}) };
  context.events.publish(
    worldEvent(`GUILD_SCHEDULED_EVENT_${kind}`, place, toApiScheduledEvent(context.state.world, record)),
  );
}

/**
 * Tells the guild's bots (as {@link publishScheduledEventChange}) that a user marked (`ADD`) or took back
 * (`REMOVE`) their interest in an event: GUILD_SCHEDULED_EVENT_USER_ADD or _USER_REMOVE.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-scheduled-event-user-add | Guild Scheduled Event User Add}
 */
export function publishScheduledEventUser(
  context: EmulatorContext,
  kind: 'ADD' | 'REMOVE',
  record: EmulatorScheduledEvent,
  userId: Snowflake,
): void {
  const { event } = record;
  const place = { guildId: event.guild_id, ...(event.channel_id ? { channelId: event.channel_id } : {}) };
  context.events.publish(
    worldEvent(`GUILD_SCHEDULED_EVENT_USER_${kind}`, place, {
      guild_scheduled_event_id: event.id,
      user_id: userId,
      guild_id: event.guild_id,
    }),
  );
}
