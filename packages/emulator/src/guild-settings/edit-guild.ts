import {
  AuditLogEvent,
  ChannelType,
  FieldErrorCodes,
  MutableGuildFeatures,
  PermissionFlags,
} from '@slashkit/api';
import {
  type CheckedGuildEdit,
  type FieldError,
  type GuildChannelKey,
  guildChannelKeys,
  guildImageKeys,
} from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { guildExpressions } from '../expressions/guild-expressions.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { invalidForm } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { GuildProfile } from '../world/guild-profile.js';
import { toApiGuild } from '../world/to-api-guild.js';
import type { EmulatorGuild } from '../world/world.js';
import { publishGuildUpdate } from './guild-update-event.js';

// The channel types each channel setting takes: the AFK channel is a voice channel, the others text.
const channelTypes: Readonly<Record<GuildChannelKey, readonly number[]>> = {
  afk_channel_id: [ChannelType.GuildVoice],
  system_channel_id: [ChannelType.GuildText],
  rules_channel_id: [ChannelType.GuildText],
  public_updates_channel_id: [ChannelType.GuildText],
  safety_alerts_channel_id: [ChannelType.GuildText],
};

// What the audit log records of a guild: its settings, images as `<image>_hash` as the service names them.
const auditKeys: readonly string[] = [
  'name',
  'description',
  'preferred_locale',
  'features',
  'verification_level',
  'default_message_notifications',
  'explicit_content_filter',
  'afk_channel_id',
  'afk_timeout',
  'system_channel_id',
  'system_channel_flags',
  'rules_channel_id',
  'public_updates_channel_id',
  'safety_alerts_channel_id',
  'premium_progress_bar_enabled',
  ...guildImageKeys.map((key) => `${key}_hash`),
];

/**
 * Edits a guild's settings as the service does: Manage Guild; a mutable feature added or removed needs
 * its permission (COMMUNITY and DISCOVERABLE: Administrator), the service's own features stay as they
 * are; each channel named must be one of the guild's of the right type (50035 at its key otherwise).
 * Everything is checked before anything changes. A GUILD_UPDATE audit entry with what changed and
 * GUILD_UPDATE (nothing when nothing changed); returns the guild as `GET /guilds/{id}` sends it.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild | Modify Guild}
 */
export function editGuild(action: GuildAction, edit: CheckedGuildEdit) {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const { world, guildProfiles } = context.state;
  const profile = guildProfiles.get(guild.id);
  const features = edit.features ? changedFeatures(action, profile.features, edit.features) : undefined;
  const problems = channelProblems(guild, edit);
  if (problems.length > 0) throw invalidForm(problems);
  const before = auditForm(toApiGuild(world, guild, profile));
  if (edit.name !== undefined) guild.name = edit.name;
  if (edit.preferred_locale !== undefined) guild.preferredLocale = edit.preferred_locale;
  // The system channel is the world's (the join messages go there).
  if (edit.channels.system_channel_id !== undefined) guild.systemChannelId = edit.channels.system_channel_id;
  if (edit.system_channel_flags !== undefined) guild.systemChannelFlags = edit.system_channel_flags;
  const next: GuildProfile = { ...profile, ...(features ? { features } : {}) };
  for (const key of [
    'description',
    'verification_level',
    'default_message_notifications',
    'explicit_content_filter',
    'afk_timeout',
    'premium_progress_bar_enabled',
  ] as const) {
    const value = edit[key];
    if (value !== undefined) (next as Record<typeof key, unknown>)[key] = value;
  }
  for (const key of guildChannelKeys) {
    const id = edit.channels[key];
    if (id !== undefined && key !== 'system_channel_id') next[key] = id;
  }
  for (const key of guildImageKeys) {
    const image = edit.images[key];
    if (image === undefined) continue;
    dropMedia(context, profile[key]);
    if (image === null) next[key] = null;
    else {
      const hash = `${image.animated ? 'a_' : ''}${context.nextId()}`;
      storeMedia(context, hash, image);
      next[key] = hash;
    }
  }
  guildProfiles.set(guild.id, next);
  const after = toApiGuild(world, guild, next, false, guildExpressions(context.state, guild.id));
  auditChange(
    action,
    {
      actionType: AuditLogEvent.GuildUpdate,
      targetId: guild.id,
      before,
      after: auditForm(after),
      keys: auditKeys,
    },
    () => publishGuildUpdate(context, guild),
  );
  return after;
}

/**
 * The features after the edit: the mutable ones as asked (each change judged on its permission), every
 * other one as it was.
 */
function changedFeatures(action: GuildAction, current: string[], asked: string[]): string[] {
  const mutable = (feature: string) => Object.hasOwn(MutableGuildFeatures, feature);
  for (const feature of Object.keys(MutableGuildFeatures)) {
    if (current.includes(feature) === asked.includes(feature)) continue;
    const needed = MutableGuildFeatures[feature] ?? PermissionFlags.Administrator;
    const what = needed === PermissionFlags.Administrator ? 'Administrator' : 'Manage Guild';
    requireGuildPermission(action.guild, action.actor, needed, `${what} (to change ${feature})`);
  }
  return [...current.filter((feature) => !mutable(feature)), ...asked.filter((feature) => mutable(feature))];
}

function channelProblems(guild: EmulatorGuild, edit: CheckedGuildEdit): FieldError[] {
  const problems: FieldError[] = [];
  for (const key of guildChannelKeys) {
    const id = edit.channels[key];
    if (id === undefined || id === null) continue;
    const channel = guild.channels.find((c) => c.id === id);
    if (!channel || !channelTypes[key].includes(channel.type))
      problems.push({
        path: [key],
        code: FieldErrorCodes.InvalidValue,
        message: channel
          ? `Channel #${channel.name} is of the wrong type: ${key} takes a ${key === 'afk_channel_id' ? 'voice' : 'text'} channel`
          : `Unknown channel ${id}: name one of the guild's channels`,
      });
  }
  return problems;
}

/** A guild's wire form with its images under the audit log's keys (`icon_hash`…). */
function auditForm(guild: ReturnType<typeof toApiGuild>): Record<string, unknown> {
  const form: Record<string, unknown> = { ...guild };
  for (const key of guildImageKeys) form[`${key}_hash`] = guild[key];
  return form;
}
