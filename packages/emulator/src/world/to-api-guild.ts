import type { APIGuild } from '@slashkit/api';
import { guildMemberCount } from './bot-member.js';
import { toApiRole } from './to-api-role.js';
import type { EmulatorGuild, World } from './world.js';

/**
 * A world guild as the service sends it: `GET /guilds/{id}` (with `withCounts`, the approximate counts)
 * and the start of `GUILD_CREATE`. What the world does not model (icons, boosts, verification, emojis,
 * stickers) carries the service's defaults for a new guild.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object | Guild object}
 */
export function toApiGuild(world: World, guild: EmulatorGuild, withCounts = false): APIGuild {
  const body: APIGuild = {
    id: guild.id,
    name: guild.name,
    icon: null,
    description: null,
    home_header: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    features: [],
    owner_id: guild.ownerId,
    application_id: null,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    system_channel_id: guild.systemChannelId ?? null,
    system_channel_flags: guild.systemChannelFlags ?? 0,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: 0,
    roles: guild.roles.map((role) => toApiRole(role, world.applications)),
    default_message_notifications: 0,
    mfa_level: 0,
    explicit_content_filter: 0,
    max_presences: null,
    max_members: 500_000,
    max_stage_video_channel_users: 50,
    max_video_channel_users: 25,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: guild.preferredLocale,
    rules_channel_id: null,
    safety_alerts_channel_id: null,
    public_updates_channel_id: null,
    premium_progress_bar_enabled: false,
    nsfw: false,
    nsfw_level: 0,
    emojis: [],
    stickers: [],
    incidents_data: null,
  };
  if (withCounts) {
    body.approximate_member_count = guildMemberCount(world, guild);
    // Presences are not emulated: nobody is online.
    body.approximate_presence_count = 0;
  }
  return body;
}
