import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { isSnowflake } from '../snowflake.js';
import type { FieldError, ValidationResult } from './field-error.js';
import { type DecodedImage, decodeImageData, type ImageDataRules } from './image-data.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';
import { checkWebhookName } from './rules/webhook-name.js';

/** The image types and size a webhook's avatar takes. */
export const webhookAvatarRules: ImageDataRules = Object.freeze({
  types: Object.freeze(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const),
  // The service's avatar uploads: 10 MiB.
  maxBytes: 10 * 1024 * 1024,
});

/** A webhook body as the service reads it: the name, the decoded avatar (null clears it), the new channel. */
export interface CheckedWebhookBody {
  name?: string;
  avatar?: DecodedImage | null;
  channelId?: string;
}

/**
 * Checks the body of a webhook's creation or edit: `create` (`POST /channels/{id}/webhooks`: `name`
 * required), `edit` (`PATCH /webhooks/{id}`: every field optional, `channel_id` moves it) or `token-edit`
 * (`PATCH /webhooks/{id}/{token}`: no move). The name follows `checkWebhookName`; the avatar is image data
 * read by its bytes (`decodeImageData`). Own properties only.
 * @example
 * validateWebhookBody({ name: 'Clyde' }, 'create'); // errors: [{ path: ['name'], code: 'USERNAME_INVALID', ... }]
 * @see {@link https://discord.com/developers/docs/resources/webhook#create-webhook | Create Webhook}
 */
export function validateWebhookBody(
  body: unknown,
  mode: 'create' | 'edit' | 'token-edit',
): ValidationResult<CheckedWebhookBody> {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object such as { "name": "Logs" }, got ${jsonType(body)}`,
    );
    return { success: false, errors: c.errors };
  }
  const own = (key: string): unknown => (Object.hasOwn(body, key) ? body[key] : undefined);
  const data: CheckedWebhookBody = {};
  const name = checkWebhookName(
    c,
    'name',
    own('name'),
    mode === 'create' ? 'a name of 1-80 characters' : undefined,
  );
  if (name !== undefined) data.name = name;
  const avatar = own('avatar');
  const errors: FieldError[] = [];
  if (avatar === null) data.avatar = null;
  else if (avatar !== undefined) {
    const read = decodeImageData(avatar, webhookAvatarRules, ['avatar']);
    if (read.success) data.avatar = read.data;
    else errors.push(...read.errors);
  }
  const channelId = own('channel_id');
  if (mode === 'edit' && channelId !== undefined && channelId !== null) {
    if (isSnowflake(channelId)) data.channelId = channelId;
    else c.add('channel_id', FieldErrorCodes.Snowflake, `Value ${show(channelId)} is not snowflake`);
  }
  const all = [...c.errors, ...errors];
  return all.length === 0 ? { success: true, data } : { success: false, errors: all };
}
