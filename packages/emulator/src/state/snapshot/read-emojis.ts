import { isSnowflake, ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = ['id', 'name', 'guildId', 'applicationId', 'roles', 'animated', 'creatorId'] as const;

/**
 * Checks `emojis`: each custom emoji's id (once), its name, and its owner in the snapshot's world (a guild
 * or an application, exactly one of the two).
 */
export function readEmojis(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'emojis').forEach((item, index) => {
    const at = `emojis[${index}]`;
    const emoji = reader.object(item, at);
    if (!emoji) return;
    reader.knownKeys(emoji, at, fields);
    reader.snowflake(emoji, 'id', at);
    if (ids.has(ownValue(emoji, 'id'))) reader.problem(`${at}.id`, 'this emoji comes twice');
    ids.add(ownValue(emoji, 'id'));
    reader.string(emoji, 'name', at);
    reader.reference(emoji, 'guildId', at, refs.guilds, 'guild', true);
    reader.reference(emoji, 'applicationId', at, refs.applications, 'application', true);
    if ((ownValue(emoji, 'guildId') === null) === (ownValue(emoji, 'applicationId') === null))
      reader.problem(
        at,
        'an emoji belongs to a guild or to an application: give one of guildId, applicationId',
      );
    reader.list(emoji, 'roles', at, isSnowflake, 'a role id');
    reader.boolean(emoji, 'animated', at);
    reader.snowflake(emoji, 'creatorId', at);
  });
}
