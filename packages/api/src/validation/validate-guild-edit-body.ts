import { isLocale, type Locale } from '../enums/locale.js';
import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { FieldError, ValidationResult } from './field-error.js';
import { type DecodedImage, decodeImageData, type ImageDataRules } from './image-data.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';

/** The images of a guild that `PATCH /guilds/{id}` sets. */
export const guildImageKeys = ['icon', 'splash', 'discovery_splash', 'banner', 'home_header'] as const;

/** One of {@link guildImageKeys}. */
export type GuildImageKey = (typeof guildImageKeys)[number];

/** The channels of a guild that `PATCH /guilds/{id}` points at. */
export const guildChannelKeys = [
  'afk_channel_id',
  'system_channel_id',
  'rules_channel_id',
  'public_updates_channel_id',
  'safety_alerts_channel_id',
] as const;

/** One of {@link guildChannelKeys}. */
export type GuildChannelKey = (typeof guildChannelKeys)[number];

/** A checked `PATCH /guilds/{id}` body: what it sets (null: reset), images decoded. */
export interface CheckedGuildEdit {
  name?: string;
  description?: string | null;
  verification_level?: number;
  default_message_notifications?: number;
  explicit_content_filter?: number;
  afk_timeout?: number;
  system_channel_flags?: number;
  preferred_locale?: Locale;
  premium_progress_bar_enabled?: boolean;
  features?: string[];
  channels: Partial<Record<GuildChannelKey, Snowflake | null>>;
  images: Partial<Record<GuildImageKey, DecodedImage | null>>;
}

const guildImageRules: ImageDataRules = {
  types: Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const),
  maxBytes: GuildLimits.guildImageMaxBytes,
};

/**
 * Checks the body of `PATCH /guilds/{id}` as the service does: `name` 2-100 characters, `description` at
 * most 300, the levels in their ranges, `afk_timeout` one of 60/300/900/1800/3600, `system_channel_flags`
 * a bit set of the known flags, `preferred_locale` a locale, `features` a list of strings, the channel ids
 * snowflakes, the images image data (PNG, JPEG, GIF, WebP). A null resets a field to the new guild's
 * default (`region` is ignored). Whether the channels exist and the features may change is the service's
 * to judge against the guild.
 * @example
 * validateGuildEditBody({ name: 'Cool Guild', afk_timeout: 900 });
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild | Modify Guild}
 */
export function validateGuildEditBody(body: unknown): ValidationResult<CheckedGuildEdit> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const data: CheckedGuildEdit = { channels: {}, images: {} };
  const name = f.string('name', {
    min: GuildLimits.guildNameMinLength,
    max: GuildLimits.guildNameMaxLength,
  });
  if (typeof name === 'string') data.name = name;
  const description = f.string('description', {
    max: GuildLimits.guildDescriptionMaxLength,
    nullable: true,
  });
  if (description !== undefined) data.description = description === '' ? null : description;
  const levels = [
    ['verification_level', GuildLimits.verificationLevelMax],
    ['default_message_notifications', GuildLimits.defaultMessageNotificationsMax],
    ['explicit_content_filter', GuildLimits.explicitContentFilterMax],
    ['system_channel_flags', GuildLimits.systemChannelFlagsMax],
  ] as const;
  for (const [key, max] of levels) {
    const level = f.integer(key, { min: 0, max, nullable: true });
    if (level !== undefined) data[key] = level ?? 0;
  }
  const afk = f.integer('afk_timeout', { min: 0, max: Number.MAX_SAFE_INTEGER, nullable: true });
  if (typeof afk === 'number' && !(GuildLimits.afkTimeouts as readonly number[]).includes(afk))
    c.add(
      'afk_timeout',
      FieldErrorCodes.Choices,
      `Value must be one of ${GuildLimits.afkTimeouts.join(', ')} (got ${afk})`,
    );
  else if (afk !== undefined) data.afk_timeout = afk ?? 300;
  const locale = f.string('preferred_locale', { nullable: true });
  if (typeof locale === 'string' && !isLocale(locale))
    c.add('preferred_locale', FieldErrorCodes.InvalidLocale, `Invalid locale ${show(locale)}`);
  else if (locale !== undefined) data.preferred_locale = (locale ?? 'en-US') as Locale;
  const bar = f.boolean('premium_progress_bar_enabled', { nullable: true });
  if (bar !== undefined) data.premium_progress_bar_enabled = bar ?? false;
  readFeatures(f, c, data);
  for (const key of guildChannelKeys) {
    const id = f.snowflake(key, { nullable: true });
    if (id !== undefined) data.channels[key] = id;
  }
  const errors: FieldError[] = [];
  for (const key of guildImageKeys) {
    const raw = f.raw(key);
    if (raw === undefined) continue;
    if (raw === null) {
      data.images[key] = null;
      continue;
    }
    const read = decodeImageData(raw, guildImageRules, [key]);
    if (read.success) data.images[key] = read.data;
    else errors.push(...read.errors);
  }
  const all = [...c.errors, ...errors];
  return all.length === 0 ? { success: true, data } : { success: false, errors: all };
}

// At most as many features as the service defines, each a short name: enough room, and a bound.
const featuresMax = 100;
const featureNameMax = 64;

function readFeatures(f: BodyFields, c: ErrorCollector, data: CheckedGuildEdit): void {
  const list = f.array('features', { max: featuresMax, nullable: true });
  if (list === null) data.features = [];
  if (!list) return;
  const features: string[] = [];
  c.path.push('features');
  list.forEach((item, index) => {
    if (typeof item !== 'string' || item.length === 0 || item.length > featureNameMax)
      c.add(
        index,
        FieldErrorCodes.String,
        `Expected a feature name of 1-${featureNameMax} characters, got ${show(item)}`,
      );
    else if (!features.includes(item)) features.push(item);
  });
  c.path.pop();
  data.features = features;
}
