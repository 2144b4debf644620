import { RESTJSONErrorCodes, type Snowflake } from '@slashkit/api';
import type { GuildAction } from '../guild-admin/guild-action.js';
import { notFound } from '../http/http-error.js';
import type { EmulatorScheduledEvent } from '../state/scheduled-event-store.js';
import { publishScheduledEventUser } from './scheduled-event-dispatch.js';

/**
 * The actor (a member of the world) marks their interest in an event they can see: GUILD_SCHEDULED_EVENT_USER_ADD,
 * once (marking it again changes nothing). A finished event takes no one new (400/180000 is the service's
 * answer to any change of it).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-scheduled-event-user-add | Guild Scheduled Event User Add}
 */
export function markInterest(action: GuildAction, record: EmulatorScheduledEvent): void {
  const userId = action.actor.userId;
  if (record.interested.includes(userId)) return;
  record.interested.push(userId);
  publishScheduledEventUser(action.context, 'ADD', record, userId);
}

/**
 * The actor takes back their interest: GUILD_SCHEDULED_EVENT_USER_REMOVE; 404/10071 when they were not
 * interested.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-scheduled-event-user-remove | Guild Scheduled Event User Remove}
 */
export function unmarkInterest(action: GuildAction, record: EmulatorScheduledEvent): void {
  const userId: Snowflake = action.actor.userId;
  const at = record.interested.indexOf(userId);
  if (at < 0)
    throw notFound(
      RESTJSONErrorCodes.UnknownGuildScheduledEventUser,
      `Unknown Guild Scheduled Event User: ${userId} is not interested in ${record.event.name}`,
    );
  record.interested.splice(at, 1);
  publishScheduledEventUser(action.context, 'REMOVE', record, userId);
}
