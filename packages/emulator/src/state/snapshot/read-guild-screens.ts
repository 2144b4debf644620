import { GuildLimits, ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/**
 * Checks `guildScreens`: each names a guild of the snapshot's world once; its welcome screen holds a
 * description (a string or null) and at most 5 channels, each a channel of that guild with a description
 * and its emoji (a snowflake or null, a string or null).
 */
export function readGuildScreens(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<unknown>();
  reader.array(value, 'guildScreens').forEach((item, index) => {
    const at = `guildScreens[${index}]`;
    const record = reader.object(item, at);
    if (!record) return;
    reader.knownKeys(record, at, ['guildId', 'welcomeScreen']);
    reader.reference(record, 'guildId', at, refs.guilds, 'guild');
    const guildId = ownValue(record, 'guildId');
    if (seen.has(guildId)) reader.problem(`${at}.guildId`, 'this guild has two records');
    seen.add(guildId);
    if (ownValue(record, 'welcomeScreen') === undefined) return;
    const screen = reader.objectAt(record, 'welcomeScreen', at);
    if (!screen) return;
    const where = `${at}.welcomeScreen`;
    reader.knownKeys(screen, where, ['description', 'welcome_channels']);
    reader.string(screen, 'description', where, true);
    const channels = reader.objectsAt(screen, 'welcome_channels', where);
    if (channels.length > GuildLimits.welcomeChannelsMax)
      reader.problem(`${where}.welcome_channels`, `at most ${GuildLimits.welcomeChannelsMax} channels`);
    for (const [channel, path] of channels) {
      reader.knownKeys(channel, path, ['channel_id', 'description', 'emoji_id', 'emoji_name']);
      reader.snowflake(channel, 'channel_id', path);
      const id = ownValue(channel, 'channel_id');
      if (typeof id === 'string' && refs.channels.get(id) !== guildId)
        reader.problem(`${path}.channel_id`, "not a channel of this guild in the snapshot's world");
      reader.string(channel, 'description', path);
      reader.snowflake(channel, 'emoji_id', path, true);
      reader.string(channel, 'emoji_name', path, true);
    }
  });
}
