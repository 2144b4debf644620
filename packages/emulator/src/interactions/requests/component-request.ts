import { isJsonObject, isLocale, isSnowflake, type Locale } from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';

/**
 * What `POST /_emulator/components` takes: a user uses a component of a message — clicks a button (by
 * `customId`, a link button by `url`, a premium button by `skuId`) or chooses in a select menu (`customId` and the chosen `values`,
 * in the order chosen: option values, or user / role / channel ids for entity selects).
 */
export interface ComponentRequest {
  /** The user who clicks or chooses. */
  userId: string;
  /** The message that holds the component. */
  messageId: string;
  /** The component's `custom_id`. */
  customId?: string;
  /** A link button's `url` (link buttons have no `custom_id`; clicking one sends no interaction). */
  url?: string;
  /** A premium button's `sku_id` (clicking one opens the SKU's purchase sheet; the user buys it). */
  skuId?: string;
  /** Select menus: what the user chose. */
  values?: string[];
  /** The client's language; default: the user's settings locale. */
  locale?: Locale;
}

const known: readonly string[] = Object.freeze([
  'userId',
  'messageId',
  'customId',
  'url',
  'skuId',
  'values',
  'locale',
]);

/** Checks the body of a component request; throws a 400 that names the first bad field and its fix. */
export function parseComponentRequest(body: unknown): ComponentRequest {
  if (!isJsonObject(body))
    throw badRequest(
      'the body must be a JSON object such as { "userId": "…", "messageId": "…", "customId": "poll:1:yes" }',
    );
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw badRequest(`unknown field(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  for (const field of ['userId', 'messageId'] as const)
    if (typeof input[field] !== 'string' || !isSnowflake(input[field]))
      throw badRequest(
        `${field}: expected a snowflake id string (see GET /_emulator/messages for message ids)`,
      );
  const request: ComponentRequest = { userId: input.userId as string, messageId: input.messageId as string };
  if ([input.customId, input.url, input.skuId].filter((v) => v !== undefined).length !== 1)
    throw badRequest(
      'give exactly one of customId (buttons and select menus), url (a link button) or skuId (a premium button)',
    );
  if (input.customId !== undefined) {
    if (typeof input.customId !== 'string' || input.customId.length === 0)
      throw badRequest('customId: the custom_id of the button or select menu, e.g. "poll:1:yes"');
    request.customId = input.customId;
  }
  if (input.url !== undefined) {
    if (typeof input.url !== 'string') throw badRequest('url: the url of the link button');
    request.url = input.url;
  }
  if (input.skuId !== undefined) {
    if (typeof input.skuId !== 'string' || !isSnowflake(input.skuId))
      throw badRequest('skuId: the sku_id of the premium button, a snowflake id string');
    request.skuId = input.skuId;
  }
  if (input.values !== undefined) {
    if (!Array.isArray(input.values) || input.values.some((v) => typeof v !== 'string'))
      throw badRequest('values: an array of strings, e.g. ["red"] or a list of user ids for a user select');
    request.values = input.values as string[];
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
