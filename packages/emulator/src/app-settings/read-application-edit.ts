import {
  ApplicationFlags,
  ApplicationWebhookEventTypes,
  FieldErrorCodes,
  lenientInteger,
  ownValue,
  type RESTPatchAPICurrentApplicationJSONBody,
} from '@slashkit/api';
import { type DecodedImage, decodeImageData, type FieldError } from '@slashkit/api/validation';
import { invalidForm } from '../http/http-error.js';
import { profileImageRules } from '../users/read-user-edit.js';

/** An Edit Current Application body once read: its images decoded (null removes one), the rest as sent. */
export type ApplicationEdit = Omit<RESTPatchAPICurrentApplicationJSONBody, 'icon' | 'cover_image'> & {
  icon?: DecodedImage | null;
  cover_image?: DecodedImage | null;
};

/** The flags an app may set through the API: the limited intent flags alone (the docs' note on `flags`). */
export const editableApplicationFlags =
  ApplicationFlags.GatewayPresenceLimited |
  ApplicationFlags.GatewayGuildMembersLimited |
  ApplicationFlags.GatewayMessageContentLimited;

const installScopes: readonly string[] = ['applications.commands', 'bot'];
const maxUrl = 2048;

/**
 * The body of Edit Current Application, read field by field as the service reads it (own properties only;
 * fields it does not take are passed over), every rule checked before anything is saved: `description` at
 * most 400 characters (a string, or the document's `{ default }`), at most 5 `tags` of 1-20 characters,
 * `install_params` scopes of `applications.commands` and `bot` with a permission bit set (with `bot` only),
 * `flags` changing only the limited intent flags of `current`, URLs of at most 2048 characters,
 * `event_webhooks_status` 1 or 2, `event_webhooks_types` from the document's list, `icon` and `cover_image`
 * image data read by their bytes (PNG, JPEG, GIF, WebP; 10 MiB; null removes it). A 400/50035 names each
 * bad field.
 * @see {@link https://discord.com/developers/docs/resources/application#edit-current-application | Edit Current Application}
 */
export function readApplicationEdit(body: unknown, currentFlags: number): ApplicationEdit {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidForm([{ path: [], code: FieldErrorCodes.ModelType, message: 'Expected an object.' }]);
  const fields = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const bad = (path: (string | number)[], message: string, code: string = FieldErrorCodes.InvalidValue) =>
    errors.push({ path, code, message });
  const edit: ApplicationEdit = {};

  const description = ownValue(fields, 'description');
  if (description !== undefined) {
    const text =
      typeof description === 'object' && description !== null
        ? ownValue(description as Record<string, unknown>, 'default')
        : description;
    if (typeof text !== 'string') bad(['description'], 'Must be a string.', FieldErrorCodes.String);
    else if (text.length > 400)
      bad(['description'], 'Must be 400 or fewer in length.', FieldErrorCodes.MaxLength);
    else edit.description = text;
  }

  const tags = ownValue(fields, 'tags');
  if (tags !== undefined && tags !== null) {
    if (!Array.isArray(tags)) bad(['tags'], 'Must be an array.', FieldErrorCodes.ListType);
    else if (tags.length > 5) bad(['tags'], 'Must be 5 or fewer in length.', FieldErrorCodes.MaxLength);
    else {
      tags.forEach((tag, i) => {
        if (typeof tag !== 'string' || tag.length < 1 || tag.length > 20)
          bad(['tags', i], 'Must be between 1 and 20 in length.', FieldErrorCodes.BadLength);
      });
      if (new Set(tags).size !== tags.length) bad(['tags'], 'Tags must be unique.');
      edit.tags = tags as string[];
    }
  } else if (tags === null) edit.tags = [];

  const params = ownValue(fields, 'install_params');
  if (params === null) edit.install_params = null;
  else if (params !== undefined) {
    const p =
      typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : null;
    const scopes = p ? ownValue(p, 'scopes') : undefined;
    const permissions = p ? ownValue(p, 'permissions') : undefined;
    const bits =
      typeof permissions === 'string' && /^\d+$/.test(permissions)
        ? permissions
        : lenientInteger(permissions)?.toString();
    if (!p) bad(['install_params'], 'Must be an object.', FieldErrorCodes.ModelType);
    else if (
      !Array.isArray(scopes) ||
      scopes.length === 0 ||
      scopes.some((s) => typeof s !== 'string' || !installScopes.includes(s)) ||
      new Set(scopes).size !== scopes.length
    )
      bad(['install_params', 'scopes'], 'Scopes must be applications.commands and/or bot.');
    else if (bits === undefined || (BigInt(bits) !== 0n && !scopes.includes('bot')))
      bad(['install_params', 'permissions'], 'A decimal permission bit set, given with the bot scope.');
    else edit.install_params = { scopes: scopes as string[], permissions: bits };
  }

  const flags = ownValue(fields, 'flags');
  if (flags !== undefined && flags !== null) {
    const value = lenientInteger(flags);
    if (value === undefined || value < 0)
      bad(['flags'], 'Must be a non-negative integer.', FieldErrorCodes.Coerce);
    else if (((value ^ currentFlags) & ~editableApplicationFlags) !== 0)
      bad(
        ['flags'],
        'Only the limited intent flags (GATEWAY_PRESENCE_LIMITED, GATEWAY_GUILD_MEMBERS_LIMITED, GATEWAY_MESSAGE_CONTENT_LIMITED) can be updated.',
      );
    else edit.flags = value;
  }

  for (const key of [
    'interactions_endpoint_url',
    'event_webhooks_url',
    'role_connections_verification_url',
  ] as const) {
    const url = ownValue(fields, key);
    if (url === null || url === '') edit[key] = null;
    else if (url !== undefined) {
      if (typeof url !== 'string') bad([key], 'Must be a string.', FieldErrorCodes.String);
      else if (url.length > maxUrl)
        bad([key], `Must be ${maxUrl} or fewer in length.`, FieldErrorCodes.MaxLength);
      else if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
        bad([key], 'Not a well formed URL.');
      else edit[key] = url;
    }
  }

  const status = ownValue(fields, 'event_webhooks_status');
  if (status !== undefined && status !== null) {
    const value = lenientInteger(status);
    if (value !== 1 && value !== 2)
      bad(['event_webhooks_status'], 'Value must be one of (1, 2).', FieldErrorCodes.Choices);
    else edit.event_webhooks_status = value;
  }

  const types = ownValue(fields, 'event_webhooks_types');
  if (types !== undefined && types !== null) {
    if (!Array.isArray(types)) bad(['event_webhooks_types'], 'Must be an array.', FieldErrorCodes.ListType);
    else {
      types.forEach((type, i) => {
        if (typeof type !== 'string' || !(ApplicationWebhookEventTypes as readonly string[]).includes(type))
          bad(
            ['event_webhooks_types', i],
            `Value must be one of ${ApplicationWebhookEventTypes.join(', ')}.`,
            FieldErrorCodes.Choices,
          );
      });
      edit.event_webhooks_types = [...new Set(types as string[])];
    }
  } else if (types === null) edit.event_webhooks_types = [];

  for (const key of ['icon', 'cover_image'] as const) {
    const image = ownValue(fields, key);
    if (image === null) edit[key] = null;
    else if (image !== undefined) {
      const read = decodeImageData(image, profileImageRules, [key]);
      if (read.success) edit[key] = read.data;
      else errors.push(...read.errors);
    }
  }

  if (errors.length > 0) throw invalidForm(errors);
  return edit;
}
