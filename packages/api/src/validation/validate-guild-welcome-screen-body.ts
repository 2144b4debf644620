import { FieldErrorCodes } from '../error-codes.js';
import { GuildLimits } from '../guild-limits.js';
import { isJsonObject } from '../json/is-json-object.js';
import type { Snowflake } from '../snowflake.js';
import type { APIGuildWelcomeScreenChannel } from '../types/guild-welcome-screen.js';
import type { ValidationResult } from './field-error.js';
import { BodyFields } from './rules/body-fields.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { readObjectItems } from './rules/object-items.js';

/**
 * A checked welcome screen edit: what it sets (absent: unchanged; a null `enabled`: unchanged; a null
 * description or channel list: none).
 */
export interface CheckedGuildWelcomeScreenEdit {
  enabled?: boolean;
  description?: string | null;
  /** The channels in order, each once, their emoji fields null when not given. */
  welcomeChannels?: APIGuildWelcomeScreenChannel[];
}

/**
 * Checks the body of `PATCH /guilds/{id}/welcome-screen` as the service does: `enabled` a boolean,
 * `description` at most 140 characters, `welcome_channels` at most 5 objects, each with a `channel_id`
 * (each channel once), a 1-50 character `description`, and an optional `emoji_id` (a snowflake) and
 * `emoji_name`. Every field may be null. Whether the channels and emojis are the guild's is the server's
 * to judge.
 * @example
 * validateGuildWelcomeScreenBody({
 *   enabled: true,
 *   welcome_channels: [{ channel_id: '1250000000000000402', description: 'Say hello', emoji_name: '👋' }],
 * });
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-welcome-screen | Modify Guild Welcome Screen}
 */
export function validateGuildWelcomeScreenBody(
  body: unknown,
): ValidationResult<CheckedGuildWelcomeScreenEdit> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(body)}`);
    return { success: false, errors: c.errors };
  }
  const f = new BodyFields(c, body);
  const enabled = f.boolean('enabled', { nullable: true });
  const description = f.string('description', {
    max: GuildLimits.welcomeScreenDescriptionMaxLength,
    nullable: true,
  });
  const items = f.array('welcome_channels', { max: GuildLimits.welcomeChannelsMax, nullable: true });
  let channels: APIGuildWelcomeScreenChannel[] | undefined;
  if (items === null) channels = [];
  else if (items) {
    c.path.push('welcome_channels');
    channels = readChannels(c, items);
    c.path.pop();
  }
  if (c.errors.length > 0) return { success: false, errors: c.errors };
  const data: CheckedGuildWelcomeScreenEdit = {};
  if (typeof enabled === 'boolean') data.enabled = enabled;
  if (description !== undefined) data.description = description;
  if (channels) data.welcomeChannels = channels;
  return { success: true, data };
}

function readChannels(c: ErrorCollector, items: unknown[]): APIGuildWelcomeScreenChannel[] {
  const seen = new Set<Snowflake>();
  return readObjectItems(c, items, (f) => {
    const id = f.required('channel_id') ? f.snowflake('channel_id') : undefined;
    const description = f.required('description')
      ? f.string('description', { min: 1, max: GuildLimits.welcomeChannelDescriptionMaxLength })
      : undefined;
    const emojiId = f.snowflake('emoji_id', { nullable: true });
    const emojiName = f.string('emoji_name', { nullable: true });
    if (typeof id === 'string' && seen.has(id))
      c.add('channel_id', FieldErrorCodes.InvalidValue, `Channel ${id} comes twice — list each channel once`);
    if (typeof id === 'string') seen.add(id);
    if (typeof id !== 'string' || typeof description !== 'string') return undefined;
    return { channel_id: id, description, emoji_id: emojiId ?? null, emoji_name: emojiName ?? null };
  });
}
