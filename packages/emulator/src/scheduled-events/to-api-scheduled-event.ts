import type { APIGuildScheduledEvent } from '@slashkit/api';
import type { EmulatorScheduledEvent } from '../state/scheduled-event-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { World } from '../world/world.js';

/**
 * A scheduled event as the routes and the gateway send it: its stored fields, its `creator` (when that user
 * is still in the world), and `user_count` (how many are interested) when `withUserCount`.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object | Guild scheduled event object}
 */
export function toApiScheduledEvent(
  world: World,
  record: EmulatorScheduledEvent,
  withUserCount = false,
): APIGuildScheduledEvent {
  const event = structuredClone(record.event);
  const creator = event.creator_id === null ? undefined : apiUserOf(world, event.creator_id);
  return {
    ...event,
    ...(creator ? { creator } : {}),
    ...(withUserCount ? { user_count: record.interested.length } : {}),
  };
}
