import {
  AuditLogEvent,
  FieldErrorCodes,
  PermissionFlags,
  RESTJSONErrorCodes,
  SoundboardLimits,
} from '@slashkit/api';
import type { CheckedSoundboardSoundBody } from '@slashkit/api/validation';
import { requireExpressionManager } from '../access/expression-access.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { worldEvent } from '../events/world-event.js';
import { toApiSoundboardSound } from '../expressions/to-api-soundboard-sound.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, invalidForm, notFound } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorSoundboardSound } from '../state/soundboard-sound-store.js';

// What the audit log records of a sound.
const auditKeys = ['name', 'volume', 'emoji_id', 'emoji_name'] as const;

/** One of the guild's sounds; 404/10097 Unknown Sound for any other id. */
export function guildSound(action: GuildAction, soundId: string): EmulatorSoundboardSound {
  const sound = action.context.state.soundboardSounds.get(soundId);
  if (!sound || sound.guildId !== action.guild.id)
    throw notFound(
      RESTJSONErrorCodes.UnknownSound,
      `Unknown Sound: ${soundId} is not a soundboard sound of ${action.guild.name}`,
    );
  return sound;
}

/**
 * Makes a guild sound (`POST /guilds/{id}/soundboard-sounds`) as the service does: Create Expressions; at
 * most 8 sounds at boost level 0 (400/30045); `emoji_id` one of the guild's emojis (400/50035); volume 1
 * unless told. The file is kept under the sound's id. GUILD_SOUNDBOARD_SOUND_CREATE and an audit entry.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#create-guild-soundboard-sound | Create Guild Soundboard Sound}
 */
export function createGuildSound(
  action: GuildAction,
  body: CheckedSoundboardSoundBody,
): EmulatorSoundboardSound {
  const { context, guild, actor } = action;
  requireGuildPermission(guild, actor, PermissionFlags.CreateGuildExpressions, 'Create Expressions');
  checkEmoji(action, body.emojiId);
  const limit = SoundboardLimits.perGuildByTier[0];
  if (context.state.soundboardSounds.ofGuild(guild.id).length >= limit)
    throw badRequest(
      `Maximum number of soundboard sounds reached (${limit}): delete one of ${guild.name}'s sounds first`,
      RESTJSONErrorCodes.MaximumSoundboardSounds,
    );
  const sound = context.state.soundboardSounds.add({
    id: context.nextId(),
    guildId: guild.id,
    name: body.name!,
    volume: body.volume ?? SoundboardLimits.volumeMax,
    emojiId: body.emojiId ?? null,
    emojiName: body.emojiName ?? null,
    creatorId: actor.userId,
  });
  storeMedia(context, sound.id, body.sound!);
  const after = toApiSoundboardSound(context.state.world, sound, false);
  auditChange(
    action,
    {
      actionType: AuditLogEvent.SoundboardSoundCreate,
      targetId: sound.id,
      before: null,
      after,
      keys: auditKeys,
    },
    () => publishSoundChange(context, 'CREATE', sound),
  );
  return sound;
}

/**
 * Edits a guild sound's name, volume and emoji (`PATCH …/soundboard-sounds/{sound_id}`): its uploader with
 * Create or Manage Expressions, anyone else with Manage Expressions. GUILD_SOUNDBOARD_SOUND_UPDATE and an
 * audit entry when something changed.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#modify-guild-soundboard-sound | Modify Guild Soundboard Sound}
 */
export function editGuildSound(
  action: GuildAction,
  soundId: string,
  body: CheckedSoundboardSoundBody,
): EmulatorSoundboardSound {
  const { context } = action;
  const sound = guildSound(action, soundId);
  requireSoundManager(action, sound);
  checkEmoji(action, body.emojiId);
  const before = toApiSoundboardSound(context.state.world, sound, false);
  if (body.name !== undefined) sound.name = body.name;
  if (body.volume !== undefined) sound.volume = body.volume ?? SoundboardLimits.volumeMax;
  if (body.emojiId !== undefined) sound.emojiId = body.emojiId;
  if (body.emojiName !== undefined) sound.emojiName = body.emojiName;
  const after = toApiSoundboardSound(context.state.world, sound, false);
  auditChange(
    action,
    { actionType: AuditLogEvent.SoundboardSoundUpdate, targetId: sound.id, before, after, keys: auditKeys },
    () => publishSoundChange(context, 'UPDATE', sound),
  );
  return sound;
}

/**
 * Deletes a guild sound and its file (`DELETE …/soundboard-sounds/{sound_id}`), as {@link editGuildSound}
 * judges who may. GUILD_SOUNDBOARD_SOUND_DELETE (`{ sound_id, guild_id }`) and an audit entry.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#delete-guild-soundboard-sound | Delete Guild Soundboard Sound}
 */
export function deleteGuildSound(action: GuildAction, soundId: string): void {
  const { context, guild } = action;
  const sound = guildSound(action, soundId);
  requireSoundManager(action, sound);
  const before = toApiSoundboardSound(context.state.world, sound, false);
  context.state.soundboardSounds.delete(sound.id);
  dropMedia(context, sound.id);
  auditChange(
    action,
    {
      actionType: AuditLogEvent.SoundboardSoundDelete,
      targetId: sound.id,
      before,
      after: null,
      keys: auditKeys,
    },
    () =>
      context.events.publish(
        worldEvent(
          'GUILD_SOUNDBOARD_SOUND_DELETE',
          { guildId: guild.id },
          { sound_id: sound.id, guild_id: guild.id },
        ),
      ),
  );
}

function requireSoundManager(action: GuildAction, sound: EmulatorSoundboardSound): void {
  requireExpressionManager(action.guild, action.actor, sound.creatorId, `sound ${sound.name}`);
}

/** A custom emoji of a sound is one of the guild's (400/50035 at `emoji_id` otherwise). */
function checkEmoji(action: GuildAction, emojiId: string | null | undefined): void {
  if (typeof emojiId !== 'string') return;
  const emoji = action.context.state.emojis.get(emojiId);
  if (emoji?.guildId === action.guild.id) return;
  throw invalidForm([
    {
      path: ['emoji_id'],
      code: FieldErrorCodes.InvalidValue,
      message: `Unknown emoji ${emojiId}: name one of ${action.guild.name}'s emojis, or a standard one by emoji_name`,
    },
  ]);
}

/**
 * Tells the guild's bots (intent GUILD_EXPRESSIONS) that a sound was made or edited:
 * GUILD_SOUNDBOARD_SOUND_CREATE or _UPDATE with the sound and its uploader.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-soundboard-sound-create | Guild Soundboard Sound Create}
 */
function publishSoundChange(
  context: EmulatorContext,
  kind: 'CREATE' | 'UPDATE',
  sound: EmulatorSoundboardSound,
): void {
  context.events.publish(
    worldEvent(
      `GUILD_SOUNDBOARD_SOUND_${kind}`,
      { guildId: sound.guildId },
      toApiSoundboardSound(context.state.world, sound, true),
    ),
  );
}
