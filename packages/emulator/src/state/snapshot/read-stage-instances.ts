import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = [
  'id',
  'guild_id',
  'channel_id',
  'topic',
  'privacy_level',
  'discoverable_disabled',
  'guild_scheduled_event_id',
] as const;

/**
 * Checks `stageInstances`: each one's id, its guild and channel in the snapshot's world (the channel the
 * guild's), one per channel, its fields.
 */
export function readStageInstances(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const channels = new Set<unknown>();
  reader.array(value, 'stageInstances').forEach((item, index) => {
    const at = `stageInstances[${index}]`;
    const instance = reader.object(item, at);
    if (!instance) return;
    reader.knownKeys(instance, at, fields);
    reader.snowflake(instance, 'id', at);
    reader.reference(instance, 'guild_id', at, refs.guilds, 'guild');
    const channelId = ownValue(instance, 'channel_id');
    if (typeof channelId !== 'string' || refs.channels.get(channelId) !== ownValue(instance, 'guild_id'))
      reader.problem(`${at}.channel_id`, "expected a channel of the instance's guild");
    if (channels.has(channelId))
      reader.problem(`${at}.channel_id`, 'this channel has a second stage instance');
    channels.add(channelId);
    reader.string(instance, 'topic', at);
    reader.oneOf(instance, 'privacy_level', at, [2]);
    reader.boolean(instance, 'discoverable_disabled', at);
    reader.snowflake(instance, 'guild_scheduled_event_id', at, true);
  });
}
