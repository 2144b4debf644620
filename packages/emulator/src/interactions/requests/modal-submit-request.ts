import { isJsonObject, isLocale, isSnowflake, type Locale } from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';

/**
 * What a user gives one input of a modal: text (text input), a list of values (select menu, checkbox
 * group), a value or null (radio group), true or false (checkbox), or files (file upload: each the id of
 * an attachment uploaded before, or `{ filename, size?, contentType? }` as an ATTACHMENT option takes).
 */
export type ModalFieldValue = string | boolean | null | readonly (string | Record<string, unknown>)[];

/**
 * What `POST /_emulator/modals/submit` takes: a user submits the modal an app opened for them, with what
 * they gave each input, keyed by the inputs' `custom_id`.
 */
export interface ModalSubmitRequest {
  /** The user who submits. */
  userId: string;
  /** The interaction answered with the modal; default: the modal the user has open. */
  interactionId?: string;
  /** The modal's `custom_id`, checked when given. */
  customId?: string;
  /**
   * What the user gave, by input `custom_id` (see {@link ModalFieldValue}); an input left out keeps what the
   * modal opened with (a text input's `value`, defaults, or nothing).
   */
  fields: Record<string, ModalFieldValue>;
  /** The client's language; default: the language of the interaction that opened the modal. */
  locale?: Locale;
}

const known: readonly string[] = Object.freeze(['userId', 'interactionId', 'customId', 'fields', 'locale']);

/** Checks the body of a modal submission; throws a 400 that names the first bad field and its fix. */
export function parseModalSubmitRequest(body: unknown): ModalSubmitRequest {
  if (!isJsonObject(body))
    throw badRequest('the body must be a JSON object such as { "userId": "…", "fields": { "name": "Ada" } }');
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw badRequest(`unknown field(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  if (typeof input.userId !== 'string' || !isSnowflake(input.userId))
    throw badRequest('userId: expected a snowflake id string; see GET /_emulator/world for the ids');
  const fields = input.fields ?? {};
  if (!isJsonObject(fields))
    throw badRequest(
      'fields: an object of input custom_id → what the user gave it, e.g. { "name": "Ada", "colours": ["red"], "agree": true }',
    );
  for (const [id, value] of Object.entries(fields))
    if (!isFieldValue(value))
      throw badRequest(
        `fields.${id}: expected text, true or false, null, or a list of values (strings; files as attachment ids or { "filename": … })`,
      );
  const request: ModalSubmitRequest = {
    userId: input.userId,
    fields: { ...(fields as Record<string, ModalFieldValue>) },
  };
  if (input.interactionId !== undefined) {
    if (typeof input.interactionId !== 'string' || !isSnowflake(input.interactionId))
      throw badRequest('interactionId: the id of the interaction the app answered with the modal');
    request.interactionId = input.interactionId;
  }
  if (input.customId !== undefined) {
    if (typeof input.customId !== 'string') throw badRequest("customId: the modal's custom_id");
    request.customId = input.customId;
  }
  if (input.locale !== undefined) {
    if (!isLocale(input.locale))
      throw badRequest(
        `locale: ${JSON.stringify(input.locale)} is not a known locale (e.g. en-US, fr, es-419)`,
      );
    request.locale = input.locale;
  }
  return request;
}

function isFieldValue(value: unknown): value is ModalFieldValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  return Array.isArray(value) && value.every((v) => typeof v === 'string' || isJsonObject(v));
}
