import { GuildLimits, ownValue } from '@slashkit/api';
import { guildProfileChannelKeys, guildProfileKeys } from '../../world/guild-profile.js';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const imageKeys = ['icon', 'splash', 'discovery_splash', 'banner', 'home_header'] as const;
const levels = [
  ['verification_level', GuildLimits.verificationLevelMax],
  ['default_message_notifications', GuildLimits.defaultMessageNotificationsMax],
  ['explicit_content_filter', GuildLimits.explicitContentFilterMax],
] as const;

/**
 * Checks `guildProfiles`: each names a guild of the snapshot's world once and holds every setting with
 * its type (images as null or a hash, levels in range, the AFK timeout one the service allows, channels
 * null or snowflakes, features strings).
 */
export function readGuildProfiles(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<unknown>();
  reader.array(value, 'guildProfiles').forEach((item, index) => {
    const at = `guildProfiles[${index}]`;
    const profile = reader.object(item, at);
    if (!profile) return;
    reader.knownKeys(profile, at, ['guildId', ...guildProfileKeys]);
    reader.reference(profile, 'guildId', at, refs.guilds, 'guild');
    const guildId = ownValue(profile, 'guildId');
    if (seen.has(guildId)) reader.problem(`${at}.guildId`, 'this guild has two profiles');
    seen.add(guildId);
    reader.string(profile, 'description', at, true);
    for (const key of imageKeys) reader.string(profile, key, at, true);
    for (const key of guildProfileChannelKeys) reader.snowflake(profile, key, at, true);
    for (const [key, max] of levels)
      reader.oneOf(
        profile,
        key,
        at,
        Array.from({ length: max + 1 }, (_, n) => n),
      );
    reader.oneOf(profile, 'afk_timeout', at, GuildLimits.afkTimeouts);
    reader.boolean(profile, 'premium_progress_bar_enabled', at);
    reader.boolean(profile, 'widget_enabled', at);
    reader.list(profile, 'features', at, (f) => typeof f === 'string', 'a feature name');
    // Written before incident actions existed: none.
    const incidents = ownValue(profile, 'incidents_data');
    if (incidents !== undefined && incidents !== null) {
      const data = reader.objectAt(profile, 'incidents_data', at);
      if (data) {
        reader.knownKeys(data, `${at}.incidents_data`, ['invites_disabled_until', 'dms_disabled_until']);
        reader.string(data, 'invites_disabled_until', `${at}.incidents_data`, true);
        reader.string(data, 'dms_disabled_until', `${at}.incidents_data`, true);
      }
    }
  });
}
