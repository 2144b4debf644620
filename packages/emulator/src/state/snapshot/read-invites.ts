import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = [
  'code',
  'guildId',
  'channelId',
  'inviterId',
  'createdAt',
  'maxAge',
  'maxUses',
  'uses',
  'temporary',
  'targetType',
  'targetUserId',
  'targetApplicationId',
] as const;

/**
 * Checks `invites`: each invite's code (no code twice), its guild (of the snapshot's world), its channel,
 * inviter and target ids, its times and counts, its flags.
 */
export function readInvites(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const codes = new Set<unknown>();
  reader.array(value, 'invites').forEach((item, index) => {
    const at = `invites[${index}]`;
    const invite = reader.object(item, at);
    if (!invite) return;
    reader.knownKeys(invite, at, fields);
    reader.string(invite, 'code', at);
    if (codes.has(ownValue(invite, 'code'))) reader.problem(`${at}.code`, 'this code comes twice');
    codes.add(ownValue(invite, 'code'));
    reader.reference(invite, 'guildId', at, refs.guilds, 'guild');
    for (const key of ['channelId', 'inviterId'] as const) reader.snowflake(invite, key, at);
    for (const key of ['targetUserId', 'targetApplicationId'] as const)
      reader.snowflake(invite, key, at, true);
    for (const key of ['createdAt', 'maxAge', 'maxUses', 'uses'] as const)
      reader.number(invite, key, at, { integer: true, min: 0 });
    reader.boolean(invite, 'temporary', at);
    reader.oneOf(invite, 'targetType', at, [1, 2, null]);
  });
}
