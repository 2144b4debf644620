import {
  type APIGuildWidget,
  type APIGuildWidgetMember,
  type APIGuildWidgetSettings,
  AuditLogEvent,
  ChannelType,
  FieldErrorCodes,
  GuildLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type { CheckedGuildWidgetEdit } from '@slashkit/api/validation';
import { channelPermissions } from '../access/channel-permissions.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { newInviteCode } from '../guild-admin/channel-invite.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { forbidden, invalidForm, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember } from '../world/bot-member.js';
import type { GuildProfile } from '../world/guild-profile.js';
import type { EmulatorGuild } from '../world/world.js';
import { publishGuildUpdate } from './guild-update-event.js';

/** The widget settings of a profile as the service sends them (a channel that is gone reads as none). */
function settingsOf(guild: EmulatorGuild, profile: GuildProfile): APIGuildWidgetSettings {
  const id = profile.widget_channel_id;
  return {
    enabled: profile.widget_enabled,
    channel_id: id !== null && guild.channels.some((c) => c.id === id) ? id : null,
  };
}

/**
 * The guild's widget settings (`GET /guilds/{id}/widget`; Manage Guild).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-widget-settings | Get Guild Widget Settings}
 */
export function widgetSettings(action: GuildAction): APIGuildWidgetSettings {
  requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  return settingsOf(action.guild, action.context.state.guildProfiles.get(action.guild.id));
}

/**
 * Edits the guild's widget as the service does (Manage Guild): `enabled`, and `channel_id` one of the
 * guild's channels (threads aside; 50035 at `channel_id` otherwise) or null. A GUILD_UPDATE audit entry
 * with `widget_enabled`/`widget_channel_id` and GUILD_UPDATE, nothing when nothing changed.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-widget | Modify Guild Widget}
 */
export function editWidget(action: GuildAction, edit: CheckedGuildWidgetEdit): APIGuildWidgetSettings {
  const { context, guild } = action;
  requireGuildPermission(guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const channel = edit.channelId ? guild.channels.find((c) => c.id === edit.channelId) : undefined;
  if (edit.channelId && (!channel || isThread(channel.type)))
    throw invalidForm([
      {
        path: ['channel_id'],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown channel ${edit.channelId}: name one of the guild's channels, or null for none`,
      },
    ]);
  const { guildProfiles } = context.state;
  const profile = guildProfiles.get(guild.id);
  const before = settingsOf(guild, profile);
  const next: GuildProfile = {
    ...profile,
    widget_enabled: edit.enabled ?? profile.widget_enabled,
    widget_channel_id: edit.channelId === undefined ? before.channel_id : edit.channelId,
  };
  guildProfiles.set(guild.id, next);
  const after = settingsOf(guild, next);
  const wire = (s: APIGuildWidgetSettings) => ({
    widget_enabled: s.enabled,
    widget_channel_id: s.channel_id,
  });
  auditChange(
    action,
    {
      actionType: AuditLogEvent.GuildUpdate,
      targetId: guild.id,
      before: wire(before),
      after: wire(after),
      keys: ['widget_enabled', 'widget_channel_id'],
    },
    () => publishGuildUpdate(context, guild),
  );
  return after;
}

/**
 * The guild's widget as anyone may read it (`GET /guilds/{id}/widget.json`, no credentials): 404/10004 for
 * an unknown guild, 403/50004 while the widget is off. Its voice and stage channels that `@everyone` may
 * see and join, by position; the members online (the bots of the guild with a gateway connection: the
 * emulator models no presence of users), anonymized, at most 100, and how many are online; with a widget
 * channel, an invite to it that never expires (one made for the widget when there is none).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-widget | Get Guild Widget}
 */
export function guildWidget(context: EmulatorContext, guildId: string): APIGuildWidget {
  const guild = context.findGuild(guildId);
  if (!guild) throw notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  if (!context.state.guildProfiles.get(guild.id).widget_enabled)
    throw forbidden(RESTJSONErrorCodes.GuildWidgetDisabled, 'Widget Disabled');
  const open = PermissionFlags.ViewChannel | PermissionFlags.Connect;
  const channels = guild.channels
    .filter(
      (c) =>
        (c.type === ChannelType.GuildVoice || c.type === ChannelType.GuildStageVoice) &&
        (channelPermissions(guild, c, [], null) & open) === open,
    )
    .sort((a, b) => a.position - b.position)
    .map((c) => ({ id: c.id, name: c.name, position: c.position }));
  const online = onlineMembers(context, guild);
  return {
    id: guild.id,
    name: guild.name,
    instant_invite: widgetInvite(context, guild),
    channels,
    members: online.slice(0, GuildLimits.widgetMembersMax),
    presence_count: online.length,
  };
}

/** The guild's bots with a connected gateway session, as the widget shows members (ids as indexes). */
function onlineMembers(context: EmulatorContext, guild: EmulatorGuild): APIGuildWidgetMember[] {
  const { world, gateway } = context.state;
  const connected = new Set(
    [...gateway.sessions.values()].filter((s) => s.sink !== null).map((s) => s.applicationId),
  );
  return world.applications
    .filter((a) => connected.has(a.id) && botMember(guild, a) !== null)
    .map((a, index) => ({
      id: String(index),
      username: a.bot.username,
      discriminator: '0000',
      avatar: null,
      status: 'online',
      avatar_url: 'https://cdn.discordapp.com/embed/avatars/0.png',
    }));
}

/**
 * The widget's invite link: a live invite to the widget channel that never expires and has no use limit,
 * or a new one (the guild's owner as its inviter) when there is none; null without a widget channel.
 */
function widgetInvite(context: EmulatorContext, guild: EmulatorGuild): string | null {
  const channelId = settingsOf(guild, context.state.guildProfiles.get(guild.id)).channel_id;
  if (channelId === null) return null;
  const { invites } = context.state;
  const now = context.clock.now();
  const open = invites
    .list({ guildId: guild.id, channelId }, now)
    .find((i) => i.maxAge === 0 && i.maxUses === 0 && !i.temporary && i.targetType === null);
  const code =
    open?.code ??
    (() => {
      const made = newInviteCode((c) => invites.get(c, now) !== undefined);
      invites.add({
        code: made,
        guildId: guild.id,
        channelId,
        inviterId: guild.ownerId,
        createdAt: now,
        maxAge: 0,
        maxUses: 0,
        uses: 0,
        temporary: false,
        targetType: null,
        targetUserId: null,
        targetApplicationId: null,
      });
      return made;
    })();
  return `https://discord.com/invite/${code}`;
}

function isThread(type: number): boolean {
  return (
    type === ChannelType.PublicThread ||
    type === ChannelType.PrivateThread ||
    type === ChannelType.AnnouncementThread
  );
}
