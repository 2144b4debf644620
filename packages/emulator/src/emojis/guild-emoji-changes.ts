import {
  AuditLogEvent,
  EmojiLimits,
  FieldErrorCodes,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type { CheckedEmojiBody } from '@slashkit/api/validation';
import { requireExpressionManager, seesExpressionUsers } from '../access/expression-access.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { toApiEmoji } from '../expressions/to-api-emoji.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, invalidForm, notFound } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { EmulatorEmoji } from '../state/emoji-store.js';
import type { EmulatorGuild } from '../world/world.js';
import { publishGuildEmojisUpdate } from './guild-emojis-update-event.js';

// What the audit log records of an emoji.
const auditKeys = ['name', 'roles'] as const;

/** Whether the actor may see who uploaded the guild's emojis: Create or Manage Expressions. */
export function seesEmojiUsers(action: GuildAction): boolean {
  return seesExpressionUsers(action.guild, action.actor);
}

/** One of the guild's emojis; 404/10014 for any other id. */
export function guildEmoji(action: GuildAction, emojiId: string): EmulatorEmoji {
  const emoji = action.context.state.emojis.get(emojiId);
  if (!emoji || emoji.guildId !== action.guild.id)
    throw notFound(
      RESTJSONErrorCodes.UnknownEmoji,
      `Unknown Emoji: ${emojiId} is not an emoji of ${action.guild.name}`,
    );
  return emoji;
}

/**
 * Makes a guild emoji (`POST /guilds/{id}/emojis`) as the service does: Create Expressions; its roles
 * roles of the guild; at most 50 static and 50 animated emojis at tier 0 (400/30008, 30018). The image is
 * kept under the emoji's id. GUILD_EMOJIS_UPDATE, and an EMOJI_CREATE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/emoji#create-guild-emoji | Create Guild Emoji}
 */
export function createGuildEmoji(action: GuildAction, body: CheckedEmojiBody): EmulatorEmoji {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.CreateGuildExpressions, 'Create Expressions');
  const image = body.image!;
  const roles = knownRoles(guild, body.roles ?? []);
  const limit = EmojiLimits.perGuildByTier[0];
  const same = context.state.emojis.ofGuild(guild.id).filter((e) => e.animated === image.animated);
  if (same.length >= limit)
    throw badRequest(
      image.animated
        ? `Maximum number of animated emojis reached (${limit}): delete one of ${guild.name}'s animated emojis first`
        : `Maximum number of emojis reached (${limit}): delete one of ${guild.name}'s emojis first`,
      image.animated ? RESTJSONErrorCodes.MaximumAnimatedEmojis : RESTJSONErrorCodes.MaximumEmojis,
    );
  const emoji = context.state.emojis.add({
    id: context.nextId(),
    name: body.name!,
    guildId: guild.id,
    applicationId: null,
    roles,
    animated: image.animated,
    creatorId: actor.userId,
  });
  storeMedia(context, emoji.id, image);
  const after = toApiEmoji(context.state.world, emoji, false);
  auditChange(
    action,
    { actionType: AuditLogEvent.EmojiCreate, targetId: emoji.id, before: null, after, keys: auditKeys },
    () => publishGuildEmojisUpdate(context, guild.id),
  );
  return emoji;
}

/**
 * Edits a guild emoji's name and roles (`PATCH /guilds/{id}/emojis/{emoji_id}`): its uploader with Create
 * or Manage Expressions, anyone else with Manage Expressions. GUILD_EMOJIS_UPDATE, and an EMOJI_UPDATE
 * audit entry when something changed.
 * @see {@link https://discord.com/developers/docs/resources/emoji#modify-guild-emoji | Modify Guild Emoji}
 */
export function editGuildEmoji(action: GuildAction, emojiId: string, body: CheckedEmojiBody): EmulatorEmoji {
  const { context, guild } = action;
  const emoji = guildEmoji(action, emojiId);
  requireEmojiManager(action, emoji);
  const roles = body.roles === undefined ? undefined : knownRoles(guild, body.roles ?? []);
  const before = toApiEmoji(context.state.world, emoji, false);
  if (body.name !== undefined) emoji.name = body.name;
  if (roles !== undefined) emoji.roles = roles;
  const after = toApiEmoji(context.state.world, emoji, false);
  auditChange(
    action,
    { actionType: AuditLogEvent.EmojiUpdate, targetId: emoji.id, before, after, keys: auditKeys },
    () => publishGuildEmojisUpdate(context, guild.id),
  );
  return emoji;
}

/**
 * Deletes a guild emoji (`DELETE /guilds/{id}/emojis/{emoji_id}`), as {@link editGuildEmoji} judges who may,
 * with its image. GUILD_EMOJIS_UPDATE, and an EMOJI_DELETE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/emoji#delete-guild-emoji | Delete Guild Emoji}
 */
export function deleteGuildEmoji(action: GuildAction, emojiId: string): void {
  const { context, guild } = action;
  const emoji = guildEmoji(action, emojiId);
  requireEmojiManager(action, emoji);
  const before = toApiEmoji(context.state.world, emoji, false);
  context.state.emojis.delete(emoji.id);
  dropMedia(context, emoji.id);
  auditChange(
    action,
    { actionType: AuditLogEvent.EmojiDelete, targetId: emoji.id, before, after: null, keys: auditKeys },
    () => publishGuildEmojisUpdate(context, guild.id),
  );
}

function requireEmojiManager(action: GuildAction, emoji: EmulatorEmoji): void {
  requireExpressionManager(action.guild, action.actor, emoji.creatorId, `emoji ${emoji.name}`);
}

/** The roles of an emoji, each a role of the guild (400/50035 at its index otherwise); @everyone is no restriction. */
function knownRoles(guild: EmulatorGuild, roles: readonly string[]): string[] {
  const unknown = roles.flatMap((id, index) => (guild.roles.some((r) => r.id === id) ? [] : [index]));
  if (unknown.length > 0)
    throw invalidForm(
      unknown.map((index) => ({
        path: ['roles', index],
        code: FieldErrorCodes.InvalidValue,
        message: `Unknown role ${roles[index]}: name roles of ${guild.name}`,
      })),
    );
  return roles.filter((id) => id !== guild.id);
}
