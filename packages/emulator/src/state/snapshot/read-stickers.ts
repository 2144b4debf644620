import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = ['id', 'guildId', 'name', 'description', 'tags', 'formatType', 'creatorId'] as const;

/** Checks `stickers`: each guild sticker's id (once), its guild in the snapshot's world, its fields. */
export function readStickers(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'stickers').forEach((item, index) => {
    const at = `stickers[${index}]`;
    const sticker = reader.object(item, at);
    if (!sticker) return;
    reader.knownKeys(sticker, at, fields);
    reader.snowflake(sticker, 'id', at);
    if (ids.has(ownValue(sticker, 'id'))) reader.problem(`${at}.id`, 'this sticker comes twice');
    ids.add(ownValue(sticker, 'id'));
    reader.reference(sticker, 'guildId', at, refs.guilds, 'guild');
    reader.string(sticker, 'name', at);
    reader.string(sticker, 'description', at, true);
    reader.string(sticker, 'tags', at);
    reader.oneOf(sticker, 'formatType', at, [1, 2, 3, 4]);
    reader.snowflake(sticker, 'creatorId', at);
  });
}
