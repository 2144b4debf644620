import type { APIEmoji, APIGuild, APISticker } from '@slashkit/api';
import { guildMemberCount } from './bot-member.js';
import { defaultGuildProfile, type GuildProfile, guildProfileChannelKeys } from './guild-profile.js';
import { toApiRole } from './to-api-role.js';
import type { EmulatorGuild, World } from './world.js';

/**
 * A world guild as the service sends it: `GET /guilds/{id}` (with `withCounts`, the approximate counts)
 * and the start of `GUILD_CREATE`, with the settings its managers made (`profile`: the state's
 * `guildProfiles`; a channel it names that is gone reads as none) and its custom `expressions` (emojis and
 * stickers as the guild object carries them; none when not given). What the emulator does not model
 * (boosts) carries the service's defaults for a new guild.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object | Guild object}
 */
export function toApiGuild(
  world: World,
  guild: EmulatorGuild,
  profile: GuildProfile = defaultGuildProfile(),
  withCounts = false,
  expressions: { emojis: APIEmoji[]; stickers: APISticker[] } = { emojis: [], stickers: [] },
): APIGuild {
  const settings: GuildProfile = { ...profile, features: [...profile.features] };
  for (const key of guildProfileChannelKeys) {
    const id = settings[key];
    if (id !== null && !guild.channels.some((c) => c.id === id)) settings[key] = null;
  }
  const body: APIGuild = {
    id: guild.id,
    name: guild.name,
    ...settings,
    owner_id: guild.ownerId,
    application_id: null,
    region: 'deprecated',
    system_channel_id: guild.systemChannelId ?? null,
    system_channel_flags: guild.systemChannelFlags ?? 0,
    roles: guild.roles.map((role) => toApiRole(role, world.applications)),
    mfa_level: 0,
    max_presences: null,
    max_members: 500_000,
    max_stage_video_channel_users: 50,
    max_video_channel_users: 25,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: guild.preferredLocale,
    nsfw: false,
    nsfw_level: 0,
    emojis: expressions.emojis,
    stickers: expressions.stickers,
  };
  if (withCounts) {
    body.approximate_member_count = guildMemberCount(world, guild);
    // Presences are not emulated: nobody is online.
    body.approximate_presence_count = 0;
  }
  return body;
}
