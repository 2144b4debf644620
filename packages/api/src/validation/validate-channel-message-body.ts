import { ChannelLimits } from '../channel-limits.js';
import { MessageReferenceType } from '../enums/message-reference-type.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { isSnowflake } from '../snowflake.js';
import type { RESTPostAPIChannelMessageJSONBody } from '../types/channel-message-bodies.js';
import type { ValidationResult } from './field-error.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';
import { checkPoll } from './rules/poll-body.js';
import { validateMessageBody } from './validate-message-body.js';

const mentionKinds: readonly string[] = ['users', 'roles', 'everyone'];

/** How a channel message body is checked. */
export interface ChannelMessageBodyValidationOptions {
  /** `'create'` (`POST`: something to show) or `'edit'` (`PATCH`: a partial body). */
  mode: 'create' | 'edit';
  /** Edits: the flags of the message being edited (a Components V2 message stays one). */
  existingFlags?: number;
}

/**
 * Checks the body of a channel message as the service does (`POST /channels/{id}/messages` with
 * `mode: 'create'`, `PATCH /channels/{id}/messages/{id}` with `mode: 'edit'`): every rule of an
 * interaction message (`validateMessageBody`: content, flags, embeds, components and Components V2), then `allowed_mentions`
 * (known `parse` kinds, at most 100 ids, `parse` and an id list of one kind exclude each other) and, on
 * create, `message_reference` (a message id; a reply, or a forward with its channel), `sticker_ids` (at most 3
 * snowflakes) and `nonce` (an integer or a string of at most 25 characters).
 * @example
 * validateChannelMessageBody({ content: 'hi', allowed_mentions: { parse: ['users'], users: ['1'] } }, { mode: 'create' });
 * // errors: [{ path: ['allowed_mentions'], code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', ... }]
 * @see {@link https://discord.com/developers/docs/resources/message#create-message | Create Message}
 */
export function validateChannelMessageBody(
  body: unknown,
  options: ChannelMessageBodyValidationOptions,
): ValidationResult<RESTPostAPIChannelMessageJSONBody> {
  const c = new ErrorCollector();
  const message = validateMessageBody(body, options);
  if (!message.success) c.errors.push(...message.errors);
  // The body as the service reads it (integer strings as numbers), when the message rules accepted it.
  const input: unknown = message.success ? message.data : body;
  if (isJsonObject(input)) {
    checkAllowedMentions(c, input.allowed_mentions);
    if (options.mode === 'create') {
      checkMessageReference(c, input.message_reference);
      checkStickerIds(c, input.sticker_ids);
      checkNonce(c, input.nonce);
      checkPoll(c, input.poll);
    }
  }
  return c.errors.length === 0
    ? { success: true, data: input as RESTPostAPIChannelMessageJSONBody }
    : { success: false, errors: c.errors };
}

function checkAllowedMentions(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  const key = 'allowed_mentions';
  if (!isJsonObject(value)) {
    c.add(key, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(value)}`);
    return;
  }
  c.path.push(key);
  const { parse, users, roles, replied_user: repliedUser } = value;
  let kinds: unknown[] = [];
  if (parse !== undefined && parse !== null) {
    if (!Array.isArray(parse))
      c.add('parse', FieldErrorCodes.ListType, `Expected an array, got ${jsonType(parse)}`);
    else {
      kinds = parse;
      parse.forEach((kind, i) => {
        if (typeof kind !== 'string' || !mentionKinds.includes(kind))
          c.add(
            'parse',
            FieldErrorCodes.Choices,
            `parse[${i}]: ${show(kind)} is not one of "users", "roles", "everyone"`,
          );
      });
    }
  }
  for (const [name, ids] of [
    ['users', users],
    ['roles', roles],
  ] as const) {
    if (ids === undefined || ids === null) continue;
    if (!Array.isArray(ids)) {
      c.add(name, FieldErrorCodes.ListType, `Expected an array of ids, got ${jsonType(ids)}`);
      continue;
    }
    if (ids.length > ChannelLimits.allowedMentionIds)
      c.add(
        name,
        FieldErrorCodes.MaxLength,
        `Must be ${ChannelLimits.allowedMentionIds} or fewer in length (got ${ids.length})`,
      );
    ids.forEach((id, i) => {
      if (!isSnowflake(id))
        c.add(name, FieldErrorCodes.Snowflake, `${name}[${i}]: value ${show(id)} is not snowflake`);
    });
    if (kinds.includes(name))
      c.add(
        undefined,
        FieldErrorCodes.AllowedMentionsParseExclusive,
        `parse:["${name}"] and ${name}: [ids...] are mutually exclusive — keep one of them`,
      );
  }
  if (repliedUser !== undefined && repliedUser !== null && typeof repliedUser !== 'boolean')
    c.add('replied_user', FieldErrorCodes.Boolean, 'Must be either true or false');
  c.path.pop();
}

function checkMessageReference(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  const key = 'message_reference';
  if (!isJsonObject(value)) {
    c.add(key, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(value)}`);
    return;
  }
  c.path.push(key);
  const { message_id: messageId, channel_id: channelId, guild_id: guildId, type } = value;
  if (!isSnowflake(messageId))
    c.add(
      'message_id',
      messageId === undefined ? FieldErrorCodes.Required : FieldErrorCodes.Snowflake,
      messageId === undefined
        ? 'This field is required: the id of the message to reply to'
        : `Value ${show(messageId)} is not snowflake`,
    );
  for (const [name, id] of [
    ['channel_id', channelId],
    ['guild_id', guildId],
  ] as const)
    if (id !== undefined && id !== null && !isSnowflake(id))
      c.add(name, FieldErrorCodes.Snowflake, `Value ${show(id)} is not snowflake`);
  if (
    type !== undefined &&
    type !== null &&
    type !== MessageReferenceType.Default &&
    type !== MessageReferenceType.Forward
  )
    c.add(
      'type',
      FieldErrorCodes.Choices,
      `Value ${show(type)} is not a valid enum value: use 0 (a reply) or 1 (a forward)`,
    );
  else if (type === MessageReferenceType.Forward && (channelId === undefined || channelId === null))
    c.add(
      'channel_id',
      FieldErrorCodes.Required,
      'This field is required: a forward names the channel of the message it forwards',
    );
  const fail = value.fail_if_not_exists;
  if (fail !== undefined && fail !== null && typeof fail !== 'boolean')
    c.add('fail_if_not_exists', FieldErrorCodes.Boolean, 'Must be either true or false');
  c.path.pop();
}

function checkStickerIds(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) {
    c.add(
      'sticker_ids',
      FieldErrorCodes.ListType,
      `Expected an array of sticker ids, got ${jsonType(value)}`,
    );
    return;
  }
  if (value.length > ChannelLimits.stickersPerMessage)
    c.add(
      'sticker_ids',
      FieldErrorCodes.MaxLength,
      `Must be ${ChannelLimits.stickersPerMessage} or fewer in length (got ${value.length})`,
    );
  c.path.push('sticker_ids');
  value.forEach((id, i) => {
    if (!isSnowflake(id)) c.add(i, FieldErrorCodes.Snowflake, `Value ${show(id)} is not snowflake`);
  });
  c.path.pop();
}

function checkNonce(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'string') {
    if (typeof value === 'string' && value.length > ChannelLimits.nonceMaxLength)
      c.add('nonce', FieldErrorCodes.BadLength, `Must be ${ChannelLimits.nonceMaxLength} or fewer in length`);
    return;
  }
  c.add('nonce', FieldErrorCodes.InvalidValue, 'Expected an integer or a string of at most 25 characters');
}
