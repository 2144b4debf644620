import { ownValue, shownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/**
 * Checks `bans`: each ban's guild (of the snapshot's world), its user id (any snowflake: a ban may name
 * someone who was never a member), its reason (null or 1-512 characters), no user banned twice in a guild.
 */
export function readBans(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<string>();
  reader.array(value, 'bans').forEach((item, index) => {
    const at = `bans[${index}]`;
    const ban = reader.object(item, at);
    if (!ban) return;
    reader.knownKeys(ban, at, ['guildId', 'userId', 'reason']);
    reader.reference(ban, 'guildId', at, refs.guilds, 'guild');
    reader.snowflake(ban, 'userId', at);
    const key = `${String(ownValue(ban, 'guildId'))}/${String(ownValue(ban, 'userId'))}`;
    if (seen.has(key)) reader.problem(`${at}.userId`, 'this user is banned twice in the guild');
    seen.add(key);
    const reason = ownValue(ban, 'reason');
    if (reason !== null && (typeof reason !== 'string' || [...reason].length < 1 || [...reason].length > 512))
      reader.problem(`${at}.reason`, `expected null or 1-512 characters, got ${shownValue(reason)}`);
  });
}
