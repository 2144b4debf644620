import {
  AuditLogEvent,
  PermissionFlags,
  RESTJSONErrorCodes,
  type StickerFormatType,
  StickerLimits,
} from '@slashkit/api';
import type { CheckedStickerBody } from '@slashkit/api/validation';
import { requireExpressionManager } from '../access/expression-access.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { toApiSticker } from '../expressions/to-api-sticker.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, notFound } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { EmulatorSticker } from '../state/sticker-store.js';
import { publishGuildStickersUpdate } from './guild-stickers-update-event.js';

const auditKeys = ['name', 'tags', 'description', 'format_type'] as const;
const contentTypes: Readonly<Record<StickerFormatType, 'image/png' | 'image/gif' | 'application/json'>> = {
  1: 'image/png',
  2: 'image/png',
  3: 'application/json',
  4: 'image/gif',
};

/** One of the guild's stickers; 404/10060 for any other id. */
export function guildSticker(action: GuildAction, stickerId: string): EmulatorSticker {
  const sticker = action.context.state.stickers.get(stickerId);
  if (!sticker || sticker.guildId !== action.guild.id)
    throw notFound(
      RESTJSONErrorCodes.UnknownSticker,
      `Unknown Sticker: ${stickerId} is not a sticker of ${action.guild.name}`,
    );
  return sticker;
}

/** A new sticker's file: its bytes, and its format as they say. */
export interface StickerFile {
  bytes: Uint8Array;
  formatType: StickerFormatType;
}

/**
 * Makes a guild sticker (`POST /guilds/{id}/stickers`) as the service does: Create Expressions; at most 5
 * at tier 0 (400/30039); a Lottie file only in a verified or partnered guild, which the emulator's are not
 * (400/50035). The file is kept under the sticker's id. GUILD_STICKERS_UPDATE, and a STICKER_CREATE audit
 * entry.
 * @see {@link https://discord.com/developers/docs/resources/sticker#create-guild-sticker | Create Guild Sticker}
 */
export function createGuildSticker(
  action: GuildAction,
  body: CheckedStickerBody,
  file: StickerFile,
): EmulatorSticker {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.CreateGuildExpressions, 'Create Expressions');
  if (file.formatType === 3)
    throw badRequest(
      'Invalid Form Body: Lottie stickers may only be uploaded to a verified or partnered guild; send a PNG, APNG or GIF',
      RESTJSONErrorCodes.InvalidFormBody,
    );
  const limit = StickerLimits.perGuildByTier[0];
  if (context.state.stickers.ofGuild(guild.id).length >= limit)
    throw badRequest(
      `Maximum number of stickers reached (${limit}): delete one of ${guild.name}'s stickers first`,
      RESTJSONErrorCodes.MaximumStickers,
    );
  const sticker = context.state.stickers.add({
    id: context.nextId(),
    guildId: guild.id,
    name: body.name!,
    description: body.description ?? null,
    tags: body.tags!,
    formatType: file.formatType,
    creatorId: actor.userId,
  });
  storeMedia(context, sticker.id, { contentType: contentTypes[file.formatType], bytes: file.bytes });
  const after = toApiSticker(context.state.world, sticker, false);
  auditChange(
    action,
    { actionType: AuditLogEvent.StickerCreate, targetId: sticker.id, before: null, after, keys: auditKeys },
    () => publishGuildStickersUpdate(context, guild.id),
  );
  return sticker;
}

/**
 * Edits a guild sticker's name, tags and description (`PATCH /guilds/{id}/stickers/{sticker_id}`): its
 * uploader with Create or Manage Expressions, anyone else with Manage Expressions. GUILD_STICKERS_UPDATE
 * and a STICKER_UPDATE audit entry when something changed.
 * @see {@link https://discord.com/developers/docs/resources/sticker#modify-guild-sticker | Modify Guild Sticker}
 */
export function editGuildSticker(
  action: GuildAction,
  stickerId: string,
  body: CheckedStickerBody,
): EmulatorSticker {
  const { context, guild } = action;
  const sticker = guildSticker(action, stickerId);
  requireExpressionManager(guild, action.actor, sticker.creatorId, `sticker ${sticker.name}`);
  const before = toApiSticker(context.state.world, sticker, false);
  if (body.name !== undefined) sticker.name = body.name;
  if (body.tags !== undefined) sticker.tags = body.tags;
  if (body.description !== undefined) sticker.description = body.description;
  const after = toApiSticker(context.state.world, sticker, false);
  auditChange(
    action,
    { actionType: AuditLogEvent.StickerUpdate, targetId: sticker.id, before, after, keys: auditKeys },
    () => publishGuildStickersUpdate(context, guild.id),
  );
  return sticker;
}

/**
 * Deletes a guild sticker (`DELETE /guilds/{id}/stickers/{sticker_id}`), as {@link editGuildSticker}
 * judges who may, with its file. GUILD_STICKERS_UPDATE and a STICKER_DELETE audit entry.
 * @see {@link https://discord.com/developers/docs/resources/sticker#delete-guild-sticker | Delete Guild Sticker}
 */
export function deleteGuildSticker(action: GuildAction, stickerId: string): void {
  const { context, guild } = action;
  const sticker = guildSticker(action, stickerId);
  requireExpressionManager(guild, action.actor, sticker.creatorId, `sticker ${sticker.name}`);
  const before = toApiSticker(context.state.world, sticker, false);
  context.state.stickers.delete(sticker.id);
  dropMedia(context, sticker.id);
  auditChange(
    action,
    { actionType: AuditLogEvent.StickerDelete, targetId: sticker.id, before, after: null, keys: auditKeys },
    () => publishGuildStickersUpdate(context, guild.id),
  );
}
