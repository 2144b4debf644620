import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import { SoundboardLimits as L } from '../soundboard-limits.js';
import type { ValidationResult } from './field-error.js';
import { type DecodedImage, decodeImageData, type ImageDataRules } from './image-data.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';

/** The file types and size a soundboard sound takes (its bytes decide, never the URI's declared type). */
export const soundboardSoundRules: ImageDataRules = Object.freeze({
  types: Object.freeze(['audio/mpeg', 'audio/ogg'] as const),
  maxBytes: L.soundMaxBytes,
});

/** A soundboard sound body as the service reads it; each field absent when left out. */
export interface CheckedSoundboardSoundBody {
  name?: string;
  /** The decoded MP3 or Ogg file (a new sound only). */
  sound?: DecodedImage;
  /** 0-1; null resets it to 1. */
  volume?: number | null;
  emojiId?: Snowflake | null;
  emojiName?: string | null;
}

/**
 * Checks the body of `POST` (`create`: `name` and `sound` required) or `PATCH` (`edit`: no `sound`) of a
 * guild soundboard sound as the service does: `name` 2-32 characters, `sound` a data URI of MP3 or Ogg
 * bytes (read by its bytes) of at most 512 KiB, `volume` a number from 0 to 1, `emoji_id` a snowflake and
 * `emoji_name` 1-32 characters (each nullable). Own properties only; the file's duration is not read.
 * @example
 * validateSoundboardSoundBody({ name: 'tada', sound: 'data:audio/ogg;base64,T2dnUw…', volume: 0.5 }, 'create');
 * @see {@link https://discord.com/developers/docs/resources/soundboard#create-guild-soundboard-sound | Create Guild Soundboard Sound}
 */
export function validateSoundboardSoundBody(
  body: unknown,
  mode: 'create' | 'edit',
): ValidationResult<CheckedSoundboardSoundBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "name": "tada", "sound": "data:audio/ogg;base64,…" }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedSoundboardSoundBody = {};
  const creating = mode === 'create';
  if (!creating || f.required('name')) {
    const name = f.string('name', { min: L.nameMinLength, max: L.nameMaxLength });
    if (typeof name === 'string') data.name = name;
  }
  if (creating && f.required('sound')) {
    const read = decodeImageData(f.raw('sound'), soundboardSoundRules, ['sound']);
    if (read.success) data.sound = read.data;
    else
      for (const error of read.errors)
        c.add(
          'sound',
          error.code,
          error.code === FieldErrorCodes.ImageInvalid
            ? 'Invalid sound data: send a data URI such as "data:audio/ogg;base64,…" whose bytes are MP3 or Ogg'
            : error.message,
        );
  }
  const volume = f.raw('volume');
  if (volume === null) data.volume = null;
  else if (volume !== undefined) {
    if (typeof volume !== 'number' || !Number.isFinite(volume))
      c.add('volume', FieldErrorCodes.Coerce, `Value ${show(volume)} is not a number — send 0 to 1`);
    else if (volume < 0 || volume > L.volumeMax)
      c.add(
        'volume',
        volume < 0 ? FieldErrorCodes.Min : FieldErrorCodes.Max,
        `float value should be between 0 and ${L.volumeMax} (got ${volume})`,
      );
    else data.volume = volume;
  }
  const emojiId = f.snowflake('emoji_id', { nullable: true });
  if (emojiId !== undefined) data.emojiId = emojiId;
  const emojiName = f.string('emoji_name', { min: 1, max: L.emojiNameMaxLength, nullable: true });
  if (emojiName !== undefined) data.emojiName = emojiName;
  return c.errors.length === 0 ? { success: true, data } : { success: false, errors: c.errors };
}

/** A checked body of `POST /channels/{id}/send-soundboard-sound`. */
export interface CheckedSendSoundboardSoundBody {
  soundId: Snowflake;
  /** The guild the sound is from; absent: the channel's guild, or a default sound. */
  sourceGuildId?: Snowflake;
}

/**
 * Checks the body of `POST /channels/{channel.id}/send-soundboard-sound`: `sound_id` a snowflake
 * (required), `source_guild_id` a snowflake or null.
 * @example
 * validateSendSoundboardSoundBody({ sound_id: '1' });
 * @see {@link https://discord.com/developers/docs/resources/soundboard#send-soundboard-sound | Send Soundboard Sound}
 */
export function validateSendSoundboardSoundBody(
  body: unknown,
): ValidationResult<CheckedSendSoundboardSoundBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object { "sound_id": "…" }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  let soundId: Snowflake | undefined;
  if (f.required('sound_id')) {
    const id = f.snowflake('sound_id');
    if (typeof id === 'string') soundId = id;
  }
  const source = f.snowflake('source_guild_id', { nullable: true });
  if (c.errors.length > 0 || soundId === undefined) return { success: false, errors: c.errors };
  return {
    success: true,
    data: { soundId, ...(typeof source === 'string' ? { sourceGuildId: source } : {}) },
  };
}
