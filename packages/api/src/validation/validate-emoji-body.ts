import { EmojiLimits } from '../emoji-limits.js';
import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { FieldError, ValidationResult } from './field-error.js';
import { type DecodedImage, decodeImageData, type ImageDataRules } from './image-data.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';

/** The image types and size an emoji takes (its bytes decide, never the URI's declared type). */
export const emojiImageRules: ImageDataRules = Object.freeze({
  types: Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const),
  maxBytes: EmojiLimits.imageMaxBytes,
});

// A name: letters, digits and underscores (the length is checked apart, for its own message).
const namePattern = /^\w+$/;

/** An emoji body as the service reads it: the name, the decoded image, the roles (null: everyone). */
export interface CheckedEmojiBody {
  name?: string;
  image?: DecodedImage;
  roles?: string[] | null;
}

/** What an emoji body is for: making or editing, a guild's emoji (with roles) or an application's. */
export interface EmojiBodyOptions {
  mode: 'create' | 'edit';
  owner: 'guild' | 'application';
}

/**
 * Checks the body of `POST`/`PATCH` of a guild's or an application's emoji as the service does: `name`
 * 2-32 letters, digits or underscores (required to make one), `image` image data of at most 256 KiB read
 * by its bytes (only to make one; an edit ignores it), `roles` a list of role ids (a guild's emoji only).
 * Own properties only.
 * @example
 * validateEmojiBody({ name: 'blob wave', image }, { mode: 'create', owner: 'guild' });
 * // errors: [{ path: ['name'], code: 'BASE_TYPE_INVALID', ... }]
 * @see {@link https://discord.com/developers/docs/resources/emoji#create-guild-emoji | Create Guild Emoji}
 */
export function validateEmojiBody(
  body: unknown,
  options: EmojiBodyOptions,
): ValidationResult<CheckedEmojiBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "name": "blobwave", "image": "data:image/png;base64,…" }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedEmojiBody = {};
  const creating = options.mode === 'create';
  if (!creating || f.required('name')) {
    const name = f.string('name', { min: EmojiLimits.nameMinLength, max: EmojiLimits.nameMaxLength });
    if (typeof name === 'string' && !namePattern.test(name))
      c.add(
        'name',
        FieldErrorCodes.InvalidValue,
        `Invalid emoji name ${show(name)}: use letters, digits and underscores only`,
      );
    else if (typeof name === 'string') data.name = name;
  }
  const errors: FieldError[] = [];
  if (creating && f.required('image')) {
    const read = decodeImageData(f.raw('image'), emojiImageRules, ['image']);
    if (read.success) data.image = read.data;
    else errors.push(...read.errors);
  }
  if (options.owner === 'guild') {
    const roles = f.snowflakes('roles', { max: GuildLimits.rolesMax, unique: true, nullable: true });
    if (roles !== undefined) data.roles = roles;
  }
  const all = [...c.errors, ...errors];
  return all.length === 0 ? { success: true, data } : { success: false, errors: all };
}
