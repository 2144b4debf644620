import {
  type APIGuildWelcomeScreen,
  AuditLogEvent,
  ChannelType,
  FieldErrorCodes,
  GuildFeatureNames,
  PermissionFlags,
} from '@slashkit/api';
import type { CheckedGuildWelcomeScreenEdit, FieldError } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { invalidForm } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild } from '../world/world.js';
import { publishGuildUpdate } from './guild-update-event.js';

const enabledFeature = GuildFeatureNames.WelcomeScreenEnabled;

// Channels a welcome screen may not link to: categories and threads (they are no place to start in).
const unlinkable: readonly number[] = [
  ChannelType.GuildCategory,
  ChannelType.PublicThread,
  ChannelType.PrivateThread,
  ChannelType.AnnouncementThread,
];

/** The stored screen as the service sends it: a channel that is gone is left out. */
function screenOf(context: EmulatorContext, guild: EmulatorGuild): APIGuildWelcomeScreen {
  const screen = context.state.guildScreens.welcomeScreen(guild.id);
  return {
    description: screen.description,
    welcome_channels: screen.welcome_channels.filter((w) =>
      guild.channels.some((c) => c.id === w.channel_id),
    ),
  };
}

/**
 * The guild's welcome screen (`GET /guilds/{id}/welcome-screen`): anyone of the guild while it is on,
 * Manage Guild while it is off. A guild whose screen was never set has no description and no channels.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-welcome-screen | Get Guild Welcome Screen}
 */
export function welcomeScreen(action: GuildAction): APIGuildWelcomeScreen {
  const { context, guild } = action;
  if (!context.state.guildProfiles.get(guild.id).features.includes(enabledFeature))
    requireGuildPermission(
      guild,
      action.actor,
      PermissionFlags.ManageGuild,
      'Manage Guild (the screen is off)',
    );
  return screenOf(context, guild);
}

/**
 * Edits the guild's welcome screen as the service does (Manage Guild): its description and channels (each
 * one of the guild's, no category or thread; an emoji id one of the guild's emojis; 50035 at the path
 * otherwise), and `enabled`, which adds or removes the guild's WELCOME_SCREEN_ENABLED feature: then a
 * GUILD_UPDATE audit entry (`features`) and GUILD_UPDATE. Everything is checked before anything changes.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-welcome-screen | Modify Guild Welcome Screen}
 */
export function editWelcomeScreen(
  action: GuildAction,
  edit: CheckedGuildWelcomeScreenEdit,
): APIGuildWelcomeScreen {
  const { context, guild } = action;
  requireGuildPermission(guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const problems = channelProblems(context, guild, edit);
  if (problems.length > 0) throw invalidForm(problems);
  const { guildScreens, guildProfiles } = context.state;
  const screen = screenOf(context, guild);
  guildScreens.setWelcomeScreen(guild.id, {
    description: edit.description === undefined ? screen.description : edit.description,
    welcome_channels: edit.welcomeChannels ?? screen.welcome_channels,
  });
  const profile = guildProfiles.get(guild.id);
  const on = profile.features.includes(enabledFeature);
  if (edit.enabled !== undefined && edit.enabled !== on) {
    const features = edit.enabled
      ? [...profile.features, enabledFeature]
      : profile.features.filter((f) => f !== enabledFeature);
    guildProfiles.set(guild.id, { ...profile, features });
    auditChange(
      action,
      {
        actionType: AuditLogEvent.GuildUpdate,
        targetId: guild.id,
        before: { features: profile.features },
        after: { features },
        keys: ['features'],
      },
      () => publishGuildUpdate(context, guild),
    );
  }
  return screenOf(context, guild);
}

function channelProblems(
  context: EmulatorContext,
  guild: EmulatorGuild,
  edit: CheckedGuildWelcomeScreenEdit,
): FieldError[] {
  const problems: FieldError[] = [];
  const emojis = new Set(context.state.emojis.ofGuild(guild.id).map((e) => e.id));
  edit.welcomeChannels?.forEach((item, index) => {
    const channel = guild.channels.find((c) => c.id === item.channel_id);
    if (!channel || unlinkable.includes(channel.type))
      problems.push({
        path: ['welcome_channels', index, 'channel_id'],
        code: FieldErrorCodes.InvalidValue,
        message: channel
          ? `Channel #${channel.name} is a category or a thread: link a channel members can read`
          : `Unknown channel ${item.channel_id}: name one of the guild's channels`,
      });
    if (item.emoji_id !== null && !emojis.has(item.emoji_id))
      problems.push({
        path: ['welcome_channels', index, 'emoji_id'],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown emoji ${item.emoji_id}: name one of the guild's custom emojis, or give emoji_name alone`,
      });
  });
  return problems;
}
