import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const recordFields = ['event', 'interested'] as const;
const eventFields = [
  'id',
  'guild_id',
  'channel_id',
  'creator_id',
  'name',
  'description',
  'scheduled_start_time',
  'scheduled_end_time',
  'privacy_level',
  'status',
  'entity_type',
  'entity_id',
  'entity_metadata',
  'image',
  'recurrence_rule',
  'guild_scheduled_event_exceptions',
] as const;

/**
 * Checks `scheduledEvents`: each event's id (once), its guild (and channel, when it has one) in the
 * snapshot's world, its fields' types, and the interested users (users of the world, as ids).
 */
export function readScheduledEvents(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'scheduledEvents').forEach((item, index) => {
    const at = `scheduledEvents[${index}]`;
    const record = reader.object(item, at);
    if (!record) return;
    reader.knownKeys(record, at, recordFields);
    reader.list(
      record,
      'interested',
      at,
      (id) => typeof id === 'string' && refs.users.has(id),
      "a user id of the snapshot's world",
    );
    const event = reader.objectAt(record, 'event', at);
    if (!event) return;
    const where = `${at}.event`;
    reader.knownKeys(event, where, eventFields);
    reader.snowflake(event, 'id', where);
    if (ids.has(ownValue(event, 'id'))) reader.problem(`${where}.id`, 'this event comes twice');
    ids.add(ownValue(event, 'id'));
    reader.reference(event, 'guild_id', where, refs.guilds, 'guild');
    const channel = ownValue(event, 'channel_id');
    if (
      channel !== null &&
      (typeof channel !== 'string' || refs.channels.get(channel) !== ownValue(event, 'guild_id'))
    )
      reader.problem(`${where}.channel_id`, "expected null or a channel of the event's guild");
    reader.snowflake(event, 'creator_id', where, true);
    reader.snowflake(event, 'entity_id', where, true);
    reader.string(event, 'name', where);
    reader.string(event, 'description', where, true);
    reader.string(event, 'scheduled_start_time', where);
    reader.string(event, 'scheduled_end_time', where, true);
    reader.string(event, 'image', where, true);
    reader.oneOf(event, 'privacy_level', where, [2]);
    reader.oneOf(event, 'status', where, [1, 2, 3, 4]);
    reader.oneOf(event, 'entity_type', where, [1, 2, 3]);
    reader.json(event, 'entity_metadata', where, { nullable: true });
    reader.json(event, 'recurrence_rule', where, { nullable: true });
    reader.list(event, 'guild_scheduled_event_exceptions', where, () => false, 'no exceptions');
  });
}
