import {
  type APIGuildTemplateChannel,
  type APIGuildTemplateRole,
  type APIGuildTemplateSerializedGuild,
  ChannelType,
} from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

// The channel types a template keeps, each as the type it makes: announcement channels become text
// channels, stages voice channels, media channels forums; threads are not kept.
const templateTypes: ReadonlyMap<number, number> = new Map([
  [ChannelType.GuildText, ChannelType.GuildText],
  [ChannelType.GuildAnnouncement, ChannelType.GuildText],
  [ChannelType.GuildVoice, ChannelType.GuildVoice],
  [ChannelType.GuildStageVoice, ChannelType.GuildVoice],
  [ChannelType.GuildCategory, ChannelType.GuildCategory],
  [ChannelType.GuildForum, ChannelType.GuildForum],
  [ChannelType.GuildMedia, ChannelType.GuildForum],
]);

const bySnowflake = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/**
 * The guild as a template holds it: its settings, its roles (`@everyone` as 0, the others by position;
 * roles an integration manages are left out) and its channels (by position; threads left out), every id a
 * placeholder integer that the channels' parents, the role overwrites and the AFK and system channels use
 * (member overwrites are left out).
 * @see {@link https://discord.com/developers/docs/resources/guild-template#guild-template-object | Guild Template object}
 */
export function serializeGuild(
  context: EmulatorContext,
  guild: EmulatorGuild,
): APIGuildTemplateSerializedGuild {
  const profile = context.state.guildProfiles.get(guild.id);
  const roles = guild.roles
    .filter((r) => !r.managed)
    .sort((a, b) =>
      a.id === guild.id ? -1 : b.id === guild.id ? 1 : a.position - b.position || bySnowflake(a.id, b.id),
    );
  const roleIds = new Map(roles.map((r, index) => [r.id, index]));
  const channels = guild.channels
    .filter((c) => templateTypes.has(c.type))
    .sort((a, b) => a.position - b.position || bySnowflake(a.id, b.id));
  const channelIds = new Map(channels.map((c, index) => [c.id, index + 1]));
  const placeholder = (id: string | null | undefined) => (id ? (channelIds.get(id) ?? null) : null);
  return {
    name: guild.name,
    description: profile.description,
    region: null,
    verification_level: profile.verification_level,
    default_message_notifications: profile.default_message_notifications,
    explicit_content_filter: profile.explicit_content_filter,
    preferred_locale: guild.preferredLocale,
    afk_channel_id: placeholder(profile.afk_channel_id),
    afk_timeout: profile.afk_timeout,
    system_channel_id: placeholder(guild.systemChannelId),
    system_channel_flags: guild.systemChannelFlags ?? 0,
    icon_hash: profile.icon,
    roles: roles.map(
      (r): APIGuildTemplateRole => ({
        id: roleIds.get(r.id) ?? 0,
        name: r.name,
        permissions: r.permissions,
        color: r.color,
        colors: null,
        hoist: r.hoist,
        mentionable: r.mentionable,
        icon: r.icon ?? null,
        unicode_emoji: r.unicodeEmoji ?? null,
      }),
    ),
    channels: channels.map((c) => templateChannel(c, channelIds, roleIds, placeholder(c.parentId))),
  };
}

function templateChannel(
  channel: EmulatorChannel,
  channelIds: ReadonlyMap<string, number>,
  roleIds: ReadonlyMap<string, number>,
  parentId: number | null,
): APIGuildTemplateChannel {
  const type = templateTypes.get(channel.type) ?? ChannelType.GuildText;
  return {
    id: channelIds.get(channel.id) ?? 0,
    type,
    name: channel.name,
    position: channel.position,
    topic: channel.topic,
    bitrate: 64_000,
    user_limit: 0,
    nsfw: channel.nsfw,
    rate_limit_per_user: channel.rateLimitPerUser,
    parent_id: parentId,
    default_auto_archive_duration: null,
    permission_overwrites: channel.permissionOverwrites.flatMap((o) => {
      const id = o.type === 0 ? roleIds.get(o.id) : undefined;
      return id === undefined ? [] : [{ id, type: 0 as const, allow: o.allow, deny: o.deny }];
    }),
    available_tags: type === ChannelType.GuildForum ? [] : null,
    template: '',
    default_reaction_emoji: null,
    default_thread_rate_limit_per_user: null,
    default_sort_order: null,
    default_forum_layout: null,
    default_tag_setting: null,
    theme_color: null,
  };
}
