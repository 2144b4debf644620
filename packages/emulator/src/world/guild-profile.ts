import type { APIGuild } from '@slashkit/api';

/** The keys of a guild's settings that `PATCH /guilds/{id}` changes, beyond its name and locale. */
export const guildProfileKeys = [
  'description',
  'icon',
  'splash',
  'discovery_splash',
  'banner',
  'home_header',
  'features',
  'verification_level',
  'default_message_notifications',
  'explicit_content_filter',
  'afk_channel_id',
  'afk_timeout',
  'rules_channel_id',
  'public_updates_channel_id',
  'safety_alerts_channel_id',
  'premium_progress_bar_enabled',
  'widget_enabled',
  'widget_channel_id',
  'incidents_data',
] as const satisfies readonly (keyof APIGuild)[];

/**
 * A guild's settings as its managers left them (the wire's keys and values; images as their hashes): what
 * the world file does not hold (its name, locale and system channel are the world's), kept in the state's
 * `guildProfiles`.
 */
export type GuildProfile = Pick<APIGuild, (typeof guildProfileKeys)[number]>;

/** The channel settings of a profile: a deleted channel reads as none. */
export const guildProfileChannelKeys = [
  'afk_channel_id',
  'rules_channel_id',
  'public_updates_channel_id',
  'safety_alerts_channel_id',
  'widget_channel_id',
] as const satisfies readonly (keyof GuildProfile)[];

/** The settings of a new guild, as the service makes one. */
export function defaultGuildProfile(): GuildProfile {
  return {
    description: null,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    home_header: null,
    features: [],
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    afk_channel_id: null,
    afk_timeout: 300,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    premium_progress_bar_enabled: false,
    widget_enabled: false,
    widget_channel_id: null,
    incidents_data: null,
  };
}
