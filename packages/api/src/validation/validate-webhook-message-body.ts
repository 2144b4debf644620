import { MessageFlags } from '../enums/message-flags.js';
import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { isSnowflake } from '../snowflake.js';
import type { RESTPostAPIWebhookWithTokenJSONBody } from '../types/webhook.js';
import { WebhookLimits } from '../webhook-limits.js';
import type { ValidationResult } from './field-error.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';
import { checkText } from './rules/component-fields.js';
import { checkWebhookName } from './rules/webhook-name.js';
import { validateChannelMessageBody } from './validate-channel-message-body.js';

/** The flags an execution may set: SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2. */
const executeFlags =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;
/** The flags an edit may set: SUPPRESS_EMBEDS, IS_COMPONENTS_V2. */
const editFlags = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2;

/** How a channel webhook's message body is checked. */
export interface WebhookMessageBodyValidationOptions {
  /** `'create'` (an execution: something to show) or `'edit'` (an edit of one of its messages). */
  mode: 'create' | 'edit';
  /** Edits: the flags of the message being edited (a Components V2 message stays one). */
  existingFlags?: number;
}

/**
 * Checks the body of a channel webhook's execution (`POST /webhooks/{id}/{token}`, `mode: 'create'`) or of
 * an edit of one of its messages (`'edit'`), as the service does: the message rules and `allowed_mentions`
 * of a channel message (`validateChannelMessageBody`), only the flags a webhook may set, and on executions
 * `username` (a webhook name), `avatar_url` (an http(s) URL of at most 2048 characters), `thread_name`
 * (at most 100 characters) and `applied_tags` (at most 5 ids). An interaction's follow-up is checked as an
 * interaction message instead.
 * @example
 * validateWebhookMessageBody({ content: 'hi', username: 'Discord' }, { mode: 'create' });
 * // errors: [{ path: ['username'], code: 'USERNAME_INVALID', ... }]
 * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
 */
export function validateWebhookMessageBody(
  body: unknown,
  options: WebhookMessageBodyValidationOptions,
): ValidationResult<RESTPostAPIWebhookWithTokenJSONBody> {
  const c = new ErrorCollector();
  const message = validateChannelMessageBody(body, options);
  if (!message.success) c.errors.push(...message.errors);
  const input: unknown = message.success ? message.data : body;
  if (isJsonObject(input)) {
    const own = (key: string): unknown => (Object.hasOwn(input, key) ? input[key] : undefined);
    const flags = own('flags');
    const allowed = options.mode === 'create' ? executeFlags : editFlags;
    if (typeof flags === 'number' && Number.isInteger(flags) && flags >= 0 && (flags & ~allowed) !== 0)
      c.add(
        'flags',
        FieldErrorCodes.InvalidValue,
        `Flags ${flags} include bits a webhook message may not set (${flags & ~allowed}) — use SUPPRESS_EMBEDS 4${options.mode === 'create' ? ', SUPPRESS_NOTIFICATIONS 4096' : ''} or IS_COMPONENTS_V2 32768`,
      );
    if (options.mode === 'create') checkExecutionFields(c, own);
  }
  return c.errors.length === 0
    ? { success: true, data: input as RESTPostAPIWebhookWithTokenJSONBody }
    : { success: false, errors: c.errors };
}

function checkExecutionFields(c: ErrorCollector, own: (key: string) => unknown): void {
  const username = own('username');
  if (username !== null) checkWebhookName(c, 'username', username);
  const avatarUrl = own('avatar_url');
  if (avatarUrl !== undefined && avatarUrl !== null) {
    const url = checkText(c, 'avatar_url', avatarUrl, 1, WebhookLimits.avatarUrlMaxLength);
    if (url !== undefined && !/^https?:\/\/[^\s/?#]+/i.test(url))
      c.add(
        'avatar_url',
        FieldErrorCodes.InvalidValue,
        `Not a well formed URL: ${show(url)} — send an http(s) URL`,
      );
  }
  const threadName = own('thread_name');
  if (threadName !== undefined && threadName !== null)
    checkText(c, 'thread_name', threadName, 0, WebhookLimits.threadNameMaxLength);
  const tags = own('applied_tags');
  if (tags === undefined || tags === null) return;
  if (!Array.isArray(tags)) {
    c.add('applied_tags', FieldErrorCodes.ListType, `Expected an array of tag ids, got ${jsonType(tags)}`);
    return;
  }
  if (tags.length > WebhookLimits.appliedTagsMax)
    c.add(
      'applied_tags',
      FieldErrorCodes.MaxLength,
      `Must be ${WebhookLimits.appliedTagsMax} or fewer in length (got ${tags.length})`,
    );
  tags.forEach((tag, i) => {
    if (!isSnowflake(tag))
      c.add(
        'applied_tags',
        FieldErrorCodes.Snowflake,
        `applied_tags[${i}]: value ${show(tag)} is not snowflake`,
      );
  });
}
