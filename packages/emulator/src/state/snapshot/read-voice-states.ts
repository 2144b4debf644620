import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = [
  'guildId',
  'userId',
  'channelId',
  'sessionId',
  'selfMute',
  'selfDeaf',
  'selfVideo',
  'selfStream',
  'suppress',
  'requestToSpeakTimestamp',
] as const;

/**
 * Checks `voiceStates`: each one's guild, user and channel in the snapshot's world (the channel the
 * guild's), one per user and guild, its fields.
 */
export function readVoiceStates(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<string>();
  reader.array(value, 'voiceStates').forEach((item, index) => {
    const at = `voiceStates[${index}]`;
    const state = reader.object(item, at);
    if (!state) return;
    reader.knownKeys(state, at, fields);
    reader.reference(state, 'guildId', at, refs.guilds, 'guild');
    reader.reference(state, 'userId', at, refs.users, 'user');
    const guildId = ownValue(state, 'guildId');
    const channelId = ownValue(state, 'channelId');
    reader.snowflake(state, 'channelId', at);
    if (typeof channelId === 'string' && refs.channels.get(channelId) !== guildId)
      reader.problem(`${at}.channelId`, `no channel ${channelId} in guild ${String(guildId)}`);
    const key = `${String(guildId)}/${String(ownValue(state, 'userId'))}`;
    if (seen.has(key)) reader.problem(at, 'this user has a second voice state in this guild');
    seen.add(key);
    reader.string(state, 'sessionId', at);
    for (const flag of ['selfMute', 'selfDeaf', 'selfVideo', 'selfStream', 'suppress'] as const)
      reader.boolean(state, flag, at);
    reader.string(state, 'requestToSpeakTimestamp', at, true);
  });
}
