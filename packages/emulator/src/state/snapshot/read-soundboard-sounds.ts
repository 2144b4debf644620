import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = ['id', 'guildId', 'name', 'volume', 'emojiId', 'emojiName', 'creatorId'] as const;

/**
 * Checks `soundboardSounds`: each sound's id (once), its guild in the snapshot's world, its name, its
 * volume (0-1), its emoji and uploader.
 */
export function readSoundboardSounds(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'soundboardSounds').forEach((item, index) => {
    const at = `soundboardSounds[${index}]`;
    const sound = reader.object(item, at);
    if (!sound) return;
    reader.knownKeys(sound, at, fields);
    reader.snowflake(sound, 'id', at);
    if (ids.has(ownValue(sound, 'id'))) reader.problem(`${at}.id`, 'this sound comes twice');
    ids.add(ownValue(sound, 'id'));
    reader.reference(sound, 'guildId', at, refs.guilds, 'guild');
    reader.string(sound, 'name', at);
    reader.number(sound, 'volume', at, { min: 0 });
    const volume = ownValue(sound, 'volume');
    if (typeof volume === 'number' && volume > 1) reader.problem(`${at}.volume`, 'expected 0 to 1');
    reader.snowflake(sound, 'emojiId', at, true);
    reader.string(sound, 'emojiName', at, true);
    reader.snowflake(sound, 'creatorId', at);
  });
}
